import { findUser, setUserRole } from '@valik/db/queries';
import type { User, UserRole } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { assertNotLastAdmin, ensureRoleProfile } from './role-profile.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

/**
 * An admin changes a user's role (and school, for representatives). The role profile row follows;
 * the last admin cannot stop being one. Takes effect on the user's next request (guards read the
 * role from the database every time).
 */
export async function changeRole(
  deps: AppDeps,
  input: { userId: number; role: UserRole; schoolId?: number | null; actorUserId: number },
): Promise<User> {
  return unitOfWork(deps, async (tx) => {
    const user = await findUser(tx, { id: input.userId });
    if (!user || user.deletedAt) throw new ApiError('NOT_FOUND', 'The user could not be found');
    if (user.role === 'ADMIN' && input.role !== 'ADMIN') await assertNotLastAdmin(tx, user.id);
    await ensureRoleProfile(tx, { userId: user.id, role: input.role, schoolId: input.schoolId });
    const updated = await setUserRole(tx, { id: user.id, role: input.role });
    if (!updated) throw new ApiError('NOT_FOUND', 'The user could not be found');
    return updated;
  });
}
