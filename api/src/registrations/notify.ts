// After a change of the student journey committed (never for a rolled-back one): its e-mails are outbox
// notices written with the change (ADR 011: registration-notices.ts, waitlist/offer-notice.ts), mailed now
// in the background; jobs that follow it are scheduled. A failing mailer never turns a registration into an
// error: the sweep sends the notice later.
import type { WaitlistEntryRow } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { JOB_NAMES } from '../jobs/queue.ts';
import { sendMailSoon } from '../mail/outbox.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks' | 'logger' | 'jobs'>;

/**
 * After a registration committed: its confirmation is an outbox notice on the registration's activity entry
 * (registration-notices.ts), as is a school's credits-low warning it may have written; mail them now.
 */
export function notifyRegistration(deps: MailDeps): void {
  sendMailSoon(deps);
}

/** Offers just made: their e-mails (queued with them) go now, and each offer's expiry is a job. */
export function notifyOffers(deps: MailDeps, offers: readonly WaitlistEntryRow[]): void {
  if (offers.length === 0) return;
  sendMailSoon(deps);
  deps.tasks.run('waitlist-offer-jobs', async () => {
    for (const offer of offers) {
      if (offer.offerExpiresAt) await deps.jobs.schedule(JOB_NAMES.waitlistOfferExpiry, { cohortId: offer.cohortId }, offer.offerExpiresAt, `offer-${offer.id}`);
    }
  });
}

/**
 * After a payer change committed: its e-mail is an outbox notice on the PAYER_CHANGED entry
 * (registration-notices.ts), mailed now; access closing for an unpaid invoice is a job at that moment.
 */
export function notifyPayerChange(deps: MailDeps, r: { closesAt: Date | null; participantId: number }): void {
  sendMailSoon(deps);
  const { closesAt } = r;
  if (closesAt) deps.tasks.run('close-access-job', () => deps.jobs.schedule(JOB_NAMES.closeAccess, { participantId: r.participantId }, closesAt, `close-${r.participantId}`));
}
