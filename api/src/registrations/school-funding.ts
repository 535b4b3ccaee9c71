// The school's side of a school-paid registration, inside the caller's transaction: the check of the
// school's limitations (checkSchoolPayment) with live counts, and spending or giving back one credit or
// prepaid seat. Callers lock the school row first (lockSchoolForUpdate), so two registrations never spend
// the same credit and the balance never goes below zero.
import type { Db } from '@valik/db/client';
import type { School, SchoolPaymentLimitations } from '@valik/db/schema';
import { adjustPrepaidSeats, creditEventsOfRegistration, listSchoolPaidRegistrations, logActivity, mailNotice, recordSchoolCredit } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import {
  SCHOOL_CREDITS_LOW_THRESHOLD,
  checkSchoolPayment,
  spendableCreditBalance,
  crossedLowCredits,
  type SchoolFunding,
  type SchoolPaymentCheck,
} from '@valik/domain';
import { ApiError } from '../lib/errors.ts';

/**
 * The limitations as the domain reads them: an `inTimePeriod` that is not a { start, end } pair (older rows
 * say 'SCHOOL_YEAR', which is what counting does without a period anyway) is left out.
 */
export function readLimitations(value: SchoolPaymentLimitations | null | undefined): SchoolPaymentLimitations | null {
  if (!value) return null;
  const period = value.inTimePeriod as unknown;
  const isPeriod = typeof period === 'object' && period !== null && typeof (period as { start?: unknown }).start === 'string' && typeof (period as { end?: unknown }).end === 'string';
  return isPeriod ? value : { ...value, inTimePeriod: null };
}

export interface SchoolPaymentContext {
  userId: number;
  school: School;
  course: { id: number; language: string };
  cohort: { startDate: Date };
  /** the registration itself, when it exists already (payer change): not counted against the limit */
  exceptParticipantId?: number;
}

/** checkSchoolPayment with the school's live credit balance, prepaid seats and this student's school-paid courses. */
export async function checkSchoolPaymentNow(tx: Db, ctx: SchoolPaymentContext, now: Date): Promise<SchoolPaymentCheck> {
  const ledger = await loadSchoolCreditLedger(tx, { schoolId: ctx.school.id });
  const paid = await listSchoolPaidRegistrations(tx, {
    userId: ctx.userId,
    ...(ctx.exceptParticipantId !== undefined ? { exceptParticipantId: ctx.exceptParticipantId } : {}),
  });
  return checkSchoolPayment({
    limitations: readLimitations(ctx.school.paymentLimitations),
    course: ctx.course,
    cohort: ctx.cohort,
    coursesAlreadyPaidBySchoolForStudent: paid,
    creditBalance: spendableCreditBalance(ledger, now),
    prepaidSeatsLeft: ctx.school.prepaidStudentSeats,
  });
}

/** The refusal as an API error: 422 with the domain's message and its values. */
export function schoolPaymentRefused(check: Extract<SchoolPaymentCheck, { allowed: false }>): ApiError {
  const error = new ApiError('VALIDATION_FAILED', check.reason);
  if (check.vars) error.vars = check.vars;
  return error;
}

export interface FundingEvent {
  schoolId: number;
  userId: number;
  cohortId: number;
  participantId: number;
  actorUserId: number | null;
  now: Date;
}

/**
 * Spends a credit (DEDUCT, SCHOOL_CREDITS_USED) or a prepaid seat. A credit that takes the balance to or
 * below SCHOOL_CREDITS_LOW_THRESHOLD from above it also writes SCHOOL_CREDITS_LOW, once per crossing (the
 * school row is locked, so concurrent registrations see each other's balance); its e-mail to the school's
 * representatives is an outbox notice (outbox/kinds/mail.ts).
 */
export async function spendSchoolFunding(tx: Db, fundedBy: SchoolFunding, e: FundingEvent): Promise<void> {
  if (fundedBy !== 'CREDIT') {
    await adjustPrepaidSeats(tx, { schoolId: e.schoolId, by: -1 });
    return;
  }
  const before = spendableCreditBalance(await loadSchoolCreditLedger(tx, { schoolId: e.schoolId }), e.now);
  await recordSchoolCredit(tx, { ...e, type: 'DEDUCT', reason: 'registration' });
  const after = spendableCreditBalance(await loadSchoolCreditLedger(tx, { schoolId: e.schoolId }), e.now);
  if (crossedLowCredits(before, after, SCHOOL_CREDITS_LOW_THRESHOLD)) {
    await logActivity(tx, {
      type: 'SCHOOL_CREDITS_LOW',
      userId: e.userId,
      cohortId: e.cohortId,
      schoolId: e.schoolId,
      actorUserId: e.actorUserId,
      metadata: { balance: after, threshold: SCHOOL_CREDITS_LOW_THRESHOLD, participant_id: e.participantId, ...mailNotice('SCHOOL_CREDITS_LOW') },
    });
  }
}

/**
 * Gives back what a registration took: a prepaid seat, or a credit (REFUND, SCHOOL_CREDITS_REFUNDED) only
 * while this registration's deductions outnumber its refunds, so a credit is never refunded twice.
 */
export async function returnSchoolFunding(tx: Db, fundedBy: SchoolFunding, e: FundingEvent & { reason: string }): Promise<void> {
  if (fundedBy !== 'CREDIT') {
    await adjustPrepaidSeats(tx, { schoolId: e.schoolId, by: 1 });
    return;
  }
  const events = await creditEventsOfRegistration(tx, { schoolId: e.schoolId, participantId: e.participantId });
  if (events.deducted > events.refunded) await recordSchoolCredit(tx, { ...e, type: 'REFUND' });
}
