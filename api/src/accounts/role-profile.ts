// The role profile rows (students / teachers / school_reps) that go with a user's role.
import type { Db } from '@valik/db/client';
import {
  addSchoolRep,
  countOtherActiveAdmins,
  findUser,
  isSchoolRepOfAnySchool,
  removeSchoolRepLinks,
  upsertStudentProfile,
  upsertTeacherProfile,
} from '@valik/db/queries';
import { existingSchoolIds } from '@valik/db/queries/manage';
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
  if (schoolId !== undefined && schoolId !== null && (await existingSchoolIds(tx, { ids: [schoolId] })).length === 0) {
    throw new ApiError('VALIDATION_FAILED', 'The school could not be found', [{ path: 'school_id', message: 'The school could not be found' }]);
  }
  if (role === 'STUDENT') await upsertStudentProfile(tx, { userId, schoolId });
  if (role === 'TEACHER') await upsertTeacherProfile(tx, { userId, schoolId });
  if (role === 'SCHOOL_REP') {
    if (schoolId) await addSchoolRep(tx, { userId, schoolId });
    else if (!(await isSchoolRepOfAnySchool(tx, { userId }))) {
      throw new ApiError('VALIDATION_FAILED', REP_NEEDS_SCHOOL, [{ path: 'school_id', message: REP_NEEDS_SCHOOL }]);
    }
  } else {
    await removeSchoolRepLinks(tx, { userId });
  }
}

/** Refuses to take away the admin role (or the account) of the last remaining admin. */
export async function assertNotLastAdmin(tx: Db, userId: number): Promise<void> {
  const user = await findUser(tx, { id: userId });
  if (user?.role !== 'ADMIN') return;
  if ((await countOtherActiveAdmins(tx, { userId })) === 0) throw new ApiError('CONFLICT', LAST_ADMIN);
}
