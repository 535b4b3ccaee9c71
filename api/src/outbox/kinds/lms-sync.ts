// LMS_SYNC: one cohort's LearnWorlds progress to read now (the admin's "Sync progress now", issue 14 item 4).
// Delivered by handing the cohort's sync job to pg-boss (one per cohort at a time, retried while LearnWorlds
// fails); reading progress again is harmless.
import { JOB_NAMES } from '../../jobs/queue.ts';
import { scheduleJob } from './job.ts';
import { defineOutboxKind } from '../kind.ts';


export const lmsSyncKind = defineOutboxKind('LMS_SYNC', async (deps, { payload, now }) => {
  await scheduleJob(deps, JOB_NAMES.lmsSync, { cohortId: payload.cohort_id }, now, `lms-sync-${payload.cohort_id}`);
});
