// Ownership checks of the API guards: a school rep reaches only their school, a teacher their cohorts.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortTeachers, cohorts, schoolReps, schools } from '../schema/index.ts';

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

/** Whether a cohort with this id exists (an unknown id is "not found", not "no access"). */
export async function cohortExists(db: Db, params: { cohortId: number }): Promise<boolean> {
  const [row] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, params.cohortId)).limit(1);
  return Boolean(row);
}

/** Whether a school with this id exists. */
export async function schoolExists(db: Db, params: { schoolId: number }): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, params.schoolId)).limit(1);
  return Boolean(row);
}
