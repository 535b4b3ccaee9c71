import { verifyPassword } from 'better-auth/crypto';
import { getPasswordHash, hasVerifiedFactor, markSessionReauthenticated } from '@valik/db/queries';
import type { AppDeps, RequestSession } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { clearFailures, emailLockKey, reserveAttempt } from './account-locks.ts';
import { verifyFactor } from './factors/verify-factor.ts';

export const REAUTH_WRONG_PASSWORD = 'The password is not correct';
export const REAUTH_CODE_NEEDED = 'Enter the code of your second factor too';
export const REAUTH_NO_PASSWORD = 'Your account has no password: sign out and sign in again with an e-mail link to make this change.';

/**
 * The person proves again that it is them (ADR 017): the current password, and a second-factor code
 * (a challenge of one of their verified factors) when one is on. Password guesses count towards the
 * same per-address lock as sign-in; wrong codes towards the factor lock. On success the session may
 * make sensitive changes for the next minutes.
 */
export async function reauthenticate(
  deps: AppDeps,
  input: { session: RequestSession; email: string; password: string; factorId?: string; challengeId?: string; code?: string },
): Promise<{ reauthenticatedAt: Date }> {
  const { db } = deps;
  const now = deps.clock();
  const hash = await getPasswordHash(db, { authUserId: input.session.authUserId });
  if (!hash) throw new ApiError('BAD_REQUEST', REAUTH_NO_PASSWORD);
  const needsCode = await hasVerifiedFactor(db, { authUserId: input.session.authUserId });
  if (needsCode && (!input.factorId || !input.challengeId || !input.code)) {
    throw new ApiError('VALIDATION_FAILED', REAUTH_CODE_NEEDED, [{ path: 'code', message: REAUTH_CODE_NEEDED }]);
  }
  const lockKey = emailLockKey(input.email);
  await reserveAttempt(db, lockKey, now);
  if (!(await verifyPassword({ hash, password: input.password }))) {
    throw new ApiError('VALIDATION_FAILED', REAUTH_WRONG_PASSWORD, [{ path: 'password', message: REAUTH_WRONG_PASSWORD }]);
  }
  await clearFailures(db, lockKey);
  if (needsCode) {
    await verifyFactor(deps, { session: input.session, factorId: input.factorId ?? '', challengeId: input.challengeId ?? '', code: input.code ?? '' });
  }
  await markSessionReauthenticated(db, { sessionId: input.session.id, at: now });
  return { reauthenticatedAt: now };
}
