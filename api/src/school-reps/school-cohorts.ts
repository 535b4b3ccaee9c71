// The cohorts a school representative can put the school's students in: those that take a registration now
// (canRegister, the rule enrolStudent judges by; a full group offers its waitlist) and that the school's
// limitations cover (language, course, period: checkSchoolCoversCohort, the rule the registration refuses
// by), so the form never offers what the click would refuse (issue 30). The registration form's list and
// the bulk registration's check of its cohort (issue 29 item 8) are this one rule.
import { getSchool, listRegistrableCohorts } from '@valik/db/queries';
import { canRegister, checkSchoolCoversCohort } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { readLimitations } from '../registrations/school-funding.ts';

export const COHORT_CLOSED_FOR_SCHOOL = 'This group takes no registrations now';

type RegistrableRow = Awaited<ReturnType<typeof listRegistrableCohorts>>[number];

export interface SchoolCohortJudgement {
  row: RegistrableRow;
  eligibility: 'REGISTER' | 'WAITLIST' | 'REFUSED';
  covered: ReturnType<typeof checkSchoolCoversCohort>;
}

async function judgeAll(deps: Pick<AppDeps, 'db' | 'clock'>, schoolId: number | undefined): Promise<SchoolCohortJudgement[]> {
  const school = schoolId === undefined ? null : await getSchool(deps.db, { id: schoolId });
  const limitations = readLimitations(school?.paymentLimitations);
  const now = deps.clock();
  return (await listRegistrableCohorts(deps.db, { now })).map((row) => ({
    row,
    eligibility: canRegister({ cohortStatus: row.status, startDate: row.startDate, endDate: row.endDate, size: row.size, seatsTaken: row.seatsTaken, alreadyRegistered: false }, now).outcome,
    covered: checkSchoolCoversCohort(limitations, { id: row.courseId, language: row.courseLanguage }, row),
  }));
}

/** The cohorts offered to the school's students, with whether each is full (its waitlist then). */
export async function listSchoolCohorts(deps: Pick<AppDeps, 'db' | 'clock'>, schoolId: number | undefined) {
  return (await judgeAll(deps, schoolId)).filter((j) => j.eligibility !== 'REFUSED' && j.covered.allowed).map((j) => ({ ...j.row, isFull: j.eligibility === 'WAITLIST' }));
}

/** Throws the reason when the school cannot register students for this cohort at all (before any student). */
export async function judgeCohortForSchool(deps: Pick<AppDeps, 'db' | 'clock'>, params: { schoolId: number; cohortId: number }): Promise<void> {
  const judged = (await judgeAll(deps, params.schoolId)).find((j) => j.row.id === params.cohortId);
  if (!judged) throw new ApiError('VALIDATION_FAILED', COHORT_CLOSED_FOR_SCHOOL);
  if (!judged.covered.allowed) {
    const error = new ApiError('VALIDATION_FAILED', judged.covered.reason);
    if (judged.covered.vars) error.vars = judged.covered.vars;
    throw error;
  }
  if (judged.eligibility === 'REFUSED') throw new ApiError('VALIDATION_FAILED', COHORT_CLOSED_FOR_SCHOOL);
}
