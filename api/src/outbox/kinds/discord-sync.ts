// DISCORD_SYNC: one cohort's Discord channel, role and members to bring up to date (issue 14), after a change
// of who belongs to it (an account connected or disconnected). Delivered by handing the cohort's sync job to
// pg-boss (one job per cohort at a time: its singleton key, so two syncs of one cohort never race; retried
// by pg-boss while Discord fails). The sync itself is a reconciliation, safe to repeat.
import { JOB_NAMES } from '../../jobs/queue.ts';
import { scheduleJob } from './job.ts';
import { defineOutboxKind } from '../kind.ts';


export const discordSyncKind = defineOutboxKind('DISCORD_SYNC', async (deps, { payload, now }) => {
  await scheduleJob(deps, JOB_NAMES.discordSync, { cohortId: payload.cohort_id }, now, `discord-sync-${payload.cohort_id}`);
});
