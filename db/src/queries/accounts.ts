// Sign-in security state: second factors and their challenges, session assurance, request rate
// limits and per-account locks. Every check-and-change is one atomic statement, so concurrent
// requests (several replicas) cannot both pass a limit or both use one code.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { accountLocks, authFactorChallenges, authFactors, authSessions, rateLimits } from '../schema/index.ts';
import type { AuthFactor, AuthFactorChallenge, FactorType } from '../schema/index.ts';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---- second factors ----------------------------------------------------------------------------

export async function listFactors(db: Db, params: { authUserId: string }): Promise<AuthFactor[]> {
  return db.select().from(authFactors).where(eq(authFactors.userId, params.authUserId)).orderBy(asc(authFactors.createdAt), asc(authFactors.id));
}

export async function getFactor(db: Db, params: { authUserId: string; factorId: string }): Promise<AuthFactor | null> {
  const [row] = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.id, params.factorId), eq(authFactors.userId, params.authUserId)))
    .limit(1);
  return row ?? null;
}

/** Every stored TOTP secret (encrypted), for re-encryption under a new key (api accounts/factors/rotate-totp-key.ts). */
export async function listTotpSecrets(db: Db): Promise<{ id: string; secret: string }[]> {
  const rows = await db
    .select({ id: authFactors.id, secret: authFactors.secret })
    .from(authFactors)
    .where(and(eq(authFactors.factorType, 'totp'), sql`${authFactors.secret} IS NOT NULL`))
    .orderBy(asc(authFactors.id));
  return rows.flatMap((r) => (r.secret === null ? [] : [{ id: r.id, secret: r.secret }]));
}

/** Replaces a factor's encrypted secret if it is still `from` (a factor removed or re-made meanwhile is left alone). */
export async function replaceTotpSecret(db: Db, params: { id: string; from: string; to: string }): Promise<boolean> {
  const rows = await db
    .update(authFactors)
    .set({ secret: params.to })
    .where(and(eq(authFactors.id, params.id), eq(authFactors.secret, params.from)))
    .returning({ id: authFactors.id });
  return rows.length === 1;
}

export async function hasVerifiedFactor(db: Db, params: { authUserId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, params.authUserId), eq(authFactors.status, 'verified')))
    .limit(1);
  return Boolean(row);
}

