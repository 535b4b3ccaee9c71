// JOB: a background job to run at a time (a waitlist offer's expiry, access closing for an unpaid invoice),
// handed to pg-boss after the commit that made it due. pg-boss keeps one job per singleton key, so a
// repeated delivery schedules it once; the jobs' sweep also finds due work in the database itself.
import { JOB_NAMES, type JobName } from '../../jobs/queue.ts';
import type { DeliveryDeps } from '../kind.ts';
import { defineOutboxKind } from '../kind.ts';

/**
 * Hands a job to pg-boss. Throws while this process's runner is not started (before main.ts starts it,
 * after it stopped, in the tests' apps): the entry is tried again, never marked delivered for nothing.
 */
export async function scheduleJob(deps: DeliveryDeps, name: JobName, data: Record<string, unknown>, at: Date, key: string): Promise<void> {
  if (!(Object.values(JOB_NAMES) as string[]).includes(name)) throw new Error(`no job named ${String(name)}`);
  if (!deps.jobs.boss) throw new Error('the job runner is not running in this process');
  await deps.jobs.schedule(name, data, at, key);
}


export const jobKind = defineOutboxKind('JOB', async (deps, { payload }) => {
  await scheduleJob(deps, payload.name, payload.data, new Date(payload.at), payload.key);
});
