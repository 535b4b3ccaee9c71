// The school's side of a school-paid registration, inside the caller's transaction: the check of the
// school's limitations (checkSchoolPayment) with live counts, and spending or giving back one credit or
// prepaid seat. Callers lock the school row first (lockSchoolForUpdate), so two registrations never spend
// the same credit and the balance never goes below zero.
import type { Db } from '@valik/db/client';
import type { School, SchoolPaymentLimitations } from '@valik/db/schema';
import { adjustPrepaidSeats, listSchoolPaidRegistrations, recordSchoolCredit } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { checkSchoolPayment, computeCreditBalance, type SchoolFunding, type SchoolPaymentCheck } from '../domain/index.ts';
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
    creditBalance: computeCreditBalance(ledger, now),
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

export async function spendSchoolFunding(tx: Db, fundedBy: SchoolFunding, e: FundingEvent): Promise<void> {
  if (fundedBy === 'CREDIT') await recordSchoolCredit(tx, { ...e, type: 'DEDUCT', reason: 'registration' });
  else await adjustPrepaidSeats(tx, { schoolId: e.schoolId, by: -1 });
}

export async function returnSchoolFunding(tx: Db, fundedBy: SchoolFunding, e: FundingEvent & { reason: string }): Promise<void> {
  if (fundedBy === 'CREDIT') await recordSchoolCredit(tx, { ...e, type: 'REFUND' });
  else await adjustPrepaidSeats(tx, { schoolId: e.schoolId, by: 1 });
}
