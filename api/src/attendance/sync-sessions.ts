// A cohort's class sessions follow its weekly class times (issue 29 item 2, ADR 032): sessions missing from
// the schedule are added, sessions no longer in it are dropped unless something was recorded on them (the
// teacher skipped one, someone attended). Run for every running and coming cohort by the reminder job, and
// for one cohort whenever its register is opened or a join is recorded, so a change of class times shows at
// once where it matters. Safe to repeat and to run twice at once (the unique start per cohort).
import type { Db } from '@valik/db/client';
import { addCohortSessions, listCohortSessions, listCohortsToSchedule, removeCohortSessions, type ScheduleRow } from '@valik/db/queries';
import { addTallinnDays, planSessions } from '@valik/domain';

export async function syncCohortSessions(db: Db, cohort: ScheduleRow): Promise<void> {
  const existing = await listCohortSessions(db, { cohortId: cohort.id });
  const plan = planSessions({ startDate: cohort.startDate, endDate: cohort.endDate, classTimes: cohort.onlineClassTimes }, existing);
  await addCohortSessions(db, { cohortId: cohort.id, starts: plan.add });
  await removeCohortSessions(db, { cohortId: cohort.id, ids: plan.remove });
}

/** Syncs the sessions of one cohort (by id), or of every cohort with classes that has not ended a week ago. */
export async function syncSessions(db: Db, now: Date, cohortId?: number): Promise<void> {
  const cohorts = await listCohortsToSchedule(db, { since: addTallinnDays(now, -7), ...(cohortId === undefined ? {} : { cohortId }) });
  for (const cohort of cohorts) await syncCohortSessions(db, cohort);
}
