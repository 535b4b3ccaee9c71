import { eq } from 'drizzle-orm';
import { authFactors, users } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';

/**
 * An admin removes every second factor of a user who lost their phone (there are no recovery codes).
 * Their sessions are not touched: one waiting for the factor can then be used at aal1 again, so the
 * admin should only do this once the person is known to be who they say.
 */
export async function removeSecondFactors(deps: AppDeps, input: { userId: number; actorUserId: number }): Promise<number> {
  const [user] = await deps.db.select({ authId: users.authId, deletedAt: users.deletedAt }).from(users).where(eq(users.id, input.userId));
  if (!user || user.deletedAt || !user.authId) throw new ApiError('NOT_FOUND', 'The user could not be found');
  const removed = await deps.db.delete(authFactors).where(eq(authFactors.userId, user.authId)).returning({ id: authFactors.id });
  deps.logger.info({ userId: input.userId, actorUserId: input.actorUserId, removed: removed.length }, 'second factors removed by an admin');
  return removed.length;
}
