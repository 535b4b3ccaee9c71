// Sign-in identities (better-auth's tables) as our account functions use them: making an account with its
// identity, invitation links, the own-account view, recovery codes, and removing second factors. The
// password hashing stays with better-auth in the API; these take the hash.
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { authAccounts, authFactors, authRecoveryCodes, authSessions, authUsers, authVerifications, users } from '../schema/index.ts';
import type { User, UserRole } from '../schema/index.ts';

/** Whether a product user or a sign-in identity has this address (case-insensitively). */
export async function isEmailTaken(db: Db, params: { email: string }): Promise<boolean> {
  const lower = params.email.trim().toLowerCase();
  const result = await db.execute(sql`
    SELECT 1 FROM ${users} WHERE lower(${users.email}) = ${lower}
    UNION ALL SELECT 1 FROM ${authUsers} WHERE lower(${authUsers.email}) = ${lower}
    LIMIT 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}

export interface NewUserWithIdentity {
  authId: string;
  firstName: string;
  lastName: string;
  /** lower case, trimmed */
  email: string;
  role: UserRole;
  /** better-auth's hash of the password; null: no password yet (an invitation sets it) */
  passwordHash: string | null;
  phoneNumber: string | null;
  language: User['language'];
  metadata: Record<string, unknown>;
}

/** Inserts the sign-in identity, its password credential and the product user. Pass `tx`. */
export async function insertUserWithIdentity(tx: Db, params: NewUserWithIdentity): Promise<User> {
  await tx.insert(authUsers).values({ id: params.authId, name: `${params.firstName} ${params.lastName}`.trim(), email: params.email, emailVerified: false });
  if (params.passwordHash !== null) {
    await tx.insert(authAccounts).values({ id: crypto.randomUUID(), accountId: params.authId, providerId: 'credential', userId: params.authId, password: params.passwordHash });
  }
  const [user] = await tx
    .insert(users)
    .values({
      firstName: params.firstName,
      lastName: params.lastName,
      email: params.email,
      role: params.role,
      authId: params.authId,
      phoneNumber: params.phoneNumber,
      language: params.language,
      metadata: params.metadata,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** A better-auth password-reset token (its verification row), e.g. an invitation's set-your-password link. */
export async function insertPasswordResetToken(tx: Db, params: { token: string; authUserId: string; expiresAt: Date }): Promise<void> {
  await tx.insert(authVerifications).values({ id: crypto.randomUUID(), identifier: `reset-password:${params.token}`, value: params.authUserId, expiresAt: params.expiresAt });
}

export async function markEmailVerified(db: Db, params: { authUserId: string }): Promise<void> {
  await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, params.authUserId));
}

export async function setIdentityName(db: Db, params: { authUserId: string; name: string }): Promise<void> {
  await db.update(authUsers).set({ name: params.name }).where(eq(authUsers.id, params.authUserId));
}

/** The product user follows the identity's address after a confirmed e-mail change. */
export async function setUserEmailByAuthId(db: Db, params: { authUserId: string; email: string }): Promise<void> {
  await db
    .update(users)
    .set({ email: params.email })
    .where(and(eq(users.authId, params.authUserId), ne(users.email, params.email)));
}

/** The identity's password hash, or null when it signs in without one (an invitation not yet taken). */
export async function getPasswordHash(db: Db, params: { authUserId: string }): Promise<string | null> {
  const [row] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, params.authUserId), eq(authAccounts.providerId, 'credential')));
  return row?.password ?? null;
}

/** The signed-in person's own account: the product user, whether the address is confirmed, whether a password is set. */
export async function getOwnAccount(db: Db, params: { userId: number }): Promise<{ user: User; emailVerified: boolean; hasPassword: boolean } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, params.userId));
  if (!user || !user.authId) return null;
  const [identity] = await db.select({ emailVerified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, user.authId));
  const password = await getPasswordHash(db, { authUserId: user.authId });
  return { user, emailVerified: identity?.emailVerified ?? false, hasPassword: Boolean(password) };
}

// ---- recovery codes (stored as HMACs) ----

/** Replaces the identity's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Db, params: { authUserId: string; codeHashes: string[] }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, params.authUserId));
    await tx.insert(authRecoveryCodes).values(params.codeHashes.map((codeHash) => ({ id: crypto.randomUUID(), userId: params.authUserId, codeHash })));
  });
}

export async function countUnusedRecoveryCodes(db: Db, params: { authUserId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count(authRecoveryCodes.id) })
    .from(authRecoveryCodes)
    .where(and(eq(authRecoveryCodes.userId, params.authUserId), isNull(authRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(db: Db, params: { authUserId: string }): Promise<void> {
  await db.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, params.authUserId));
}

/** Spends an unused code with this hash (one atomic update: two requests with one code cannot both pass). */
export async function spendRecoveryCode(db: Db, params: { authUserId: string; codeHash: string; now: Date }): Promise<boolean> {
  const spent = await db
    .update(authRecoveryCodes)
    .set({ usedAt: params.now })
    .where(and(eq(authRecoveryCodes.userId, params.authUserId), eq(authRecoveryCodes.codeHash, params.codeHash), isNull(authRecoveryCodes.usedAt)))
    .returning({ id: authRecoveryCodes.id });
  return spent.length > 0;
}

// ---- second factors removed by an admin ----

/** How many verified second factors a product user has. */
export async function countVerifiedFactorsOfUser(db: Db, params: { userId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count(authFactors.id) })
    .from(users)
    .innerJoin(authFactors, and(eq(authFactors.userId, users.authId), eq(authFactors.status, 'verified')))
    .where(eq(users.id, params.userId));
  return Number(row?.n ?? 0);
}

/** Deletes every factor, recovery code and session of an identity. Pass `tx`. */
export async function deleteFactorsAndSessions(tx: Db, params: { authUserId: string }): Promise<{ factors: number; sessions: number }> {
  const factors = await tx.delete(authFactors).where(eq(authFactors.userId, params.authUserId)).returning({ id: authFactors.id });
  await tx.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, params.authUserId));
  const sessions = await tx.delete(authSessions).where(eq(authSessions.userId, params.authUserId)).returning({ id: authSessions.id });
  return { factors: factors.length, sessions: sessions.length };
}

/** The names and address of the person a password-reset token belongs to (the strength check's context). */
export async function findResetTokenOwner(db: Db, params: { token: string }): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(authVerifications)
    .innerJoin(users, eq(users.authId, authVerifications.value))
    .where(eq(authVerifications.identifier, `reset-password:${params.token}`));
  return row ?? null;
}
