// Whether a school pays for a registration (issue 6, session user school_payment_limitations), and which
// payers a student may pick. Every limitation is optional; an absent, null or empty one means no limit.
// Checks run in this order and the first failure is the reason shown:
//  1. inLanguage       the course is taught in one of the listed languages
//  2. courseIds        the course is one of the listed ones
//  3. inTimePeriod     the cohort's start day (Europe/Tallinn) is within start..end, both days inclusive;
//                      the ends are ISO dates ('2026-08-01') or instants (their Tallinn day counts)
//  4. numberOfCourses  the student has fewer than N school-paid registrations in the counting window:
//                      inTimePeriod when it is set, else the school year of the cohort's start (1 August,
//                      school-year.ts). The cohort's own school year, not the one of `now`: a student who
//                      registers in July for an August cohort spends next year's allowance, not last year's.
//                      Each live school-paid registration counts once (a retaken course counts again).
//  5. funds            the school has at least 1 credit or at least 1 prepaid seat; credits go first,
//                      because they can expire and prepaid seats cannot.
// Nothing here depends on the clock: the period and the school year follow the cohort's start date.
import type { SchoolPaymentLimitations } from './contracts/session-user.ts';
import type { Payer } from './constants.ts';
import { endOfTallinnDay, formatDate, startOfTallinnDay, tallinnTime, toDate, type DateInput } from './dates.ts';
import { getSchoolYear } from './school-year.ts';

export const SCHOOL_PAYMENT_MESSAGES = {
  language: 'The school does not pay for courses in this language',
  course: 'The school does not pay for this course',
  period: 'The school pays only for courses starting from {start} to {end}',
  numberOfCourses: 'The school pays for at most {limit} courses per student',
  funds: 'The school has no credits or prepaid seats left',
  noSchool: 'You do not belong to a school',
} as const;
const M = SCHOOL_PAYMENT_MESSAGES;

export type SchoolPaymentRefusal = (typeof SCHOOL_PAYMENT_MESSAGES)[keyof typeof SCHOOL_PAYMENT_MESSAGES];
/** What the school's payment is taken from. */
export type SchoolFunding = 'CREDIT' | 'PREPAID_SEAT';

export type SchoolPaymentCheck =
  | { allowed: true; fundedBy: SchoolFunding }
  | { allowed: false; reason: SchoolPaymentRefusal; vars?: Record<string, string | number> };

export interface SchoolPaidRegistration {
  cohortStartDate: DateInput;
}

export interface SchoolPaymentInput {
  limitations: SchoolPaymentLimitations | null | undefined;
  course: { id: number; language: string };
  cohort: { startDate: DateInput };
  /** the student's live (not CANCELED) registrations this school pays for, other than this one */
  coursesAlreadyPaidBySchoolForStudent: readonly SchoolPaidRegistration[];
  /** computeCreditBalance(…) of school-credits.ts at the time of registering */
  creditBalance: number;
  /** schools.prepaid_student_seats still unused */
  prepaidSeatsLeft: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A period end as a Tallinn day: '2026-08-01' is that calendar day, an instant is its Tallinn day. */
function periodDay(value: string): Date {
  const day = DATE_ONLY.exec(value);
  return day ? tallinnTime(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : toDate(value);
}

interface Window {
  from: number;
  /** inclusive */
  to: number;
}

function periodWindow(period: { start: string; end: string }): Window {
  return {
    from: startOfTallinnDay(periodDay(period.start)).getTime(),
    to: endOfTallinnDay(periodDay(period.end)).getTime(),
  };
}

const isIn = (date: DateInput, window: Window): boolean => {
  const at = toDate(date).getTime();
  return at >= window.from && at <= window.to;
};

export type SchoolCohortCheck = { allowed: true } | Extract<SchoolPaymentCheck, { allowed: false }>;

/**
 * Checks 1–3 alone: whether the school's limitations cover this cohort at all (its course's language, the
 * course, the cohort's start day), whoever the student is. The rep's registration form offers only the
 * cohorts this allows (GET /api/v1/school/cohorts) and checkSchoolPayment refuses the rest with the same
 * reason, so what is offered and what is refused never disagree (issue 30).
 */
export function checkSchoolCoversCohort(
  limitations: SchoolPaymentLimitations | null | undefined,
  course: { id: number; language: string },
  cohort: { startDate: DateInput },
): SchoolCohortCheck {
  const limits = limitations ?? {};
  const languages = limits.inLanguage ?? [];
  if (languages.length > 0 && !(languages as readonly string[]).includes(course.language)) {
    return { allowed: false, reason: M.language };
  }
  const courseIds = limits.courseIds ?? [];
  if (courseIds.length > 0 && !courseIds.includes(course.id)) {
    return { allowed: false, reason: M.course };
  }
  const period = limits.inTimePeriod ? periodWindow(limits.inTimePeriod) : null;
  if (period && !isIn(cohort.startDate, period)) {
    return {
      allowed: false,
      reason: M.period,
      vars: { start: formatDate(period.from), end: formatDate(period.to) },
    };
  }
  return { allowed: true };
}

export function checkSchoolPayment(input: SchoolPaymentInput): SchoolPaymentCheck {
  const limits = input.limitations ?? {};
  const covers = checkSchoolCoversCohort(limits, input.course, input.cohort);
  if (!covers.allowed) return covers;
  const period = limits.inTimePeriod ? periodWindow(limits.inTimePeriod) : null;
  if (limits.numberOfCourses != null) {
    const schoolYear = getSchoolYear(input.cohort.startDate);
    const counting = period ?? { from: schoolYear.start.getTime(), to: schoolYear.end.getTime() - 1 };
    const used = input.coursesAlreadyPaidBySchoolForStudent.filter((r) => isIn(r.cohortStartDate, counting)).length;
    if (used >= limits.numberOfCourses) {
      return { allowed: false, reason: M.numberOfCourses, vars: { limit: limits.numberOfCourses } };
    }
  }
  if (input.creditBalance >= 1) return { allowed: true, fundedBy: 'CREDIT' };
  if (input.prepaidSeatsLeft >= 1) return { allowed: true, fundedBy: 'PREPAID_SEAT' };
  return { allowed: false, reason: M.funds };
}

export interface PayerChoiceInput extends Omit<SchoolPaymentInput, 'limitations'> {
  /** the student's school, or null for a student without one */
  school: { defaultPayer: Payer; limitations: SchoolPaymentLimitations | null | undefined } | null;
}

export interface PayerOptions {
  /** STUDENT always, then SCHOOL when the school pays for this registration */
  payers: Payer[];
  /** the school's default_payer when SCHOOL is offered, else STUDENT */
  defaultPayer: Payer;
  /** why SCHOOL is or is not offered (show the reason next to the disabled choice) */
  school: SchoolPaymentCheck;
}

/**
 * The payers a student may pick when registering. A school that has credits or prepaid seats has opted in
 * to paying, so SCHOOL is offered whenever checkSchoolPayment passes, even if the school's default payer
 * is STUDENT; the default then stays STUDENT.
 */
export function choosePayerOptions(input: PayerChoiceInput): PayerOptions {
  if (!input.school) {
    return { payers: ['STUDENT'], defaultPayer: 'STUDENT', school: { allowed: false, reason: M.noSchool } };
  }
  const check = checkSchoolPayment({ ...input, limitations: input.school.limitations });
  if (!check.allowed) return { payers: ['STUDENT'], defaultPayer: 'STUDENT', school: check };
  return { payers: ['STUDENT', 'SCHOOL'], defaultPayer: input.school.defaultPayer, school: check };
}
