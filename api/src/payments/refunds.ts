// Refunds (issue 7 item 8): the decision is recorded in the transaction that makes it (refund_status DUE
// with the amount and reason, and a REFUND entry of the outbox, ADR 024), the provider that took the money
// is called by the outbox after commit with an idempotency key made from the checkout (so retries and a
// racing delivery refund once), and the DUE → REFUNDED step happens once, with its e-mail notice (ADR 011).
// The outbox retries a refund the provider refused, with its backoff.
// The provider may confirm the refund by webhook before our call returns: whichever records REFUNDED
// first writes the notice (apply-notification.ts), the other finds it done.
import type { Db } from '@valik/db/client';
import { advanceCreditNoteRefund, findPaidCheckoutOfInvoice, getCheckout, lockCohortForUpdate, logActivity, mailNotice, markRefunded, updateCheckout } from '@valik/db/queries';
import type { RefundReason } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { outboxOf } from '../outbox/write.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { providerNamed } from './providers.ts';

type RefundDeps = Pick<AppDeps, 'db' | 'payments' | 'outbox'>;

/**
 * Inside the cancellation's transaction: the paid online payment of the invoice is to be refunded in full,
 * by the outbox after commit. Returns the checkout id, or null when the invoice was not paid online.
 */
export async function markRefundDueForInvoice(tx: Db, params: { invoiceId: number; reason: RefundReason }): Promise<number | null> {
  const checkout = await findPaidCheckoutOfInvoice(tx, { invoiceId: params.invoiceId });
  if (!checkout) return null;
  await updateCheckout(tx, { id: checkout.id, changes: { refundStatus: 'DUE', refundReason: params.reason, refundAmount: checkout.amount } });
  await outboxOf(tx).add('REFUND', { checkout_id: checkout.id }, { userId: checkout.userId });
  return checkout.id;
}

/** Calls the provider for a DUE refund and records it once. Safe to run twice at once. */
export async function executeRefund(deps: RefundDeps, checkoutId: number, now: Date): Promise<'REFUNDED' | 'NOT_DUE' | 'ALREADY'> {
  const checkout = await getCheckout(deps.db, { id: checkoutId });
  if (!checkout || checkout.refundStatus !== 'DUE') return 'NOT_DUE';
  const provider = providerNamed(deps.payments, checkout.provider);
  if (!provider) throw new Error(`no ${checkout.provider} adapter configured to refund checkout ${checkout.id}`);
  const { refundId } = await provider.refund({
    sessionId: checkout.providerSessionId ?? '',
    paymentId: checkout.providerPaymentId,
    amountCents: checkout.refundAmount,
    idempotencyKey: `refund-${checkout.publicId}`,
  });
  const refunded = await unitOfWork(deps, async (tx) => {
    // the lock order of every payment path (apply-notification.ts): the cohort, then the checkout. Taking
    // the checkout first deadlocked with a webhook of the same checkout (the activity row's foreign key
    // waits for the cohort the webhook holds, the webhook waits for the checkout).
    await lockCohortForUpdate(tx, { cohortId: checkout.cohortId });
    const row = await markRefunded(tx, { id: checkout.id, providerRefundId: refundId, now });
    if (row) {
      // the credit note of this refund (if an invoice was credited) shows it sent
      await advanceCreditNoteRefund(tx, { checkoutId: row.id, state: 'SENT', now });
      await logActivity(tx, {
        type: 'COHORT_PAYMENT',
        userId: row.userId,
        cohortId: row.cohortId,
        actorUserId: null,
        metadata: { checkout_id: row.publicId, provider: row.provider, refunded: row.refundAmount, reason: row.refundReason, refund_id: refundId, ...mailNotice('PAYMENT_REFUNDED') },
      });
    }
    return row;
  });
  // its e-mail is the notice on the entry above, delivered by the outbox
  return refunded ? 'REFUNDED' : 'ALREADY';
}
