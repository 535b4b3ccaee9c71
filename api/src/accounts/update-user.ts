// An admin edits a user (/manage/users/{id}): the school links must exist, a role change follows the
// accounts rule (changeRole: the role profile row follows, the last admin stays an admin, a representative
// needs a school), then the profile fields and school links are written.
import { existingSchoolIds, getManageUser, updateManageUserProfile, type ManageUserDetail } from '@valik/db/queries/manage';
import type { UserUpdateValues } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { changeRole } from './change-role.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

const USER_NOT_FOUND = 'The user could not be found';

/** The school a new role is tied to, from the form's school fields. */
function schoolOfRole(values: UserUpdateValues): number | null {
  switch (values.role) {
    case 'SCHOOL_REP':
      return values.rep_school_ids[0] ?? null;
    case 'STUDENT':
      return values.student_school_id;
    case 'TEACHER':
      return values.teacher_school_id;
    default:
      return null;
  }
}

export async function updateUser(
  deps: AppDeps,
  input: { userId: number; values: UserUpdateValues; actorUserId: number },
): Promise<ManageUserDetail> {
  const { db } = deps;
  const { userId: id, values } = input;
  const schoolIds = [...values.rep_school_ids, values.student_school_id, values.teacher_school_id].filter((s): s is number => s !== null);
  const known = new Set(await existingSchoolIds(db, { ids: schoolIds }));
  if (schoolIds.some((s) => !known.has(s))) throw new ApiError('VALIDATION_FAILED', 'The school could not be found');
  const current = await getManageUser(db, { id });
  if (!current || current.deletedAt) throw new ApiError('NOT_FOUND', USER_NOT_FOUND);
  if (values.role && values.role !== current.role) {
    const schoolId = schoolOfRole(values);
    if (values.role === 'SCHOOL_REP' && schoolId === null) {
      throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'rep_school_ids', message: 'Choose the school the representative represents' }]);
    }
    await changeRole(deps, { userId: id, role: values.role, schoolId, actorUserId: input.actorUserId });
  }
  const updated = await unitOfWork(deps, async (tx) => {
    if (!(await getManageUser(tx, { id }))) return null;
    await updateManageUserProfile(tx, {
      id,
      values: {
        firstName: values.first_name,
        lastName: values.last_name,
        phoneNumber: values.phone_number,
        classroomEmail: values.classroom_email,
        language: values.language,
        repSchoolIds: values.rep_school_ids,
        studentSchoolId: values.student_school_id,
        teacherSchoolId: values.teacher_school_id,
        teacherShortDescription: values.teacher_short_description,
      },
    });
    return getManageUser(tx, { id });
  });
  if (!updated) throw new ApiError('NOT_FOUND', USER_NOT_FOUND);
  return updated;
}
