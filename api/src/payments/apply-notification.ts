// Applies one verified provider notification to its checkout, in ONE transaction:
//  1. lock the cohort, then the checkout (the order every registration path uses);
//  2. record the provider's event id in queue_messages: a second delivery finds it and does nothing, and a
//     crash before commit leaves it unrecorded so the provider's retry applies it (effects once);
//  3. move the status only forwards (nextCheckoutStatus), so any order of events ends the same way;
//  4. PAID settles: an INVOICE checkout marks its invoice PAID; a REGISTRATION checkout enrols the student
//     through enrolStudent, the registration's own path (registrations/enrol-student.ts: the seat decision,
//     the waitlist flag, the invoice, here PAID, and the confirmation), if a seat is theirs (their hold, or a
//     free seat after the hold lapsed); when the group filled meanwhile they join its waitlist like any
//     latecomer and the money is refunded (NO_SEAT): a late payment never oversells.
// The transaction runs in the cohort's seat line (seat-line.ts), as every seat decision of this process does.
// E-mails are outbox notices written here (ADR 011); they and the refund call go after commit.
import type { Db } from '@valik/db/client';
import type { PaymentCheckout, WaitlistEntryRow } from '@valik/db/schema';
import {
  findLiveRegistration,
  getCheckoutByPublicId,
  advanceCreditNoteRefund,
  findCheckoutByProviderPayment,
  findCheckoutByProviderSession,
  getInvoice,
  getParticipant,
  lockCheckout,
  lockCohortForUpdate,
  logActivity,
  mailNotice,
  markInvoicePaid,
  recordProviderEvent,
  updateCheckout,
  type LockedCohort,
} from '@valik/db/queries';
import { holdUntil, nextCheckoutStatus, type RefundReason } from '@valik/domain';
import { cancelLockedRegistration } from '../registrations/cancel-registration.ts';
import { enrolStudent } from '../registrations/enrol-student.ts';
import { FULL, inSeatLine } from '../registrations/seat-line.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { outboxOf } from '../outbox/write.ts';
import { NotificationRejected, type VerifiedNotification } from './provider.ts';


export interface ApplyOutcome {
  /** the event was processed before: nothing happened now */
  duplicate: boolean;
  checkout: PaymentCheckout | null;
  /** this event made the checkout PAID and settled an invoice (send the receipt) */
  settled: { participantId: number; invoiceId: number; registered: boolean } | null;
  /** this event made the checkout PAID but the money goes back (call the provider after commit) */
  refundDue: RefundReason | null;
  /** this event recorded a refund the provider made (send the refund notice) */
  refunded: boolean;
  /** seats a cancellation freed, offered to the waitlist (send the offers) */
  offers: WaitlistEntryRow[];
  cohort: LockedCohort | null;
}

const NOTHING: Omit<ApplyOutcome, 'checkout'> = { duplicate: false, settled: null, refundDue: null, refunded: false, offers: [], cohort: null };

export async function findCheckoutOf(db: Db, n: VerifiedNotification): Promise<PaymentCheckout | null> {
  const byReference = n.reference ? await getCheckoutByPublicId(db, { publicId: n.reference }) : null;
  if (byReference && byReference.provider === n.provider) return byReference;
  const bySession = n.sessionId ? await findCheckoutByProviderSession(db, { provider: n.provider, sessionId: n.sessionId }) : null;
  return bySession ?? (n.paymentId ? findCheckoutByProviderPayment(db, { provider: n.provider, paymentId: n.paymentId }) : null);
}

