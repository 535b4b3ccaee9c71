// A school representative's view of the school's students (issue 8 item 5). Registrations come from the
// console's participant list (listManageParticipants with the school filter), so both show the same rows.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, courses, students, users } from '../schema/index.ts';
import { seatsTakenSql } from './_shared.ts';

/** Every student of the school, registered or not, by name. */
export async function listSchoolStudentUsers(db: Db, params: { schoolId: number }) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.schoolId, params.schoolId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}


/** Cohorts a school can register its students for: registrable status (spec §4), approved course, not ended. */
export async function listRegistrableCohorts(db: Db, params: { now: Date }) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      size: cohorts.size,
      seatsTaken: seatsTakenSql,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        inArray(cohorts.status, ['REGISTRATION_OPEN', 'IN_PROGRESS', 'GROUP_FULL']),
        eq(courses.status, 'APPROVED'),
        gte(cohorts.endDate, params.now),
      ),
    )
    .orderBy(asc(courses.name), asc(cohorts.startDate), asc(cohorts.id));
}
