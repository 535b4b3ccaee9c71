// Unenrolling (issue 6 item 4): the registration is CANCELED, the refund rule of spec §9 decides what is
// given back (full refund until 7 days after the start, none after), UNENROLL is logged, and the freed seat
// is offered to the waitlist in the same transaction, under the same cohort lock as registrations. A refund
// made in a payment provider's dashboard cancels the same way (payments/apply-notification.ts): the money is
// already back, so nothing more is refunded.
import type { Db } from '@valik/db/client';
import type { CohortParticipant, WaitlistEntryRow } from '@valik/db/schema';
import {
  getInvoice,
  lockCohortForUpdate,
  lockSchoolForUpdate,
  logActivity,
  setInvoiceStatus,
  updateParticipant,
  getParticipant,
  type LockedCohort,
} from '@valik/db/queries';
import { refundForCancellation, type Refund } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { returnSchoolFunding } from './school-funding.ts';
import { markRefundDueForInvoice } from '../payments/refunds.ts';
import { takeOffSchoolInvoice } from '../invoices/school-invoice.ts';
import { issueCreditNote } from '../invoices/credit-notes.ts';

export const REGISTRATION_NOT_FOUND = 'The registration could not be found';
export const ALREADY_CANCELED = 'This registration is already canceled';

export interface CancelResult {
  refund: Refund;
  cohort: LockedCohort;
  offers: WaitlistEntryRow[];
  /** paid online payments refunded after commit (a REFUND outbox entry each, payments/refunds.ts) */
  refundCheckoutIds: number[];
}

/** Why a registration ends: the student unenrolled, unpaid access closed, or the provider refunded the payment. */
export type CancelReason = 'unenrolled' | 'access_closed' | 'refunded_at_provider';

export interface CancelInput {
  participantId: number;
  actorUserId: number | null;
  reason: Exclude<CancelReason, 'refunded_at_provider'>;
  /** the student's own cancellation: the registration must be theirs */
  onlyUserId?: number;
}

export async function cancelRegistration(deps: WorkDeps, input: CancelInput): Promise<CancelResult> {
  const now = deps.clock();
  return unitOfWork(deps, async (tx) => {
    const before = await getParticipant(tx, { id: input.participantId });
    if (!before || (input.onlyUserId !== undefined && before.userId !== input.onlyUserId)) {
      throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    }
    const cohort = await lockCohortForUpdate(tx, { cohortId: before.cohortId });
    if (!cohort) throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    // read again under the cohort lock: a racing cancellation may have won
    const participant = await getParticipant(tx, { id: input.participantId });
    if (!participant || participant.status === 'CANCELED') throw new ApiError('CONFLICT', ALREADY_CANCELED);
    return cancelLockedRegistration(tx, { cohort, participant, actorUserId: input.actorUserId, reason: input.reason }, now);
  });
}

/** The cancellation itself, inside the caller's transaction and under its cohort lock; `participant` is live. */
export async function cancelLockedRegistration(
  tx: Db,
  input: { cohort: LockedCohort; participant: CohortParticipant; actorUserId: number | null; reason: CancelReason; refundedCheckoutId?: number | null },
  now: Date,
): Promise<CancelResult> {
  const { cohort, participant } = input;
  const atProvider = input.reason === 'refunded_at_provider';
  const refund = atProvider ? 'FULL' : refundForCancellation(cohort, now);
  const refundCheckoutIds: number[] = [];
  const invoice = participant.invoiceId ? await getInvoice(tx, { id: participant.invoiceId }) : null;
  if (invoice?.schoolId) {
    await lockSchoolForUpdate(tx, { schoolId: invoice.schoolId });
    const line = await takeOffSchoolInvoice(tx, { invoiceId: invoice.id, participantId: participant.id, now });
    if (refund === 'FULL' && line?.funded_by) {
      await returnSchoolFunding(tx, line.funded_by, {
        schoolId: invoice.schoolId,
        userId: participant.userId,
        cohortId: cohort.id,
        participantId: participant.id,
        actorUserId: input.actorUserId,
        now,
        reason: input.reason,
      });
    }
  } else if (invoice && invoice.status === 'UNPAID') {
    await setInvoiceStatus(tx, { id: invoice.id, status: 'CANCELED', metadata: { canceled_reason: input.reason } });
  } else if (invoice && invoice.status === 'PAID' && refund === 'FULL') {
    // the money goes back through the provider that took it (payments/refunds.ts), recorded here once
    await setInvoiceStatus(tx, { id: invoice.id, status: 'CANCELED', metadata: { refund_due: !atProvider, canceled_reason: input.reason } });
    const checkoutId = atProvider ? null : await markRefundDueForInvoice(tx, { invoiceId: invoice.id, reason: 'CANCELED' });
    if (checkoutId !== null) refundCheckoutIds.push(checkoutId);
    // the document of the money going back (issue 28 item 3): a credit note referring to the invoice. Paid
    // by a gift card (no online payment): the sale is taken back, no money moves.
    await issueCreditNote(tx, {
      invoice,
      reason: atProvider ? 'AT_PROVIDER' : 'CANCELED',
      checkoutId: atProvider ? (input.refundedCheckoutId ?? null) : checkoutId,
      refundState: atProvider ? 'ARRIVED' : checkoutId !== null ? 'REQUESTED' : 'NONE',
      now,
    });
  }
  await updateParticipant(tx, { id: participant.id, changes: { status: 'CANCELED', accessClosesAt: null } });
  await logActivity(tx, {
    type: input.reason === 'unenrolled' ? 'UNENROLL' : 'COHORT_PARTICIPANT_STATUS_CHANGE',
    userId: participant.userId,
    cohortId: cohort.id,
    actorUserId: input.actorUserId,
    metadata: { from: participant.status, to: 'CANCELED', refund, reason: input.reason },
  });
  const offers = await offerFreeSeats(tx, cohort, now);
  return { refund, cohort, offers, refundCheckoutIds };
}