export async function applyNotification(deps: WorkDeps, n: VerifiedNotification): Promise<ApplyOutcome> {
  const { db } = deps;
  const now = deps.clock();
  const found = await findCheckoutOf(db, n);
  if (!found) return { ...NOTHING, checkout: null };
  // A validly signed notification for a different amount is not our payment: refuse it, change nothing.
  if (n.amountCents !== null && n.amountCents !== found.amount) {
    throw new NotificationRejected(`amount ${n.amountCents} does not match the checkout's ${found.amount}`);
  }
  // never a verdict taken from the line: this student may hold the seat they paid for
  const outcome = await inSeatLine(db, { cohortId: found.cohortId, takesVerdict: false }, () => unitOfWork(deps, async (tx) => {
    const cohort = await lockCohortForUpdate(tx, { cohortId: found.cohortId });
    const checkout = await lockCheckout(tx, { id: found.id });
    if (!cohort || !checkout) return { ...NOTHING, checkout: found };
    const fresh = await recordProviderEvent(tx, {
      messageId: n.eventId,
      metadata: { provider: n.provider, kind: n.kind, checkout_id: checkout.id, signal: n.signal, received_at: now.toISOString() },
    });
    if (!fresh) return { ...NOTHING, duplicate: true, checkout, cohort };
    const ids = {
      ...(n.sessionId && !checkout.providerSessionId ? { providerSessionId: n.sessionId } : {}),
      ...(n.paymentId && !checkout.providerPaymentId ? { providerPaymentId: n.paymentId } : {}),
    };
    if (n.signal === null) return { ...NOTHING, checkout, cohort };
    if (n.signal === 'REFUNDED') return applyProviderRefund(tx, { ...checkout, ...ids }, cohort, now);
    const next = nextCheckoutStatus(checkout.status, n.signal);
    if (next === null) {
      if (Object.keys(ids).length > 0) await updateCheckout(tx, { id: checkout.id, changes: ids });
      return { ...NOTHING, checkout, cohort };
    }
    if (next !== 'PAID') {
      const changes = next === 'PROCESSING' && checkout.purpose === 'REGISTRATION' ? { expiresAt: new Date(Math.max(checkout.expiresAt.getTime(), holdUntil(now, 'PROCESSING').getTime())) } : {};
      const updated = await updateCheckout(tx, { id: checkout.id, changes: { ...ids, ...changes, status: next } });
      return { ...NOTHING, checkout: updated, cohort };
    }
    return settlePaid({ ...deps, db: tx, clock: () => now }, { ...checkout, ...ids }, cohort);
  }));
  if (outcome === FULL) throw new Error('a settlement never answers FULL');
  return outcome;
}

/** `deps.db` is the settlement's transaction, holding the cohort's lock. */
async function settlePaid(deps: WorkDeps, checkout: PaymentCheckout, cohort: LockedCohort): Promise<ApplyOutcome> {
  const { db: tx } = deps;
  const now = deps.clock();
  const userId = checkout.userId;
  const refund = async (reason: RefundReason): Promise<ApplyOutcome> => {
    const updated = await updateCheckout(tx, {
      id: checkout.id,
      changes: { ...idsOf(checkout), status: 'PAID', paidAt: now, refundStatus: 'DUE', refundReason: reason, refundAmount: checkout.amount },
    });
    await logActivity(tx, { type: 'COHORT_PAYMENT', userId, cohortId: cohort.id, actorUserId: null, metadata: { checkout_id: checkout.publicId, provider: checkout.provider, amount: checkout.amount, refund_due: reason } });
    await outboxOf(tx).add('REFUND', { checkout_id: checkout.id }, { userId });
    return { ...NOTHING, checkout: updated, cohort, refundDue: reason };
  };
  if (userId === null) return refund('CANCELED');

  // The registration this money is for: the one the checkout names, else the student's live one in the cohort.
  const named = checkout.participantId ? await getParticipant(tx, { id: checkout.participantId }) : null;
  const live = named && named.status !== 'CANCELED' ? named : await findLiveRegistration(tx, { userId, cohortId: cohort.id });
  if (live) {
    const invoice = live.invoiceId ? await getInvoice(tx, { id: live.invoiceId }) : null;
    if (!invoice || invoice.schoolId !== null || invoice.status !== 'UNPAID') return refund('DUPLICATE');
    await markInvoicePaid(tx, { id: invoice.id, paidAt: now, payment: paymentRef(checkout) });
    return paid(tx, checkout, cohort, now, { participantId: live.id, invoiceId: invoice.id, registered: false });
  }
  if (checkout.purpose === 'INVOICE') return refund('CANCELED');

  // Pay-and-register, the registration's own path: the seat is the student's if nobody else holds it. While
  // the hold is valid the seats counted exclude it, so there is room; after it lapsed someone may have taken
  // the last seat, and the student waits in the line like any latecomer, their money refunded.
  const enrolled = await enrolStudent(
    deps,
    { userId, cohortId: cohort.id, payer: 'STUDENT', paid: { provider: checkout.provider, payment: paymentRef(checkout) } },
  );
  if (enrolled.kind !== 'REGISTERED') return refund('NO_SEAT');
  return paid(tx, checkout, cohort, now, { participantId: enrolled.registration.id, invoiceId: enrolled.invoice.id, registered: true });
}

