// Registration, cancellation and payer rules (product-spec §4, §9). First cut: eligibility by status,
// the refund window and the past-cohort payer lock.
import { CLOSED_COHORT_STATUSES, REFUND_WINDOW_DAYS, REGISTRABLE_COHORT_STATUSES } from './constants.ts';
import { hasCohortEnded } from './cohort-progress.ts';
import { addTallinnDays, endOfTallinnDay, type DateInput } from './dates.ts';

export type RegistrableCohortStatus = (typeof REGISTRABLE_COHORT_STATUSES)[number];
export type ClosedCohortStatus = (typeof CLOSED_COHORT_STATUSES)[number];

/** Registering is possible while a cohort is IN_PROGRESS, REGISTRATION_OPEN or GROUP_FULL (waitlist). */
export function isRegistrableStatus(status: string): status is RegistrableCohortStatus {
  return (REGISTRABLE_COHORT_STATUSES as readonly string[]).includes(status);
}

/** COMPLETED, CANCELED and TEACHER_PAID cohorts take nobody new. */
export function isClosedStatus(status: string): status is ClosedCohortStatus {
  return (CLOSED_COHORT_STATUSES as readonly string[]).includes(status);
}

/**
 * The last instant of a full refund: the end (23:59:59.999 Tallinn) of the day that is 7 calendar days
 * after the start day. "Up to 7 days after the start" is read as whole days, so a student who cancels
 * any time on that seventh day still gets the money back.
 */
export function refundDeadline(cohort: { startDate: DateInput }): Date {
  return endOfTallinnDay(addTallinnDays(cohort.startDate, REFUND_WINDOW_DAYS));
}

export type Refund = 'FULL' | 'NONE';

export function refundForCancellation(cohort: { startDate: DateInput }, now: Date): Refund {
  return now.getTime() <= refundDeadline(cohort).getTime() ? 'FULL' : 'NONE';
}

export const PAST_COHORT_PAYER_MESSAGE = 'Cannot change payer of a past cohort';

export type PayerChangeCheck = { allowed: true } | { allowed: false; message: typeof PAST_COHORT_PAYER_MESSAGE };

/** A payer change between student and school is refused once the cohort's end day is over. */
export function canChangePayer(cohort: { endDate: DateInput }, now: Date): PayerChangeCheck {
  return hasCohortEnded(cohort, now) ? { allowed: false, message: PAST_COHORT_PAYER_MESSAGE } : { allowed: true };
}
