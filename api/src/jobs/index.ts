// Background jobs of the student journey on pg-boss (architecture §8): on PGlite through `fromPglite` on the
// SAME instance Drizzle uses, on a server through pg-boss's own `pg` pool. The handlers are plain
// functions of (db, payload, now) (expire-waitlist-offers.ts, close-access.ts); this file only wires them.
// A sweep every 10 minutes runs both for everything due, so a job lost between commit and send still runs.
import { PgBoss, fromPglite } from 'pg-boss';
import type { DbHandle } from '@valik/db/client';
import type { AppDeps } from '../lib/context.ts';
import { notifyOffers } from '../registrations/notify.ts';
import { closeAccess } from './close-access.ts';
import { expireLapsedCheckouts } from '../payments/expire-checkouts.ts';
import { refundDue } from '../payments/refunds.ts';
import { sendPendingMail } from '../mail/outbox.ts';
import { sendWeeklyDigests } from '../school-reps/weekly-digest.ts';
import { expireWaitlistOffers, type OfferBatch } from './expire-waitlist-offers.ts';
import { JOB_NAMES, setJobQueue } from './queue.ts';

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

type JobDeps = Pick<AppDeps, 'db' | 'env' | 'auth' | 'logger'>;

function sendOffers(deps: JobDeps, batches: readonly OfferBatch[]): void {
  for (const { cohort, offers } of batches) {
    notifyOffers(deps, offers, { course: cohort.courseName, cohort: cohort.name, courseId: cohort.courseId });
  }
}

/** The job bodies as pg-boss calls them (also used by the tests through pg-boss). */
export function jobHandlers(deps: JobDeps, clock: () => Date = () => new Date()) {
  return {
    [JOB_NAMES.waitlistOfferExpiry]: async (payload: { cohortId?: number }) => {
      sendOffers(deps, await expireWaitlistOffers(deps.db, payload, clock()));
    },
    [JOB_NAMES.closeAccess]: async (payload: { participantId?: number }) => {
      const result = await closeAccess(deps.db, payload, clock());
      sendOffers(deps, result.offers);
    },
    [JOB_NAMES.sweep]: async () => {
      sendOffers(deps, await expireWaitlistOffers(deps.db, {}, clock()));
      sendOffers(deps, (await closeAccess(deps.db, {}, clock())).offers);
      // payments: holds that ran out, and refunds the provider has not confirmed yet (payments/)
      await expireLapsedCheckouts(deps, clock());
      await refundDue(deps, clock());
      // e-mail notices a stopped process or a failed send left behind (mail/outbox.ts)
      await sendPendingMail(deps, clock());
    },
    [JOB_NAMES.weeklyDigest]: async () => {
      await sendWeeklyDigests(deps, clock());
    },
  } as const;
}

export async function startJobs(deps: JobDeps, handle: Pick<DbHandle, 'kind' | 'pglite'>, options: { connectionString?: string | undefined; sweepCron?: string; digestCron?: string } = {}): Promise<Jobs> {
  const boss =
    handle.kind === 'pglite' && handle.pglite
      ? new PgBoss({ db: fromPglite(handle.pglite), schema: 'pgboss' })
      : new PgBoss({ connectionString: options.connectionString ?? '', schema: 'pgboss', max: 4 });
  boss.on('error', (err) => deps.logger.error({ err }, 'job queue error'));
  await boss.start();
  const handlers = jobHandlers(deps);
  for (const name of Object.values(JOB_NAMES)) {
    await boss.createQueue(name);
    await boss.work<Record<string, unknown>>(name, async (jobs) => {
      for (const job of jobs) await handlers[name]((job.data ?? {}) as never);
    });
  }
  await boss.schedule(JOB_NAMES.sweep, options.sweepCron ?? '*/10 * * * *');
  await boss.schedule(JOB_NAMES.weeklyDigest, options.digestCron ?? '0 7 * * 1', null, { tz: 'Europe/Tallinn' });
  setJobQueue({
    async schedule(name, payload, at, singletonKey) {
      await boss.send(name, payload, { startAfter: at, ...(singletonKey ? { singletonKey } : {}) });
    },
  });
  return {
    boss,
    async stop() {
      setJobQueue(null);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
