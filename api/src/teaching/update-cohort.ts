// A teacher edits their cohort (links, notes, class times). A class-time change e-mails every student
// still registered: the notices are written in the same transaction and mailed after the commit.
import { updateTeacherCohort, type TeacherCohortPatch } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendMailSoon } from '../mail/outbox.ts';
import { queueClassTimesNotices } from './notify.ts';

export async function updateCohortAsTeacher(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks' | 'logger'>,
  input: { cohortId: number; patch: TeacherCohortPatch; timesChanged: boolean },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await updateTeacherCohort(tx, { cohortId: input.cohortId, patch: input.patch });
    if (input.timesChanged) await queueClassTimesNotices(tx, { cohortId: input.cohortId });
  });
  if (input.timesChanged) sendMailSoon(deps);
}
