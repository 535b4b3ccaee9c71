// The classroom check (issue 14 item 5, spec §5 "the student must already have joined the course in the
// classroom service"): for each cohort of the student that has a classroom link, whether their classroom
// e-mail is a student of the cohort's Classroom course (cohorts.lms_id), asked through the classroom port.
// Without the port, or without the course id, the answer says membership cannot be checked; without an
// address there is nothing to check yet.
import { listClassroomCohortsOfUser } from '@valik/db/queries';
import type { ClassroomCheck } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';

export type CohortClassroomCheck = ClassroomCheck & { cohortId: number; cohortName: string; courseName: string };

export async function checkClassroomMembership(
  deps: Pick<AppDeps, 'db' | 'classroom' | 'logger' | 'clock'>,
  input: { userId: number; email: string | null; cohortId?: number },
): Promise<CohortClassroomCheck[]> {
  const now = deps.clock();
  const cohorts = await listClassroomCohortsOfUser(deps.db, { userId: input.userId, now, ...(input.cohortId !== undefined ? { cohortId: input.cohortId } : {}) });
  const checks: CohortClassroomCheck[] = [];
  for (const cohort of cohorts) {
    const about = { cohortId: cohort.cohortId, cohortName: cohort.cohortName, courseName: cohort.courseName };
    if (!deps.classroom) {
      checks.push({ ...about, state: 'CANNOT_CHECK', reason: 'NOT_CONFIGURED' });
    } else if (!cohort.classroomCourseId) {
      checks.push({ ...about, state: 'CANNOT_CHECK', reason: 'NO_COURSE' });
    } else if (!input.email) {
      // nothing to check yet: the form asks for the address
      continue;
    } else {
      try {
        const joined = await deps.classroom.isStudent(cohort.classroomCourseId, input.email);
        checks.push(joined ? { ...about, state: 'JOINED' } : { ...about, state: 'NOT_JOINED', link: cohort.classroomLink });
      } catch (error) {
        deps.logger.warn({ err: error, cohortId: cohort.cohortId }, 'Classroom membership check failed');
        checks.push({ ...about, state: 'CANNOT_CHECK', reason: 'UNAVAILABLE' });
      }
    }
  }
  return checks;
}
