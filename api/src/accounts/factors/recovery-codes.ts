// One-time recovery codes: the way in when the authenticator app's phone is lost. Ten are made when the
// first authenticator app is turned on (and again on request), shown once, stored only as HMACs with the
// auth secret; each passes the second factor once, with the same lock as wrong codes.
import { createHmac, randomInt } from 'node:crypto';
import { hasVerifiedFactor, replaceRecoveryCodes, setSessionAal, spendRecoveryCode } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { AppDeps, RequestSession } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { assertNotLocked, clearFailures, factorLockKey, recordFailure } from '../account-locks.ts';

export const RECOVERY_CODE_COUNT = 10;
export const INVALID_RECOVERY_CODE = 'This recovery code is not valid or was already used';
// No 0/O, 1/I/L: codes are read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'k7mq2-xp9rt ' → 'K7MQ2XP9RT': case, spaces and dashes do not matter when typing one in. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`recovery:${normalizeRecoveryCode(code)}`).digest('hex');
}

/** A new code, 'XXXXX-XXXXX' (50 bits). */
export function generateRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the identity's codes with ten new ones and answers them (the only time they are shown). */
export async function issueRecoveryCodes(db: Db, secret: string, input: { authUserId: string }): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await replaceRecoveryCodes(db, { authUserId: input.authUserId, codeHashes: codes.map((code) => hashRecoveryCode(secret, code)) });
  return codes;
}

/**
 * Passes the second factor with a recovery code: the session reaches aal2 and the code is spent (an
 * atomic update, so two requests with the same code cannot both pass). Wrong codes count towards the
 * same 15-minute lock as wrong factor codes.
 */
export async function useRecoveryCode(deps: AppDeps, input: { session: RequestSession; code: string }): Promise<void> {
  const { db, env } = deps;
  const now = deps.clock();
  const lockKey = factorLockKey(input.session.authUserId);
  await assertNotLocked(db, lockKey, now);
  const spent =
    (await hasVerifiedFactor(db, { authUserId: input.session.authUserId })) &&
    (await spendRecoveryCode(db, { authUserId: input.session.authUserId, codeHash: hashRecoveryCode(env.BETTER_AUTH_SECRET, input.code), now }));
  if (!spent) {
    await recordFailure(db, lockKey, now);
    throw new ApiError('INVALID_CODE', INVALID_RECOVERY_CODE);
  }
  await clearFailures(db, lockKey);
  await setSessionAal(db, { sessionId: input.session.id, aal: 'aal2' });
  deps.logger.info({ authUserId: input.session.authUserId }, 'second factor passed with a recovery code');
}
