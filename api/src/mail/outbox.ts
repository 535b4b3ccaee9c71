// Sends the e-mail outbox (ADR 011; db/src/queries/mail-outbox.ts): every activity entry carrying a notice
// that has not been mailed. Called in the background right after the commit that wrote a notice, and by the
// jobs sweep every 10 minutes, which picks up what a stopped process or a failed send left behind.
import { claimPendingMail, markMailed, releaseMailClaim, type MailNotice, type PendingMail } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendReceiptNotice, sendRefundNotice } from '../payments/notify.ts';
import { sendCreditsLowNotice } from '../school-credits/notify-credits-low.ts';
import { sendPayerChangeNotice, sendRegistrationNotice } from '../registrations/registration-notices.ts';
import { sendQueuedEmail } from './queue-email.ts';
import { sendOfferNotice } from '../waitlist/offer-notice.ts';
import { sendClassTimesNotice, sendResultNotice } from '../teaching/notify.ts';
import { sendDiplomaNotice } from '../diplomas/diploma-notice.ts';

export type OutboxDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks' | 'logger'>;

/** A claim older than this belongs to a sender that stopped: another one takes the notice over. */
export const MAIL_CLAIM_LEASE_MS = 15 * 60_000;

/** Each notice's sender; returns how many e-mails it sent (0: nobody to tell any more). */
const SENDERS: Record<MailNotice, (deps: OutboxDeps, entry: PendingMail) => Promise<number>> = {
  PAYMENT_RECEIPT: sendReceiptNotice,
  PAYMENT_REFUNDED: sendRefundNotice,
  SCHOOL_CREDITS_LOW: sendCreditsLowNotice,
  REGISTRATION_CONFIRMED: sendRegistrationNotice,
  PAYER_CHANGED: sendPayerChangeNotice,
  WAITLIST_OFFER: sendOfferNotice,
  CLASS_TIMES_CHANGED: sendClassTimesNotice,
  RESULT_SET: sendResultNotice,
  DIPLOMA_ISSUED: sendDiplomaNotice,
  EMAIL: sendQueuedEmail,
};

/** Sends every pending notice once; returns how many e-mails went. A failed one is logged and retried later. */
export async function sendPendingMail(deps: OutboxDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimPendingMail(deps.db, { now, leaseMs: MAIL_CLAIM_LEASE_MS, limit: 50 });
    for (const [index, entry] of batch.entries()) {
      const send = SENDERS[entry.mail];
      try {
        if (!send) throw new Error(`no sender for the notice ${String(entry.mail)}`);
        sent += await send(deps, entry);
        await markMailed(deps.db, { id: entry.id, now: new Date() });
      } catch (err) {
        deps.logger.error({ err, activityId: entry.id, notice: entry.mail }, 'a notice e-mail could not be sent; the next sweep retries it');
        // the mailer is likely down: give back this claim and the rest of the batch's (else they would wait
        // out the lease), and leave them to the next run
        for (const unsent of batch.slice(index)) await releaseMailClaim(deps.db, { id: unsent.id });
        return sent;
      }
    }
    if (batch.length < 50) return sent;
  }
}

/** After a commit that wrote a notice: mail it in the background. */
export function sendMailSoon(deps: OutboxDeps): void {
  deps.tasks.run('mail-outbox', () => sendPendingMail(deps));
}
