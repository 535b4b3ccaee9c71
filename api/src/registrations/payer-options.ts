// Which payers a student may pick for a cohort (choosePayerOptions with live numbers), plus the school's
// condition text to show next to the choice. Read-only: the registration checks again under its locks.
import type { Db } from '@valik/db/client';
import { getStudentSchool, listSchoolPaidRegistrations } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { getCohortForRegistration } from './cohort-summary.ts';
import { choosePayerOptions, computeCreditBalance, type PayerOptions } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';
import { COHORT_NOT_FOUND } from './create-registration.ts';
import { readLimitations } from './school-funding.ts';

export interface PayerOptionsResult extends PayerOptions {
  cohort: { id: number; name: string; courseId: number; courseName: string; courseSlug: string };
  schoolName: string | null;
  conditionText: string | null;
}

export async function getPayerOptions(db: Db, params: { userId: number; cohortId: number }, now: Date): Promise<PayerOptionsResult> {
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
  return { ...options, cohort: { id: cohort.id, name: cohort.name, courseId: cohort.courseId, courseName: cohort.courseName, courseSlug: cohort.courseSlug }, schoolName: school?.name ?? null, conditionText: school?.paymentConditionText ?? null };
}
