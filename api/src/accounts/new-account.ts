// Pieces shared by the ways an account is made (sign-up, teacher application, admin invitation).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import type { Db } from '@valik/db/client';
import { authAccounts, authUsers, authVerifications, users } from '@valik/db/schema';
import type { User, UserRole } from '@valik/db/schema';
import type { Lang } from '../contracts/index.ts';
import type { Env } from '../env.ts';
import { ApiError } from '../lib/errors.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email address already exists';
export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

/** Refuses an e-mail address that has an account or a sign-in identity (case-insensitively). */
export async function assertEmailFree(db: Db, email: string): Promise<void> {
  const lower = email.trim().toLowerCase();
  const [taken] = await db.execute(sql`
    SELECT 1 FROM ${users} WHERE lower(${users.email}) = ${lower}
    UNION ALL SELECT 1 FROM ${authUsers} WHERE lower(${authUsers.email}) = ${lower}
    LIMIT 1`).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows));
  if (taken) throw new ApiError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
}

/** A unique-key violation on the e-mail (two sign-ups racing) reads as the duplicate-e-mail message. */
export function rethrowDuplicate(error: unknown): never {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (code === '23505') throw new ApiError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    current = (current as { cause?: unknown }).cause;
  }
  throw error;
}

export interface NewAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  /** null: no password yet (an invitation sets it) */
  password: string | null;
  phoneNumber?: string | null;
  language?: Lang | null;
  metadata?: Record<string, unknown>;
}

/** Inserts the sign-in identity, its password credential and the product user. Call inside a transaction. */
export async function insertAccount(tx: Db, input: NewAccountInput): Promise<User> {
  const authId = crypto.randomUUID();
  const email = input.email.trim().toLowerCase();
  await tx.insert(authUsers).values({ id: authId, name: `${input.firstName} ${input.lastName}`.trim(), email, emailVerified: false });
  if (input.password !== null) {
    await tx.insert(authAccounts).values({
      id: crypto.randomUUID(),
      accountId: authId,
      providerId: 'credential',
      userId: authId,
      password: await hashPassword(input.password),
    });
  }
  const [user] = await tx
    .insert(users)
    .values({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      role: input.role,
      authId,
      phoneNumber: input.phoneNumber ?? null,
      language: input.language ?? null,
      metadata: input.metadata ?? {},
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** The e-mail confirmation link: better-auth's verify endpoint, which signs in and returns to the login page. */
export async function verificationLink(env: Env, email: string, authUserId: string): Promise<string> {
  const token = await createEmailVerificationToken(env.BETTER_AUTH_SECRET, email, undefined, 60 * 60 * 24, { userId: authUserId });
  const callback = encodeURIComponent('/auth/login?verified=1');
  return `${env.PUBLIC_BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=${callback}`;
}

/**
 * A set-your-password link for an invited person: a better-auth password-reset token that lasts a week,
 * so the portal's reset page (and better-auth's one-time reset) sets the first password.
 */
export async function invitationLink(tx: Db, env: Env, authUserId: string, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(authVerifications).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: authUserId,
    expiresAt: new Date(now.getTime() + INVITATION_SECONDS * 1000),
  });
  return `${env.PUBLIC_BASE_URL}/auth/update-password?token=${encodeURIComponent(token)}&invite=1`;
}
