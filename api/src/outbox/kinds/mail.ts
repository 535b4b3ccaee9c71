// MAIL: an e-mail notice (ADR 011). logActivity writes the outbox row with the activity entry that carries
// `metadata.mail`; here the notice's sender turns the entry into its e-mail(s), in the recipient's language,
// with the entry's idempotency key. A sender that finds nobody to tell any more sends nothing: delivered.
import { getPendingMail, type MailNotice, type PendingMail } from '@valik/db/queries';
import type { AppDeps } from '../../lib/context.ts';
import { sendReceiptNotice, sendRefundNotice } from '../../payments/notify.ts';
import { sendCreditsLowNotice } from '../../school-credits/notify-credits-low.ts';
import { sendPayerChangeNotice, sendRegistrationNotice, sendTransferNotice } from '../../registrations/registration-notices.ts';
import { sendQueuedEmail } from '../../mail/queue-email.ts';
import { sendOfferNotice } from '../../waitlist/offer-notice.ts';
import { sendClassTimesNotice, sendResultNotice } from '../../teaching/notify.ts';
import { sendDiplomaNotice } from '../../diplomas/diploma-notice.ts';
import { defineOutboxKind } from '../kind.ts';

/** Each notice's sender; returns how many e-mails it sent (0: nobody to tell any more). */
const SENDERS: Record<MailNotice, (deps: AppDeps, entry: PendingMail) => Promise<number>> = {
  PAYMENT_RECEIPT: sendReceiptNotice,
  PAYMENT_REFUNDED: sendRefundNotice,
  SCHOOL_CREDITS_LOW: sendCreditsLowNotice,
  REGISTRATION_CONFIRMED: sendRegistrationNotice,
  PAYER_CHANGED: sendPayerChangeNotice,
  REGISTRATION_TRANSFERRED: sendTransferNotice,
  WAITLIST_OFFER: sendOfferNotice,
  CLASS_TIMES_CHANGED: sendClassTimesNotice,
  RESULT_SET: sendResultNotice,
  DIPLOMA_ISSUED: sendDiplomaNotice,
  EMAIL: sendQueuedEmail,
};


export const mailKind = defineOutboxKind('MAIL', async (deps, { entry, idempotencyKey }) => {
  if (entry.activityId === null) throw new Error(`the e-mail notice of outbox entry ${entry.id} has no activity entry`);
  const notice = await getPendingMail(deps.db, { activityId: entry.activityId, idempotencyKey });
  if (!notice) return;
  const send = SENDERS[notice.mail];
  await send(deps, notice);
});
