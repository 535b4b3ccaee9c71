// Which payers a student may pick for a cohort (choosePayerOptions with live numbers), plus the school's
// condition text to show next to the choice. Read-only: the registration checks again under its locks.
import { getStudentSchool, listSchoolPaidRegistrations, type MyRegistrationRow } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { getCohortForRegistration } from './cohort-summary.ts';
import { choosePayerOptions, computeCreditBalance, COURSE_LIST_PRICE_CENTS, payerChangeTarget, registrationPrice, type Payer, type PayerOptions, type RegistrationPrice } from '@valik/domain';
import { coverageNow } from '../payments/passes.ts';
import { ApiError } from '../lib/errors.ts';
import { COHORT_NOT_FOUND } from './enrol-student.ts';
import { readLimitations } from './school-funding.ts';
import type { AppDeps } from '../lib/context.ts';

export interface PayerOptionsResult extends PayerOptions {
  cohort: { id: number; name: string; courseId: number; courseName: string; courseSlug: string };
  schoolName: string | null;
  conditionText: string | null;
  /** what each payer choice costs the student, shown before paying (issue 18 item 6) */
  price: Record<'STUDENT' | 'SCHOOL', RegistrationPrice>;
}

export async function getPayerOptions(deps: Pick<AppDeps, 'db' | 'clock'>, params: { userId: number; cohortId: number }): Promise<PayerOptionsResult> {
  const { db } = deps;
  const now = deps.clock();
  const cohort = await getCohortForRegistration(db, { cohortId: params.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  const school = await getStudentSchool(db, { userId: params.userId });
  const ledger = school ? await loadSchoolCreditLedger(db, { schoolId: school.id }) : [];
  const options = choosePayerOptions({
    school: school ? { defaultPayer: school.defaultPayer, limitations: readLimitations(school.paymentLimitations) } : null,
    course: { id: cohort.courseId, language: cohort.courseLanguage },
    cohort: { startDate: cohort.startDate },
    coursesAlreadyPaidBySchoolForStudent: await listSchoolPaidRegistrations(db, { userId: params.userId }),
    creditBalance: computeCreditBalance(ledger, now),
    prepaidSeatsLeft: school?.prepaidStudentSeats ?? 0,
  });
  const { coverage } = await coverageNow(db, params.userId, now, { lock: false });
  const price = {
    STUDENT: registrationPrice({ listCents: COURSE_LIST_PRICE_CENTS, payer: 'STUDENT', passCovers: coverage.covered }),
    SCHOOL: registrationPrice({ listCents: COURSE_LIST_PRICE_CENTS, payer: 'SCHOOL', passCovers: coverage.covered }),
  };
  return { ...options, price, cohort: { id: cohort.id, name: cohort.name, courseId: cohort.courseId, courseName: cohort.courseName, courseSlug: cohort.courseSlug }, schoolName: school?.name ?? null, conditionText: school?.paymentConditionText ?? null };
}

/**
 * For my courses (issue 18 item 2): the payer each registration may be changed to, or null, from the same
 * rules the change itself runs (choosePayerOptions → checkSchoolPayment, payerChangeTarget). Read-only:
 * the change checks again under its locks.
 */
export async function getPayerChangeTargets(deps: Pick<AppDeps, 'db' | 'clock'>, params: { userId: number; rows: readonly MyRegistrationRow[] }): Promise<Map<number, Payer | null>> {
  const { db } = deps;
  const now = deps.clock();
  const school = await getStudentSchool(db, { userId: params.userId });
  const ledger = school ? await loadSchoolCreditLedger(db, { schoolId: school.id }) : [];
  const paid = school ? await listSchoolPaidRegistrations(db, { userId: params.userId }) : [];
  const targets = new Map<number, Payer | null>();
  for (const row of params.rows) {
    const options = choosePayerOptions({
      school: school ? { defaultPayer: school.defaultPayer, limitations: readLimitations(school.paymentLimitations) } : null,
      course: { id: row.course.id, language: row.course.language },
      cohort: { startDate: row.cohort.startDate },
      coursesAlreadyPaidBySchoolForStudent: paid.filter((p) => p.id !== row.participant.id),
      creditBalance: computeCreditBalance(ledger, now),
      prepaidSeatsLeft: school?.prepaidStudentSeats ?? 0,
    });
    const target = payerChangeTarget(
      { from: row.participant.defaultPayer, canceled: row.participant.status === 'CANCELED', cohortEndDate: row.cohort.endDate, options },
      now,
    );
    targets.set(row.participant.id, target);
  }
  return targets;
}