export async function insertFactor(
  db: Db,
  params: { id: string; authUserId: string; factorType: FactorType; friendlyName: string; secret?: string | null; phone?: string | null },
): Promise<AuthFactor> {
  const [row] = await db
    .insert(authFactors)
    .values({
      id: params.id,
      userId: params.authUserId,
      factorType: params.factorType,
      friendlyName: params.friendlyName,
      secret: params.secret ?? null,
      phone: params.phone ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes a user's unverified factors of this type (an abandoned enrolment), so the name is free again. */
export async function deleteUnverifiedFactors(db: Db, params: { authUserId: string; friendlyName: string }): Promise<void> {
  await db
    .delete(authFactors)
    .where(and(eq(authFactors.userId, params.authUserId), eq(authFactors.friendlyName, params.friendlyName), eq(authFactors.status, 'unverified')));
}

export async function markFactorVerified(db: Db, params: { factorId: string }): Promise<void> {
  await db.update(authFactors).set({ status: 'verified' }).where(eq(authFactors.id, params.factorId));
}

export async function deleteFactor(db: Db, params: { authUserId: string; factorId: string }): Promise<boolean> {
  const rows = await db
    .delete(authFactors)
    .where(and(eq(authFactors.id, params.factorId), eq(authFactors.userId, params.authUserId)))
    .returning({ id: authFactors.id });
  return rows.length > 0;
}

/**
 * Records that the TOTP code of time step `step` was used. False when this or a later step was used
 * before: the code is a replay and must be refused.
 */
export async function useTotpStep(db: Db, params: { factorId: string; step: number }): Promise<boolean> {
  const rows = await db
    .update(authFactors)
    .set({ lastUsedStep: params.step })
    .where(and(eq(authFactors.id, params.factorId), or(isNull(authFactors.lastUsedStep), lt(authFactors.lastUsedStep, params.step))))
    .returning({ id: authFactors.id });
  return rows.length > 0;
}

export async function insertChallenge(
  db: Db,
  params: { id: string; factorId: string; expiresAt: Date; codeHash?: string | null; ipAddress?: string | null },
): Promise<AuthFactorChallenge> {
  const [row] = await db
    .insert(authFactorChallenges)
    .values({ id: params.id, factorId: params.factorId, expiresAt: params.expiresAt, codeHash: params.codeHash ?? null, ipAddress: params.ipAddress ?? null })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An open (unanswered, unexpired) challenge of the factor, or null. */
export async function getOpenChallenge(db: Db, params: { challengeId: string; factorId: string; now: Date }): Promise<AuthFactorChallenge | null> {
  const [row] = await db
    .select()
    .from(authFactorChallenges)
    .where(
      and(
        eq(authFactorChallenges.id, params.challengeId),
        eq(authFactorChallenges.factorId, params.factorId),
        isNull(authFactorChallenges.verifiedAt),
        gt(authFactorChallenges.expiresAt, params.now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the challenge answered; false when it already was (or expired meanwhile). */
export async function closeChallenge(db: Db, params: { challengeId: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(authFactorChallenges)
    .set({ verifiedAt: params.now })
    .where(and(eq(authFactorChallenges.id, params.challengeId), isNull(authFactorChallenges.verifiedAt), gt(authFactorChallenges.expiresAt, params.now)))
    .returning({ id: authFactorChallenges.id });
  return rows.length > 0;
}

// ---- session assurance -------------------------------------------------------------------------

export type Aal = 'aal1' | 'aal2';

export async function setSessionAal(db: Db, params: { sessionId: string; aal: Aal }): Promise<void> {
  await db.update(authSessions).set({ aal: params.aal }).where(eq(authSessions.id, params.sessionId));
}

/** Records that the person re-authenticated in this session (ADR 017). */
export async function markSessionReauthenticated(db: Db, params: { sessionId: string; at: Date }): Promise<void> {
  await db.update(authSessions).set({ reauthenticatedAt: params.at }).where(eq(authSessions.id, params.sessionId));
}

export async function setSessionAalByToken(db: Db, params: { token: string; aal: Aal }): Promise<void> {
  await db.update(authSessions).set({ aal: params.aal }).where(eq(authSessions.token, params.token));
}

export async function listAuthSessions(db: Db, params: { authUserId: string; now: Date }) {
  return db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
      aal: authSessions.aal,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, params.authUserId), gt(authSessions.expiresAt, params.now)))
    .orderBy(asc(authSessions.createdAt));
}

export async function deleteAuthSession(db: Db, params: { sessionId: string }): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, params.sessionId));
}

export async function deleteAuthSessions(db: Db, params: { authUserId: string; exceptSessionId?: string }): Promise<number> {
  const condition = params.exceptSessionId
    ? and(eq(authSessions.userId, params.authUserId), sql`${authSessions.id} <> ${params.exceptSessionId}`)
    : eq(authSessions.userId, params.authUserId);
  const rows = await db.delete(authSessions).where(condition).returning({ id: authSessions.id });
  return rows.length;
}

// ---- rate limits -------------------------------------------------------------------------------

export interface RateLimitDecision {
  allowed: boolean;
  /** seconds until the window resets (only when refused) */
  retryAfter: number | null;
  count: number;
}

/**
 * Counts one request against `key` in a fixed window of `windowSeconds` and says whether it is within
 * `max`. One upsert, so concurrent requests are all counted.
 */
export async function consumeRateLimit(
  db: Db,
  params: { key: string; windowSeconds: number; max: number; now?: Date },
): Promise<RateLimitDecision> {
  const now = params.now ?? new Date();
  const windowStart = new Date(now.getTime() - params.windowSeconds * 1000);
  const [row] = rowsOf<{ count: number; window_started_at: string | Date }>(
    await db.execute(sql`
      INSERT INTO ${rateLimits} (key, count, window_started_at) VALUES (${params.key}, 1, ${now.toISOString()}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${rateLimits}.window_started_at <= ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits}.count + 1 END,
        window_started_at = CASE WHEN ${rateLimits}.window_started_at <= ${windowStart.toISOString()}::timestamptz
          THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits}.window_started_at END
      RETURNING count, window_started_at`),
  );
  const count = Number(row?.count ?? 1);
  if (count <= params.max) return { allowed: true, retryAfter: null, count };
  const started = new Date(row?.window_started_at ?? now).getTime();
  const retryAfter = Math.max(1, Math.ceil((started + params.windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: false, retryAfter, count };
}

/** Drops counters whose window ended long ago (they would restart at 1 anyway). */
export async function pruneRateLimits(db: Db, params: { olderThan: Date }): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, params.olderThan));
}

// ---- per-account locks -------------------------------------------------------------------------

/** Until when `key` is locked, or null. */
export async function getAccountLock(db: Db, params: { key: string; now?: Date }): Promise<Date | null> {
  const now = params.now ?? new Date();
  const [row] = await db.select({ lockedUntil: accountLocks.lockedUntil }).from(accountLocks).where(eq(accountLocks.key, params.key)).limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts a failed attempt for `key`; the `maxFailures`-th within `windowSeconds` locks it for
 * `lockSeconds` and starts the count again. Returns the lock end when this failure locked it.
 */
export async function recordAccountFailure(
  db: Db,
  params: { key: string; maxFailures: number; windowSeconds: number; lockSeconds: number; now?: Date },
): Promise<Date | null> {
  const now = params.now ?? new Date();
  const windowStart = new Date(now.getTime() - params.windowSeconds * 1000).toISOString();
  const [row] = rowsOf<{ failures: number }>(
    await db.execute(sql`
      INSERT INTO ${accountLocks} (key, failures, first_failure_at) VALUES (${params.key}, 1, ${now.toISOString()}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${accountLocks}.first_failure_at <= ${windowStart}::timestamptz THEN 1 ELSE ${accountLocks}.failures + 1 END,
        first_failure_at = CASE WHEN ${accountLocks}.first_failure_at <= ${windowStart}::timestamptz
          THEN ${now.toISOString()}::timestamptz ELSE ${accountLocks}.first_failure_at END
      RETURNING failures`),
  );
  if (Number(row?.failures ?? 0) < params.maxFailures) return null;
  const lockedUntil = new Date(now.getTime() + params.lockSeconds * 1000);
  await db.update(accountLocks).set({ lockedUntil, failures: 0, firstFailureAt: now }).where(eq(accountLocks.key, params.key));
  return lockedUntil;
}

export interface AccountAttempt {
  /** false: the key is locked (or this attempt is over the limit); the credential must not be checked */
  allowed: boolean;
  /** the lock's end, when the key is locked now (also when this attempt was the last one allowed) */
  lockedUntil: Date | null;
}

/**
 * Counts an attempt for `key` before its credential is checked, in one atomic upsert, and says whether
 * it may go on: at most `maxAttempts` attempts within `windowSeconds` reach the check, however many
 * arrive at once. The `maxAttempts`-th locks the key for `lockSeconds` at once (it still goes on);
 * every later one is refused until the lock ends. A success clears the key
 * (`clearAccountFailures`), an attempt that never reached the check gives its count back
 * (`releaseAccountAttempt`), so what stays counted are the failed checks.
 */
export async function reserveAccountAttempt(
  db: Db,
  params: { key: string; maxAttempts: number; windowSeconds: number; lockSeconds: number; now?: Date },
): Promise<AccountAttempt> {
  const now = params.now ?? new Date();
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - params.windowSeconds * 1000).toISOString();
  const lockEnd = new Date(now.getTime() + params.lockSeconds * 1000).toISOString();
  // a new count starts when the last lock has ended or, without a lock, the window has passed
  const fresh = sql`(${accountLocks}.locked_until IS NOT NULL AND ${accountLocks}.locked_until <= ${nowText}::timestamptz)
    OR (${accountLocks}.locked_until IS NULL AND ${accountLocks}.first_failure_at <= ${windowStart}::timestamptz)`;
  const [row] = rowsOf<{ failures: number; locked_until: string | Date | null }>(
    await db.execute(sql`
      INSERT INTO ${accountLocks} (key, failures, first_failure_at, locked_until)
        VALUES (${params.key}, 1, ${nowText}::timestamptz, CASE WHEN 1 >= ${params.maxAttempts} THEN ${lockEnd}::timestamptz END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${fresh} THEN 1 ELSE ${accountLocks}.failures + 1 END,
        first_failure_at = CASE WHEN ${fresh} THEN ${nowText}::timestamptz ELSE ${accountLocks}.first_failure_at END,
        locked_until = CASE
          WHEN ${fresh} THEN CASE WHEN 1 >= ${params.maxAttempts} THEN ${lockEnd}::timestamptz END
          WHEN ${accountLocks}.locked_until IS NOT NULL THEN ${accountLocks}.locked_until
          WHEN ${accountLocks}.failures + 1 >= ${params.maxAttempts} THEN ${lockEnd}::timestamptz
        END
      RETURNING failures, locked_until`),
  );
  const count = Number(row?.failures ?? 1);
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
  return { allowed: count <= params.maxAttempts, lockedUntil };
}

/**
 * Gives back an attempt counted by `reserveAccountAttempt` that never reached the credential check
 * (the request was refused before it, or failed for another reason); lifts the lock it set.
 */
export async function releaseAccountAttempt(db: Db, params: { key: string; maxAttempts: number }): Promise<void> {
  await db.execute(sql`
    UPDATE ${accountLocks} SET
      failures = GREATEST(${accountLocks}.failures - 1, 0),
      locked_until = CASE WHEN ${accountLocks}.failures - 1 < ${params.maxAttempts} THEN NULL ELSE ${accountLocks}.locked_until END
    WHERE key = ${params.key}`);
}

/** Forgets failures and any lock of `key` (after a successful sign-in or a password reset). */
export async function clearAccountFailures(db: Db, params: { key: string }): Promise<void> {
  await db.delete(accountLocks).where(eq(accountLocks.key, params.key));
}
