// Where business code hands work to the background: a small interface so the registration, waitlist and
// payer-change functions do not know pg-boss. Until startJobs() installs the pg-boss queue (server start),
// scheduling is a no-op: every job is also covered by the periodic sweep, which finds due work in the
// database itself, so nothing is lost when a job could not be queued (tests, a crash between commit and send).
export const JOB_NAMES = {
  waitlistOfferExpiry: 'waitlist-offer-expiry',
  closeAccess: 'close-access',
  sweep: 'student-journey-sweep',
  /** the school reps' weekly digest e-mail (school-reps/weekly-digest.ts), Mondays 07:00 Tallinn */
  weeklyDigest: 'school-rep-weekly-digest',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

export interface JobQueue {
  /** runs the job at `at` (or at once when past); singletonKey avoids duplicates for the same thing */
  schedule(name: JobName, payload: Record<string, unknown>, at: Date, singletonKey?: string): Promise<void>;
}

let current: JobQueue | null = null;

export function setJobQueue(queue: JobQueue | null): void {
  current = queue;
}

/** Schedules a job if a queue runs in this process; failures are left to the sweep. */
export async function scheduleJob(name: JobName, payload: Record<string, unknown>, at: Date, singletonKey?: string): Promise<void> {
  if (!current) return;
  await current.schedule(name, payload, at, singletonKey);
}
