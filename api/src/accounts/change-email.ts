import { and, eq, ne } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { users } from '@valik/db/schema';
import type { Db } from '@valik/db/client';
import type { SessionUser } from '../contracts/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { sendEmail } from '../mail/send-email.ts';
import { assertEmailFree } from './new-account.ts';

/** How long the confirmation link to the new address works. */
export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail address';
export const EMAIL_CHANGE_SEND_FAILED = 'Failed to send emails';
/** Where the confirmation link lands (better-auth adds `error=…` when the link is bad). */
export const EMAIL_CHANGED_PATH = '/user/profile?email_changed=1';

/**
 * Asks to change the own e-mail address. Nothing changes yet: a confirmation link goes to the new
 * address and a notice to the old one. The link is better-auth's own change-email verification
 * (`GET /api/auth/verify-email`, request type `change-email-verification`), which moves the sign-in
 * identity to the new address and keeps every session; `syncProductEmail` then moves the product user.
 * A taken address is refused with the sign-up message (product-spec §5).
 */
export async function requestEmailChange(
  deps: AppDeps,
  input: { user: Pick<SessionUser, 'id' | 'email' | 'first_name' | 'language'>; authUserId: string; newEmail: string },
): Promise<{ email: string }> {
  const { db, env } = deps;
  const newEmail = input.newEmail.trim().toLowerCase();
  const current = input.user.email.trim().toLowerCase();
  if (newEmail === current) throw new ApiError('VALIDATION_FAILED', SAME_EMAIL_MESSAGE, [{ path: 'email', message: SAME_EMAIL_MESSAGE }]);
  await assertEmailFree(db, newEmail);
  const token = await createEmailVerificationToken(env.BETTER_AUTH_SECRET, current, newEmail, EMAIL_CHANGE_SECONDS, {
    requestType: 'change-email-verification',
    userId: input.authUserId,
  });
  const url = `${env.PUBLIC_BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_CHANGED_PATH)}`;
  const lang = input.user.language ?? 'et';
  const { mailer, tasks } = deps.auth.services;
  try {
    await sendEmail(db, mailer, {
      template: 'emailChangeRequested',
      to: newEmail,
      lang,
      data: { name: input.user.first_name, url, newEmail },
      userId: input.user.id,
    });
  } catch (err) {
    deps.logger.error({ err, userId: input.user.id }, 'the e-mail change confirmation could not be sent');
    throw new ApiError('INTERNAL', EMAIL_CHANGE_SEND_FAILED, undefined, 502);
  }
  tasks.run('email-change-notice', () =>
    sendEmail(db, mailer, {
      template: 'emailChangeNotice',
      to: current,
      lang,
      data: { name: input.user.first_name, newEmail },
      userId: input.user.id,
    }),
  );
  return { email: newEmail };
}

/** The error a confirmation link answers (on EMAIL_CHANGED_PATH) when its address was taken meanwhile. */
export const EMAIL_TAKEN_ERROR = 'EMAIL_TAKEN';

/**
 * Before better-auth follows an e-mail change link: the new address may have been taken since the link
 * was sent (a sign-up in between). Then the link is answered with a redirect to the profile with
 * `error=EMAIL_TAKEN` instead of the unique-key failure. Only reads the token's payload: better-auth
 * still checks its signature and expiry, so this can only refuse, never accept.
 */
export async function emailChangeConflict(db: Db, token: string): Promise<string | null> {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: { updateTo?: unknown; requestType?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return null;
  }
  if (claims.requestType !== 'change-email-verification' || typeof claims.updateTo !== 'string') return null;
  try {
    await assertEmailFree(db, claims.updateTo);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return `${EMAIL_CHANGED_PATH}&error=${EMAIL_TAKEN_ERROR}`;
    throw error;
  }
}

/**
 * Called from better-auth's user update hook: when the sign-in identity's address changed (a confirmed
 * e-mail change), the product user follows, so the session user, e-mails and the console agree.
 */
export async function syncProductEmail(db: Db, input: { authUserId: string; email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await db
    .update(users)
    .set({ email })
    .where(and(eq(users.authId, input.authUserId), ne(users.email, email)));
}
