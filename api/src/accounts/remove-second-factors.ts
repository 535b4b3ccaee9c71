import { clearAccountFailures, countVerifiedFactorsOfUser, deleteFactorsAndSessions, findUser } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { factorLockKey } from './account-locks.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

export const SECOND_FACTORS_REMOVED_NOTE = 'Second factors removed by an administrator';

/** How many verified second factors a product user has (the admin screen offers the reset only then). */
export async function countSecondFactors(db: Db, input: { userId: number }): Promise<number> {
  return countVerifiedFactorsOfUser(db, input);
}

export interface RemovedSecondFactors {
  /** factors removed (verified and unfinished ones) */
  removed: number;
  /** whether the person is told by e-mail: the notice is written with the removal and mailed by the outbox (retried while the mailer is down) */
  notified: boolean;
}

/**
 * The way back in for a person who lost the device of their second factor (and their recovery codes):
 * an admin, once they know the person is who they say, removes every factor and recovery code. All of the person's sessions end with them, so a
 * session still waiting for the lost factor (perhaps someone else's, who knew the password) can never
 * count as signed in; the person signs in again with the password and can enrol a new factor. The
 * person gets an e-mail, written with the removal in one unit of work and delivered by the outbox, recorded
 * in the activity log with the admin as actor (activity types are the spec's fixed list, so the row is the
 * EMAIL_SENT of that notice, with a note saying what happened).
 */
export async function removeSecondFactors(deps: AppDeps, input: { userId: number; actorUserId: number }): Promise<RemovedSecondFactors> {
  const { db } = deps;
  const user = await findUser(db, { id: input.userId });
  if (!user || user.deletedAt || !user.authId) throw new ApiError('NOT_FOUND', 'The user could not be found');
  const authId = user.authId;
  const { removed, sessionsEnded, notified } = await unitOfWork(deps, async (tx) => {
    const deleted = await deleteFactorsAndSessions(tx, { authUserId: authId });
    await clearAccountFailures(tx, { key: factorLockKey(authId) });
    const told =
      deleted.factors > 0 &&
      (await queueEmail(tx, {
        userId: input.userId,
        template: 'secondFactorsRemoved',
        data: (_lang, to) => ({ name: to.firstName, url: `${deps.env.PUBLIC_BASE_URL}/user/profile` }),
        actorUserId: input.actorUserId,
        notes: SECOND_FACTORS_REMOVED_NOTE,
      }));
    return { removed: deleted.factors, sessionsEnded: deleted.sessions, notified: told };
  });
  deps.logger.info({ userId: input.userId, actorUserId: input.actorUserId, removed, sessionsEnded }, 'second factors removed by an admin');
  return { removed, notified };
}
