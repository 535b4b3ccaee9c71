import { timingSafeEqual } from 'node:crypto';
import { closeChallenge, countUnusedRecoveryCodes, getFactor, getOpenChallenge, markFactorVerified, setSessionAal, useTotpStep } from '@valik/db/queries';
import type { AppDeps, RequestSession } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { assertNotLocked, clearFailures, factorLockKey, recordFailure } from '../account-locks.ts';
import { FACTOR_NOT_FOUND, hashSmsCode } from './challenge-factor.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';
import { decryptTotpSecret, totpKeysOf } from './totp-keys.ts';

export const INVALID_CODE_MESSAGE = 'Invalid code';
export const USED_CODE_MESSAGE = 'This code was already used. Please wait for the next one.';
export const EXPIRED_CHALLENGE_MESSAGE = 'The code has expired. Please ask for a new one.';

/**
 * Passes a factor (spec §7 "POST factors/{id}/verify" with code and challenge_id). The first good code
 * of a new factor verifies it; either way this session reaches aal2. A TOTP code works once; five
 * wrong codes lock the identity's factor checks for 15 minutes. Turning on an authenticator app when
 * no recovery codes are left makes ten, answered here once.
 */
export async function verifyFactor(
  deps: AppDeps,
  input: { session: RequestSession; factorId: string; challengeId: string; code: string },
): Promise<{ recoveryCodes: string[] | null }> {
  const { db, env } = deps;
  const now = deps.clock();
  const { session } = input;
  const lockKey = factorLockKey(session.authUserId);
  await assertNotLocked(db, lockKey, now);
  const factor = await getFactor(db, { authUserId: session.authUserId, factorId: input.factorId });
  if (!factor) throw new ApiError('NOT_FOUND', FACTOR_NOT_FOUND);
  // A session still waiting for its second factor may pass one, never add one.
  if (factor.status === 'unverified' && session.aal !== session.nextAal) {
    throw new ApiError('MFA_REQUIRED', 'Please enter the code of your second factor');
  }
  const challenge = await getOpenChallenge(db, { challengeId: input.challengeId, factorId: factor.id, now });
  if (!challenge) throw new ApiError('INVALID_CODE', EXPIRED_CHALLENGE_MESSAGE);

  const fail = async (message: string): Promise<never> => {
    await recordFailure(db, lockKey, now);
    throw new ApiError('INVALID_CODE', message);
  };
  if (factor.factorType === 'totp') {
    const secret = await decryptTotpSecret(totpKeysOf(env), factor.secret ?? '');
    const step = matchTotp(secret, input.code, now);
    if (step === null) await fail(INVALID_CODE_MESSAGE);
    else if (!(await useTotpStep(db, { factorId: factor.id, step }))) await fail(USED_CODE_MESSAGE);
  } else {
    const expected = Buffer.from(challenge.codeHash ?? '', 'hex');
    const given = Buffer.from(hashSmsCode(env.BETTER_AUTH_SECRET, challenge.id, input.code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) await fail(INVALID_CODE_MESSAGE);
  }
  if (!(await closeChallenge(db, { challengeId: challenge.id, now }))) throw new ApiError('INVALID_CODE', EXPIRED_CHALLENGE_MESSAGE);
  await clearFailures(db, lockKey);
  let recoveryCodes: string[] | null = null;
  if (factor.status === 'unverified') {
    await markFactorVerified(db, { factorId: factor.id });
    if (factor.factorType === 'totp' && (await countUnusedRecoveryCodes(db, { authUserId: session.authUserId })) === 0) {
      recoveryCodes = await issueRecoveryCodes(db, env.BETTER_AUTH_SECRET, { authUserId: session.authUserId });
    }
  }
  await setSessionAal(db, { sessionId: session.id, aal: 'aal2' });
  return { recoveryCodes };
}
