// Ownership checks of the API guards: a school rep reaches only their school, a teacher their cohorts.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortTeachers, schoolReps } from '../schema/index.ts';

export async function isRepOfSchool(db: Db, params: { userId: number; schoolId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolReps.id })
    .from(schoolReps)
    .where(and(eq(schoolReps.userId, params.userId), eq(schoolReps.schoolId, params.schoolId)))
    .limit(1);
  return Boolean(row);
}

export async function teachesCohort(db: Db, params: { userId: number; cohortId: number }): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.teacherUserId, params.userId), eq(cohortTeachers.cohortId, params.cohortId)))
    .limit(1);
  return Boolean(row);
}
