import { erasePersonalData, logActivity } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { assertNotLastAdmin } from './role-profile.ts';

/**
 * Deletes an account, by the person themselves or by an admin (spec §6). At once: the sign-in identity
 * (sessions, password, factors) and the personal and contact data are erased, the avatar file removed,
 * and USER_DELETED is logged (the avatar's file goes after the commit: FILE_DELETE). The users row stays as a pseudonymous anchor (id, role, deleted_at), so
 * invoices and payments, which accounting law keeps for seven years, keep their link.
 */
export async function deleteUser(deps: AppDeps, input: { userId: number; actorUserId: number }): Promise<void> {
  await unitOfWork(deps, async (tx, outbox) => {
    await assertNotLastAdmin(tx, input.userId);
    const result = await erasePersonalData(tx, { userId: input.userId });
    if (!result) throw new ApiError('NOT_FOUND', 'The user could not be found');
    await logActivity(tx, {
      userId: input.userId,
      actorUserId: input.actorUserId,
      type: 'USER_DELETED',
      metadata: { by: input.actorUserId === input.userId ? 'self' : 'admin' },
    });
    const key = result.avatar ? deps.storage.keyOf(result.avatar) : null;
    if (key) await outbox.add('FILE_DELETE', { key }, { userId: input.userId });
  });
}
