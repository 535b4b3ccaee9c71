// The LearnWorlds progress sync of one cohort (issue 14 item 4): for every live registration, the student's
// LearnWorlds user (students.lw_user_id, found by e-mail and stored the first time), their units in the
// cohort's LearnWorlds course, and progress_percent from assignments only (spec §4), marked as the LMS's
// figure with the time of the sync. A request that fails records the failure for the admin and throws, so
// pg-boss retries it; students LearnWorlds does not know are listed, not failures.
import {
  getCohortLmsCourse,
  listLmsSyncStudents,
  recordIntegrationFailure,
  recordIntegrationSuccess,
  requestIntegrationSync,
  setStudentLwUserId,
  setSyncedProgress,
} from '@valik/db/queries';
import { assignmentProgressPercent } from '@valik/domain';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import type { AppDeps } from '../lib/context.ts';
import { CommunitySyncFailed } from '../discord/sync-cohort-discord.ts';

export interface ProgressSyncResult {
  synced: number;
  changed: number;
  notFound: string[];
  notEnrolled: string[];
}

/** The admin's "Sync progress now": recorded as requested, with an LMS_SYNC outbox entry that runs it after the commit. */
export async function requestProgressSync(deps: Pick<AppDeps, 'db' | 'outbox'>, cohortId: number, now: Date): Promise<void> {
  await unitOfWork(deps, async (tx, outbox) => {
    await requestIntegrationSync(tx, { cohortId, kind: 'LMS', now });
    await outbox.add('LMS_SYNC', { cohort_id: cohortId });
  });
}

export async function syncCohortProgress(deps: Pick<AppDeps, 'db' | 'learnworlds'>, cohortId: number, now: Date): Promise<ProgressSyncResult | null> {
  const { db, learnworlds } = deps;
  if (!learnworlds) return null;
  const course = await getCohortLmsCourse(db, { cohortId });
  if (!course?.lwCourseId) return null;
  const result: ProgressSyncResult = { synced: 0, changed: 0, notFound: [], notEnrolled: [] };
  try {
    for (const student of await listLmsSyncStudents(db, { cohortId })) {
      let lwUserId = student.lwUserId;
      if (!lwUserId) {
        const found = await learnworlds.findUser(student.email);
        if (!found) {
          result.notFound.push(student.email);
          continue;
        }
        lwUserId = found.id;
        await setStudentLwUserId(db, { userId: student.userId, lwUserId });
      }
      const units = await learnworlds.courseUnits(lwUserId, course.lwCourseId);
      const percent = units ? assignmentProgressPercent(units) : null;
      if (percent === null) {
        result.notEnrolled.push(student.email);
        continue;
      }
      if (await setSyncedProgress(db, { participantId: student.participantId, percent, now })) result.changed += 1;
      result.synced += 1;
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await recordIntegrationFailure(db, { cohortId, kind: 'LMS', now, error: message });
    throw new CommunitySyncFailed(message);
  }
  await recordIntegrationSuccess(db, {
    cohortId,
    kind: 'LMS',
    now,
    details: { course: course.lwCourseId, synced: result.synced, changed: result.changed, not_found: result.notFound, not_enrolled: result.notEnrolled },
  });
  return result;
}
