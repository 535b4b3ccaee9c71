// Pieces shared by the ways an account is made (sign-up, teacher application, admin invitation).
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import type { Db } from '@valik/db/client';
import { insertLegalAgreement, insertPasswordResetToken, insertUserWithIdentity, isEmailTaken } from '@valik/db/queries';
import type { User, UserRole } from '@valik/db/schema';
import type { Lang } from '@valik/domain/contracts';
import type { Env } from '../env.ts';
import { LEGAL_DOCUMENTS, safeRedirectPath, type LegalAgreementContext } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email address already exists';
export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

/** Refuses an e-mail address that has an account or a sign-in identity (case-insensitively). */
export async function assertEmailFree(db: Db, email: string): Promise<void> {
  if (await isEmailTaken(db, { email })) throw new ApiError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
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
  return insertUserWithIdentity(tx, {
    authId: crypto.randomUUID(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    role: input.role,
    passwordHash: input.password === null ? null : await hashPassword(input.password),
    phoneNumber: input.phoneNumber ?? null,
    language: input.language ?? null,
    metadata: input.metadata ?? {},
  });
}

/**
 * The person agreed to the terms of use and the privacy policy (the forms require it): the versions
 * /terms and /privacy show now, and when, kept with the account (issue 18 item 5).
 */
export async function recordLegalAgreement(tx: Db, userId: number, context: LegalAgreementContext, now: Date): Promise<void> {
  await insertLegalAgreement(tx, {
    userId,
    termsVersion: LEGAL_DOCUMENTS.terms.version,
    privacyVersion: LEGAL_DOCUMENTS.privacy.version,
    context,
    agreedAt: now,
  });
}

/** The e-mail confirmation link: better-auth's verify endpoint, which signs in and returns to the login page. */
export async function verificationLink(env: Env, email: string, authUserId: string, redirect?: string | null): Promise<string> {
  const token = await createEmailVerificationToken(env.BETTER_AUTH_SECRET, email, undefined, 60 * 60 * 24, { userId: authUserId });
  // the page the person was on when they signed up (a registration) comes back after the confirmation
  const back = safeRedirectPath(redirect);
  const callback = encodeURIComponent(`/auth/login?verified=1${back ? `&redirect=${encodeURIComponent(back)}` : ''}`);
  return `${env.PUBLIC_BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=${callback}`;
}

/**
 * A set-your-password link for an invited person: a better-auth password-reset token that lasts a week,
 * so the portal's reset page (and better-auth's one-time reset) sets the first password.
 */
export async function invitationLink(tx: Db, env: Env, authUserId: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertPasswordResetToken(tx, { token, authUserId, expiresAt: new Date(now.getTime() + INVITATION_SECONDS * 1000) });
  return `${env.PUBLIC_BASE_URL}/auth/update-password?token=${encodeURIComponent(token)}&invite=1`;
}
