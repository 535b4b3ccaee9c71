// The role profile rows (students / teachers / school_reps) that go with a user's role.
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '@valik/db/client';
import { schoolReps, schools, students, teachers, users } from '@valik/db/schema';
import type { UserRole } from '@valik/db/schema';
import { ApiError } from '../lib/errors.ts';

export const REP_NEEDS_SCHOOL = 'A school representative needs a school';
export const LAST_ADMIN = 'The last administrator cannot be removed';

/**
 * Makes sure the user has the profile row their role needs: a students row (students), a teachers row
 * (teachers), a school_reps row for `schoolId` (school representatives; required unless they already
 * represent a school). Leaving SCHOOL_REP removes the school links, so a former rep sees no school data.
 */
export async function ensureRoleProfile(tx: Db, params: { userId: number; role: UserRole; schoolId?: number | null }): Promise<void> {
  const { userId, role, schoolId } = params;
  if (schoolId !== undefined && schoolId !== null) {
    const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
    if (!school) throw new ApiError('VALIDATION_FAILED', 'The school could not be found', [{ path: 'school_id', message: 'The school could not be found' }]);
  }
  if (role === 'STUDENT') {
    await tx
      .insert(students)
      .values({ userId, schoolId: schoolId ?? null })
      .onConflictDoUpdate({ target: students.userId, set: schoolId !== undefined ? { schoolId } : { userId } });
  }
  if (role === 'TEACHER') {
    await tx
      .insert(teachers)
      .values({ userId, schoolId: schoolId ?? null })
      .onConflictDoUpdate({ target: teachers.userId, set: schoolId !== undefined ? { schoolId } : { userId } });
  }
  if (role === 'SCHOOL_REP') {
    if (schoolId) {
      await tx.insert(schoolReps).values({ userId, schoolId }).onConflictDoNothing();
    } else {
      const [rep] = await tx.select({ id: schoolReps.id }).from(schoolReps).where(eq(schoolReps.userId, userId)).limit(1);
      if (!rep) throw new ApiError('VALIDATION_FAILED', REP_NEEDS_SCHOOL, [{ path: 'school_id', message: REP_NEEDS_SCHOOL }]);
    }
  } else {
    await tx.delete(schoolReps).where(eq(schoolReps.userId, userId));
  }
}

/** Refuses to take away the admin role (or the account) of the last remaining admin. */
export async function assertNotLastAdmin(tx: Db, userId: number): Promise<void> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== 'ADMIN') return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), ne(users.id, userId), isNull(users.deletedAt)));
  if (Number(others?.n ?? 0) === 0) throw new ApiError('CONFLICT', LAST_ADMIN);
}
