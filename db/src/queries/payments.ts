// Online payments (issue 7): checkouts, their seat holds and the provider events already processed.
// Checkout rows are changed only under the cohort lock (lockCohortForUpdate) or their own row lock
// (lockCheckout), in the order cohort → checkout → invoice numbering, like every registration path.
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, courses, invoices, paymentCheckouts, queueMessages } from '../schema/index.ts';
import type { NewPaymentCheckout, PaymentCheckout, PaymentProviderName } from '../schema/index.ts';

export async function insertCheckout(tx: Db, values: NewPaymentCheckout): Promise<PaymentCheckout> {
  const [row] = await tx.insert(paymentCheckouts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The student's live (OPEN or PROCESSING) checkout for a cohort, if any. */
export async function findLiveCheckout(tx: Db, params: { userId: number; cohortId: number }): Promise<PaymentCheckout | null> {
  const [row] = await tx
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.userId, params.userId),
        eq(paymentCheckouts.cohortId, params.cohortId),
        inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING']),
      ),
    );
  return row ?? null;
}

/** A student's pay-and-register checkouts that hold a seat at `now`, with their course (my courses and the registration page show them). */
export async function listSeatHoldsOfUser(db: Db, params: { userId: number; now: Date }) {
  return db
    .select({
      publicId: paymentCheckouts.publicId,
      cohortId: paymentCheckouts.cohortId,
      status: paymentCheckouts.status,
      checkoutUrl: paymentCheckouts.checkoutUrl,
      expiresAt: paymentCheckouts.expiresAt,
      cohortName: cohorts.name,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(paymentCheckouts)
    .innerJoin(cohorts, eq(cohorts.id, paymentCheckouts.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(paymentCheckouts.userId, params.userId),
        eq(paymentCheckouts.purpose, 'REGISTRATION'),
        inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING']),
        gt(paymentCheckouts.expiresAt, params.now),
      ),
    );
}

/** The checkout row, locked until the transaction ends. */
export async function lockCheckout(tx: Db, params: { id: number }): Promise<PaymentCheckout | null> {
  const [row] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, params.id)).for('update');
  return row ?? null;
}

export async function getCheckout(db: Db, params: { id: number }): Promise<PaymentCheckout | null> {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, params.id));
  return row ?? null;
}

export async function getCheckoutByPublicId(db: Db, params: { publicId: string }): Promise<PaymentCheckout | null> {
  if (!/^[0-9a-f-]{36}$/i.test(params.publicId)) return null;
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.publicId, params.publicId));
  return row ?? null;
}

export async function findCheckoutByProviderSession(
  db: Db,
  params: { provider: PaymentProviderName; sessionId: string },
): Promise<PaymentCheckout | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, params.provider), eq(paymentCheckouts.providerSessionId, params.sessionId)));
  return row ?? null;
}

export async function updateCheckout(
  tx: Db,
  params: { id: number; changes: Partial<Omit<PaymentCheckout, 'id' | 'publicId' | 'createdAt' | 'updatedAt'>> },
): Promise<PaymentCheckout> {
  const [row] = await tx.update(paymentCheckouts).set(params.changes).where(eq(paymentCheckouts.id, params.id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** The checkout a provider payment id belongs to (Stripe's refund events name only the payment intent). */
export async function findCheckoutByProviderPayment(
  db: Db,
  params: { provider: PaymentProviderName; paymentId: string },
): Promise<PaymentCheckout | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, params.provider), eq(paymentCheckouts.providerPaymentId, params.paymentId)))
    .limit(1);
  return row ?? null;
}

/** OPEN checkouts whose hold ran out before `now` (the expiry job closes them). */
export async function listLapsedCheckouts(db: Db, params: { now: Date; limit?: number }): Promise<PaymentCheckout[]> {
  return db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.status, 'OPEN'), lt(paymentCheckouts.expiresAt, params.now)))
    .limit(params.limit ?? 200);
}

/** Checkouts whose refund was decided but not yet confirmed by the provider (the refund job retries them). */
export async function listDueRefunds(db: Db, params: { limit?: number } = {}): Promise<PaymentCheckout[]> {
  return db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.refundStatus, 'DUE'))
    .limit(params.limit ?? 100);
}

/** The paid checkout that settled an invoice (the refund goes back through its provider). */
export async function findPaidCheckoutOfInvoice(tx: Db, params: { invoiceId: number }): Promise<PaymentCheckout | null> {
  const [row] = await tx
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.invoiceId, params.invoiceId), eq(paymentCheckouts.status, 'PAID'), eq(paymentCheckouts.refundStatus, 'NONE')))
    .for('update');
  return row ?? null;
}

/**
 * Records a provider event id once (queue_messages.message_id is unique). Returns false when it was
 * already recorded: the event was processed before and must have no effect now. Inside the transaction
 * that applies the event, so a crash before commit leaves it unrecorded for the provider's retry.
 */
export async function recordProviderEvent(tx: Db, params: { messageId: string; metadata: Record<string, unknown> }): Promise<boolean> {
  const rows = await tx
    .insert(queueMessages)
    .values({ messageId: params.messageId, metadata: params.metadata })
    .onConflictDoNothing({ target: queueMessages.messageId })
    .returning({ id: queueMessages.id });
  return rows.length > 0;
}

/** Marks an invoice PAID with the payment's reference (never moves a CANCELED invoice). */
export async function markInvoicePaid(tx: Db, params: { id: number; paidAt: Date; payment: Record<string, unknown> }): Promise<void> {
  const [current] = await tx.select({ metadata: invoices.metadata }).from(invoices).where(eq(invoices.id, params.id));
  await tx
    .update(invoices)
    .set({ status: 'PAID', paidAt: params.paidAt, metadata: { ...(current?.metadata ?? {}), payment: params.payment } })
    .where(and(eq(invoices.id, params.id), eq(invoices.status, 'UNPAID')));
}

/** DUE → REFUNDED once: true only for the call that made the change (it sends the e-mail). */
export async function markRefunded(tx: Db, params: { id: number; providerRefundId: string; now: Date }): Promise<PaymentCheckout | null> {
  const [row] = await tx
    .update(paymentCheckouts)
    .set({ refundStatus: 'REFUNDED', providerRefundId: params.providerRefundId, refundedAt: params.now })
    .where(and(eq(paymentCheckouts.id, params.id), eq(paymentCheckouts.refundStatus, 'DUE')))
    .returning();
  return row ?? null;
}
