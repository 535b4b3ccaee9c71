// Background jobs of the student journey on pg-boss (architecture §8; the runner is AppDeps.jobs,
// jobs/queue.ts). The handlers are use cases of (deps, payload) (expire-waitlist-offers.ts, close-access.ts),
// each change a unit of work (outbox/unit-of-work.ts); this file only wires them. A sweep every 10 minutes runs both for everything due, so a
// job lost between commit and send still runs. What a job's change causes (offers' e-mails and expiry,
// refunds) is written to the outbox with it and delivered by the outbox's dispatcher, which pg-boss also
// runs every minute for the retries that came due (ADR 024).
import { issueSchoolInvoices } from '../invoices/issue-school-invoices.ts';
import type { AppDeps } from '../lib/context.ts';
import { closeAccess } from './close-access.ts';
import { expireLapsedCheckouts } from '../payments/expire-checkouts.ts';
import { endDuplicatePasses } from '../payments/end-duplicate-pass.ts';
import { dispatchOutbox } from '../outbox/dispatcher.ts';
import { sendWeeklyDigests } from '../school-reps/weekly-digest.ts';
import { expireWaitlistOffers } from './expire-waitlist-offers.ts';
import { JOB_NAMES, type JobHandlers, type JobRunnerOptions } from './queue.ts';
import { syncCommunity, syncProgressJob } from '../community-jobs.ts';
import { sendReminders } from '../reminders/send-reminders.ts';

type JobDeps = AppDeps;

/** The job bodies as pg-boss calls them (also used by the tests through pg-boss); the time is deps.clock's. */
export function jobHandlers(deps: JobDeps) {
  const { clock } = deps;
  return {
    [JOB_NAMES.waitlistOfferExpiry]: async (payload: { cohortId?: number }) => {
      await expireWaitlistOffers(deps, payload);
    },
    [JOB_NAMES.closeAccess]: async (payload: { participantId?: number }) => {
      await closeAccess(deps, payload);
    },
    [JOB_NAMES.sweep]: async () => {
      await expireWaitlistOffers(deps, {});
      await closeAccess(deps, {});
      // payments: holds that ran out (payments/)
      await expireLapsedCheckouts(deps);
      await endDuplicatePasses(deps, clock());
      // school invoices of a month that is over: issued, their e-invoice queued (ADR 030)
      await issueSchoolInvoices(deps);
    },
    // the outbox: entries whose next attempt came due (outbox/dispatcher.ts)
    [JOB_NAMES.outbox]: async () => {
      await dispatchOutbox(deps, { now: clock() });
    },
    [JOB_NAMES.weeklyDigest]: async () => {
      await sendWeeklyDigests(deps, clock());
    },
    // issue 14: Discord channels and roles, the bot's commands, LearnWorlds progress (community-jobs.ts)
    ...syncCommunity(deps),
    [JOB_NAMES.lmsSync]: (payload: { cohortId?: number }) => syncProgressJob(deps, payload, clock()),
    // issue 29: reminders of classes, starts and unpaid invoices, once each (reminders/send-reminders.ts)
    [JOB_NAMES.reminders]: async () => {
      await sendReminders(deps, clock());
    },
  } as const;
}

/** Starts the job runner of `deps` (deps.jobs) with these handlers; main.ts, once per process. */
export async function startJobs(deps: AppDeps, options: JobRunnerOptions = {}): Promise<void> {
  await deps.jobs.start(jobHandlers(deps) as unknown as JobHandlers, options);
}
