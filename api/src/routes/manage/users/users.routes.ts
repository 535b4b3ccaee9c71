// /api/v1/manage/users: the user list (tabs All / Schools / Users), one user with their school links,
// the profile update, and the account functions of api/src/accounts: creating a user of any role with
// an invitation e-mail, changing the role, deleting (the same erasure as deleting one's own account),
// and removing the second factors of someone who lost their device.
import { Hono } from 'hono';
import { getManageUser, existingSchoolIds, listManageUsers } from '@valik/db/queries/manage';
import type { ManageUserDetail, ManageUserListRow } from '@valik/db/queries/manage';
import { userCreateSchema, userUpdateSchema } from '@valik/domain';
import { createUserWithInvitation } from '../../../accounts/create-user-with-invitation.ts';
import { deleteUser } from '../../../accounts/delete-user.ts';
import { updateUser } from '../../../accounts/update-user.ts';
import { countSecondFactors, removeSecondFactors } from '../../../accounts/remove-second-factors.ts';
import type { Db } from '@valik/db/client';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { actorId, listRoutes, recordId } from '../list-routes.ts';
import { userListFilter, userSort } from './users.schemas.ts';

const USER_NOT_FOUND = { message: 'The user could not be found' } as const;

export function userListJson(u: ManageUserListRow) {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    role: u.role,
    phone_number: u.phoneNumber,
    /** the photo shown beside the name (issue 30), or null */
    avatar: u.avatar,
    school_names: u.schoolNames,
    registration_count: u.registrationCount,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

/** The detail with the number of verified second factors (the screen offers their removal then). */
async function userDetailWithFactors(db: Db, u: ManageUserDetail) {
  return { ...userDetailJson(u), second_factor_count: await countSecondFactors(db, { userId: u.id }) };
}

export function userDetailJson(u: ManageUserDetail) {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    role: u.role,
    phone_number: u.phoneNumber,
    classroom_email: u.classroomEmail,
    discord_user_id: u.discordUserId,
    avatar: u.avatar,
    language: u.language,
    permissions: u.permissions,
    metadata: u.metadata,
    has_login: u.hasLogin,
    rep_school_ids: u.repSchoolIds,
    student_school_id: u.studentSchoolId,
    teacher_school_id: u.teacherSchoolId,
    teacher_short_description: u.teacherShortDescription,
    is_student: u.isStudent,
    is_teacher: u.isTeacher,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

export const manageUserRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'users',
      filter: userListFilter,
      sort: userSort,
      defaultSort: { field: 'lastName', order: 'ASC' },
      query: listManageUsers,
      toJson: userListJson,
      csvColumns: ['id', 'first_name', 'last_name', 'email', 'role', 'phone_number', 'school_names', 'registration_count', 'created_at'],
    }),
  )
  .get('/:id', async (c) => {
    const user = await getManageUser(c.get('deps').db, { id: recordId(c.req.param('id'), USER_NOT_FOUND) });
    if (!user) throw new ApiError('NOT_FOUND', USER_NOT_FOUND.message);
    return c.json(await userDetailWithFactors(c.get('deps').db, user));
  })
  .post('/', validate('json', userCreateSchema), async (c) => {
    const v = c.req.valid('json');
    const deps = c.get('deps');
    if (v.school_id !== null && (await existingSchoolIds(deps.db, { ids: [v.school_id] })).length === 0) {
      throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'school_id', message: 'The school could not be found' }]);
    }
    const user = await createUserWithInvitation(deps, {
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      role: v.role,
      schoolId: v.school_id,
      phoneNumber: v.phone_number,
      language: v.language,
      actorUserId: actorId(c) ?? 0,
    });
    return c.json(await userDetailWithFactors(deps.db, (await getManageUser(deps.db, { id: user.id })) as ManageUserDetail), 201);
  })
  // A person who lost their phone: every second factor goes, their sessions end, they get an e-mail.
  .post('/:id/reset_second_factors', async (c) => {
    const id = recordId(c.req.param('id'), USER_NOT_FOUND);
    const result = await removeSecondFactors(c.get('deps'), { userId: id, actorUserId: actorId(c) ?? 0 });
    return c.json({ id, removed: result.removed, notified: result.notified });
  })
  .delete('/:id', async (c) => {
    const id = recordId(c.req.param('id'), USER_NOT_FOUND);
    await deleteUser(c.get('deps'), { userId: id, actorUserId: actorId(c) ?? 0 });
    return c.json({ id });
  })
  .put('/:id', validate('json', userUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const user = await updateUser(deps, { userId: recordId(c.req.param('id'), USER_NOT_FOUND), values: c.req.valid('json'), actorUserId: actorId(c) ?? 0 });
    return c.json(await userDetailWithFactors(deps.db, user));
  });
