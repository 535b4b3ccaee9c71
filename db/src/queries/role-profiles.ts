// The role profile rows that go with a user's role: students, teachers, school_reps.
import { eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { schoolReps, students, teachers } from '../schema/index.ts';

/**
 * The user's students row. `schoolId` undefined keeps the school of an existing row; a value (or null)
 * sets it.
 */
export async function upsertStudentProfile(tx: Db, params: { userId: number; schoolId?: number | null | undefined }): Promise<void> {
  await tx
    .insert(students)
    .values({ userId: params.userId, schoolId: params.schoolId ?? null })
    .onConflictDoUpdate({ target: students.userId, set: params.schoolId !== undefined ? { schoolId: params.schoolId } : { userId: params.userId } });
}

/** The user's teachers row; `schoolId` and `shortDescription` as given (undefined keeps what is there). */
export async function upsertTeacherProfile(
  tx: Db,
  params: { userId: number; schoolId?: number | null | undefined; shortDescription?: string | null | undefined },
): Promise<void> {
  const set: Partial<typeof teachers.$inferInsert> = { userId: params.userId };
  if (params.schoolId !== undefined) set.schoolId = params.schoolId;
  if (params.shortDescription !== undefined) set.shortDescription = params.shortDescription;
  await tx
    .insert(teachers)
    .values({ userId: params.userId, schoolId: params.schoolId ?? null, shortDescription: params.shortDescription ?? null })
    .onConflictDoUpdate({ target: teachers.userId, set });
}

export async function addSchoolRep(tx: Db, params: { userId: number; schoolId: number }): Promise<void> {
  await tx.insert(schoolReps).values(params).onConflictDoNothing();
}

export async function isSchoolRepOfAnySchool(tx: Db, params: { userId: number }): Promise<boolean> {
  const [rep] = await tx.select({ id: schoolReps.id }).from(schoolReps).where(eq(schoolReps.userId, params.userId)).limit(1);
  return Boolean(rep);
}

/** A former representative sees no school data: every school link goes. */
export async function removeSchoolRepLinks(tx: Db, params: { userId: number }): Promise<void> {
  await tx.delete(schoolReps).where(eq(schoolReps.userId, params.userId));
}
