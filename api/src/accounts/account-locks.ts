// Per-account locks after repeated failures: sign-in by e-mail address (whether or not it has an
// account, so a lock reveals nothing) and second-factor codes by identity.
import type { Db } from '@valik/db/client';
import { clearAccountFailures, getAccountLock, recordAccountFailure, releaseAccountAttempt, reserveAccountAttempt } from '@valik/db/queries';
import { RateLimitedError } from '../lib/errors.ts';

export const ACCOUNT_LOCK = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export const LOCKED_MESSAGE = 'Too many failed attempts. Please try again later or reset your password.';

export const emailLockKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressLockKey = (address: string) => `address:${address}`;

/**
 * Sign-in attempts from one client address across all accounts (ADR 028): of the attempts whose password
 * is checked and fails, at most 30 in 15 minutes; the 30th locks the address for 15 minutes. A success gives
 * its attempt back. A browser that has signed in to the account before (its known-device cookie,
 * known-devices.ts) is not counted, so the real user behind a school's shared address still gets in.
 */
export const ADDRESS_LIMIT = { maxAttempts: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;
export const ADDRESS_LOCKED_MESSAGE = 'Too many sign-in attempts from this network. Please try again in 15 minutes or reset your password.';
export const factorLockKey = (authUserId: string) => `factor:${authUserId}`;

/** Throws 429 (with Retry-After) while `key` is locked. */
export async function assertNotLocked(db: Db, key: string, now: Date): Promise<void> {
  const until = await getAccountLock(db, { key, now });
  if (until) throw new RateLimitedError((until.getTime() - now.getTime()) / 1000, LOCKED_MESSAGE);
}

/** Counts a failure; the fifth within 15 minutes locks the key for 15 minutes. */
export async function recordFailure(db: Db, key: string, now: Date): Promise<Date | null> {
  return recordAccountFailure(db, { key, now, ...ACCOUNT_LOCK });
}

/**
 * Counts a sign-in attempt before its password is checked (one atomic upsert) and throws 429 (with
 * Retry-After) when it is over the limit: of any number of attempts arriving at once, at most five reach
 * the password check; the fifth locks the address for 15 minutes, and only a success (or a reset) lifts it.
 */
export async function reserveAttempt(db: Db, key: string, now: Date): Promise<void> {
  const { allowed, lockedUntil } = await reserveAccountAttempt(db, {
    key,
    now,
    maxAttempts: ACCOUNT_LOCK.maxFailures,
    windowSeconds: ACCOUNT_LOCK.windowSeconds,
    lockSeconds: ACCOUNT_LOCK.lockSeconds,
  });
  if (!allowed) throw new RateLimitedError(((lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000, LOCKED_MESSAGE);
}

/** Gives back an attempt that never reached the password check. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await releaseAccountAttempt(db, { key, maxAttempts: ACCOUNT_LOCK.maxFailures });
}

/** Counts a sign-in attempt from `key` (an address) before its password is checked; 429 past ADDRESS_LIMIT. */
export async function reserveAddressAttempt(db: Db, key: string, now: Date): Promise<void> {
  const { allowed, lockedUntil } = await reserveAccountAttempt(db, { key, now, ...ADDRESS_LIMIT });
  if (!allowed) throw new RateLimitedError(((lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000, ADDRESS_LOCKED_MESSAGE);
}

/** Gives back an address's attempt: its password was never checked, or it was right. */
export async function releaseAddressAttempt(db: Db, key: string): Promise<void> {
  await releaseAccountAttempt(db, { key, maxAttempts: ADDRESS_LIMIT.maxAttempts });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await clearAccountFailures(db, { key });
}
