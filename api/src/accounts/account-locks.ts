// Per-account locks after repeated failures: sign-in by e-mail address (whether or not it has an
// account, so a lock reveals nothing) and second-factor codes by identity.
import type { Db } from '@valik/db/client';
import { clearAccountFailures, getAccountLock, recordAccountFailure } from '@valik/db/queries';
import { RateLimitedError } from '../lib/errors.ts';

export const ACCOUNT_LOCK = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export const LOCKED_MESSAGE = 'Too many failed attempts. Please try again later or reset your password.';

export const emailLockKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const factorLockKey = (authUserId: string) => `factor:${authUserId}`;

/** Throws 429 (with Retry-After) while `key` is locked. */
export async function assertNotLocked(db: Db, key: string, now = new Date()): Promise<void> {
  const until = await getAccountLock(db, { key, now });
  if (until) throw new RateLimitedError((until.getTime() - now.getTime()) / 1000, LOCKED_MESSAGE);
}

/** Counts a failure; the fifth within 15 minutes locks the key for 15 minutes. */
export async function recordFailure(db: Db, key: string, now = new Date()): Promise<Date | null> {
  return recordAccountFailure(db, { key, now, ...ACCOUNT_LOCK });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await clearAccountFailures(db, { key });
}
