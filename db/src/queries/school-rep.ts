// A school representative's view of the school's students (issue 8 item 5). Registrations come from the
// console's participant list (listManageParticipants with the school filter), so both show the same rows.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { students, users } from '../schema/index.ts';

/** Every student of the school, registered or not, by name. */
export async function listSchoolStudentUsers(db: Db, params: { schoolId: number }) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.schoolId, params.schoolId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