async function paid(tx: Db, checkout: PaymentCheckout, cohort: LockedCohort, now: Date, settled: NonNullable<ApplyOutcome['settled']>): Promise<ApplyOutcome> {
  const updated = await updateCheckout(tx, {
    id: checkout.id,
    changes: { ...idsOf(checkout), status: 'PAID', paidAt: now, participantId: settled.participantId, invoiceId: settled.invoiceId },
  });
  await logActivity(tx, {
    type: 'COHORT_PAYMENT',
    userId: checkout.userId,
    cohortId: cohort.id,
    actorUserId: null,
    metadata: {
      checkout_id: checkout.publicId,
      provider: checkout.provider,
      amount: checkout.amount,
      participant_id: settled.participantId,
      invoice_id: settled.invoiceId,
      ...mailNotice('PAYMENT_RECEIPT'),
    },
  });
  return { ...NOTHING, checkout: updated, cohort, settled };
}

/**
 * The provider says the payment went back in full: our own refund confirmed, or one staff made in the
 * provider's dashboard. Recorded once, with its notice. A refund we did not ask for cancels the registration
 * the money paid for, and the seat goes to the waitlist. Providers reorder events: a refund that arrives
 * before the payment marks the checkout PAID and refunded, so the payment event that follows finds nothing
 * to do and never registers anyone.
 */
async function applyProviderRefund(tx: Db, checkout: PaymentCheckout, cohort: LockedCohort, now: Date): Promise<ApplyOutcome> {
  if (checkout.refundStatus === 'REFUNDED') {
    // our refund, sent before: the provider's event says it went through (arrived); its notice went then
    if (checkout.refundConfirmedAt) return { ...NOTHING, checkout, cohort };
    const confirmed = await updateCheckout(tx, { id: checkout.id, changes: { ...idsOf(checkout), refundConfirmedAt: now } });
    await advanceCreditNoteRefund(tx, { checkoutId: checkout.id, state: 'ARRIVED', now });
    return { ...NOTHING, checkout: confirmed, cohort };
  }
  const ours = checkout.refundStatus === 'DUE';
  const refundAmount = ours ? checkout.refundAmount : checkout.amount;
  const reason: RefundReason = ours ? (checkout.refundReason ?? 'CANCELED') : 'AT_PROVIDER';
  const updated = await updateCheckout(tx, {
    id: checkout.id,
    changes: { ...idsOf(checkout), status: 'PAID', paidAt: checkout.paidAt ?? now, refundStatus: 'REFUNDED', refundedAt: now, refundConfirmedAt: now, refundAmount, refundReason: reason },
  });
  if (ours) await advanceCreditNoteRefund(tx, { checkoutId: checkout.id, state: 'ARRIVED', now });
  let offers: WaitlistEntryRow[] = [];
  if (!ours && checkout.participantId !== null) {
    const participant = await getParticipant(tx, { id: checkout.participantId });
    // only the registration this money paid for, and only while that payment is what keeps it
    if (participant && participant.status !== 'CANCELED' && participant.invoiceId !== null && participant.invoiceId === checkout.invoiceId) {
      ({ offers } = await cancelLockedRegistration(tx, { cohort, participant, actorUserId: null, reason: 'refunded_at_provider', refundedCheckoutId: checkout.id }, now));
    }
  }
  await logActivity(tx, {
    type: 'COHORT_PAYMENT',
    userId: checkout.userId,
    cohortId: cohort.id,
    actorUserId: null,
    metadata: { checkout_id: checkout.publicId, provider: checkout.provider, refunded: refundAmount, reason, ...mailNotice('PAYMENT_REFUNDED') },
  });
  return { ...NOTHING, checkout: updated, cohort, refunded: true, offers };
}

function idsOf(c: PaymentCheckout) {
  return { providerSessionId: c.providerSessionId, providerPaymentId: c.providerPaymentId };
}

function paymentRef(c: PaymentCheckout): Record<string, unknown> {
  return { provider: c.provider, checkout_id: c.publicId, session_id: c.providerSessionId, payment_id: c.providerPaymentId, amount: c.amount };
}
