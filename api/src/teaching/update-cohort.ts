// A teacher edits their cohort (links, notes, class times). A class-time change e-mails every student
// still registered: the notices are written in the same transaction (its unit of work) and mailed by the
// outbox after the commit.
import { updateTeacherCohort, type TeacherCohortPatch } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueClassTimesNotices } from './notify.ts';

export async function updateCohortAsTeacher(
  deps: Pick<AppDeps, 'db' | 'outbox'>,
  input: { cohortId: number; patch: TeacherCohortPatch; timesChanged: boolean },
): Promise<void> {
  await unitOfWork(deps, async (tx) => {
    await updateTeacherCohort(tx, { cohortId: input.cohortId, patch: input.patch });
    if (input.timesChanged) await queueClassTimesNotices(tx, { cohortId: input.cohortId });
  });
}
