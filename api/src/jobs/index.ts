// Background jobs of the student journey on pg-boss (architecture §8; the runner is AppDeps.jobs,
// jobs/queue.ts). The handlers are plain functions of (db, payload, now) (expire-waitlist-offers.ts,
// close-access.ts); this file only wires them. A sweep every 10 minutes runs both for everything due, so a
// job lost between commit and send still runs.
import type { AppDeps } from '../lib/context.ts';
import { notifyOffers } from '../registrations/notify.ts';
import { closeAccess } from './close-access.ts';
import { expireLapsedCheckouts } from '../payments/expire-checkouts.ts';
import { refundDue } from '../payments/refunds.ts';
import { endDuplicatePasses } from '../payments/end-duplicate-pass.ts';
import { sendPendingMail } from '../mail/outbox.ts';
import { sendWeeklyDigests } from '../school-reps/weekly-digest.ts';
import { expireWaitlistOffers, type OfferBatch } from './expire-waitlist-offers.ts';
import { JOB_NAMES, type JobHandlers, type JobRunnerOptions } from './queue.ts';
import { syncCommunity, syncProgressJob } from '../community-jobs.ts';

type JobDeps = AppDeps;

function sendOffers(deps: JobDeps, batches: readonly OfferBatch[]): void {
  for (const { offers } of batches) {
    notifyOffers(deps, offers);
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
      await endDuplicatePasses(deps, clock());
      // e-mail notices a stopped process or a failed send left behind (mail/outbox.ts)
      await sendPendingMail(deps, clock());
    },
    [JOB_NAMES.weeklyDigest]: async () => {
      await sendWeeklyDigests(deps, clock());
    },
    // issue 14: Discord channels and roles, the bot's commands, LearnWorlds progress (community-jobs.ts)
    ...syncCommunity(deps, clock),
    [JOB_NAMES.lmsSync]: (payload: { cohortId?: number }) => syncProgressJob(deps, payload, clock()),
  } as const;
}

/** Starts the job runner of `deps` (deps.jobs) with these handlers; main.ts, once per process. */
export async function startJobs(deps: AppDeps, options: JobRunnerOptions = {}): Promise<void> {
  await deps.jobs.start(jobHandlers(deps) as unknown as JobHandlers, options);
}
