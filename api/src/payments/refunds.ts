// Refunds (issue 7 item 8): the decision is recorded in the transaction that makes it (refund_status DUE
// with the amount and reason), the provider that took the money is called after commit with an
// idempotency key made from the checkout (so retries and a racing job refund once), and the DUE →
// REFUNDED step happens once, with its e-mail notice (ADR 011). The jobs sweep retries what is still DUE.
// The provider may confirm the refund by webhook before our call returns: whichever records REFUNDED
// first writes the notice (apply-notification.ts), the other finds it done.
import type { Db } from '@valik/db/client';
import { findPaidCheckoutOfInvoice, getCheckout, listDueRefunds, lockCohortForUpdate, logActivity, mailNotice, markRefunded, updateCheckout } from '@valik/db/queries';
import type { RefundReason } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { sendMailSoon } from '../mail/outbox.ts';
import { providerNamed } from './providers.ts';

type RefundDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks' | 'logger' | 'payments'>;

/**
 * Inside the cancellation's transaction: the paid online payment of the invoice is to be refunded in full.
 * Returns the checkout id to refund after commit, or null when the invoice was not paid online.
 */
export async function markRefundDueForInvoice(tx: Db, params: { invoiceId: number; reason: RefundReason }): Promise<number | null> {
  const checkout = await findPaidCheckoutOfInvoice(tx, { invoiceId: params.invoiceId });
  if (!checkout) return null;
  await updateCheckout(tx, { id: checkout.id, changes: { refundStatus: 'DUE', refundReason: params.reason, refundAmount: checkout.amount } });
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
  const refunded = await deps.db.transaction(async (tx) => {
    // the lock order of every payment path (apply-notification.ts): the cohort, then the checkout. Taking
    // the checkout first deadlocked with a webhook of the same checkout (the activity row's foreign key
    // waits for the cohort the webhook holds, the webhook waits for the checkout).
    await lockCohortForUpdate(tx, { cohortId: checkout.cohortId });
    const row = await markRefunded(tx, { id: checkout.id, providerRefundId: refundId, now });
    if (row) {
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
  if (!refunded) return 'ALREADY';
  sendMailSoon(deps);
  return 'REFUNDED';
}

/** After commit: refund each checkout in the background (failures stay DUE for the sweep). */
export function startRefunds(deps: RefundDeps, checkoutIds: readonly number[]): void {
  for (const id of checkoutIds) {
    deps.tasks.run('payment-refund', () => executeRefund(deps, id, new Date()));
  }
}

/** The sweep: every refund still DUE (the provider was down, or the process stopped after commit). */
export async function refundDue(deps: RefundDeps, now: Date): Promise<number> {
  let done = 0;
  for (const checkout of await listDueRefunds(deps.db)) {
    try {
      if ((await executeRefund(deps, checkout.id, now)) === 'REFUNDED') done += 1;
    } catch (err) {
      deps.logger.error({ err, checkoutId: checkout.id }, 'refund failed, will retry');
    }
  }
  return done;
}
