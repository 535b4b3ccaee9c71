import { createEmailVerificationToken } from 'better-auth/api';
import type { Db } from '@valik/db/client';
import { deleteAuthSessions, getUserByAuthId } from '@valik/db/queries';
import type { SessionUser } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';
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
  const { mailer } = deps;
  // the confirmation carries a one-time link: sent directly, never stored (ADR 015)
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
  // the warning to the address being replaced, through the outbox
  await unitOfWork(deps, (tx) => queueEmail(tx, { userId: input.user.id, template: 'emailChangeNotice', toAddress: current, data: (_lang, to) => ({ name: to.firstName, newEmail }) }));
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

/** How long the undo link to the old address works. */
export const EMAIL_UNDO_SECONDS = 7 * 24 * 60 * 60;
/** Where the undo link lands: the sign-in page (every session of the account has ended). */
export const EMAIL_RESTORED_PATH = '/auth/login?email_restored=1';

interface ChangeClaims {
  email: string;
  updateTo: string;
  userId: string;
  undo: boolean;
}

/** The claims of an e-mail change link (unverified: only used after better-auth accepted the link). */
export function emailChangeClaims(token: string): ChangeClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.requestType !== 'change-email-verification') return null;
    if (typeof claims.email !== 'string' || typeof claims.updateTo !== 'string' || typeof claims.userId !== 'string') return null;
    return { email: claims.email, updateTo: claims.updateTo, userId: claims.userId, undo: claims.undo === true };
  } catch {
    return null;
  }
}

/**
 * After better-auth has moved an identity to a new address (a confirmed change link): the old address is
 * told, with a link that moves the account back for a week (ADR 017). Following that undo link ends every
 * session of the account, so whoever changed it is signed out; the owner then resets the password.
 */
export async function afterEmailChanged(deps: AppDeps, claims: ChangeClaims): Promise<void> {
  const { db, env } = deps;
  if (claims.undo) {
    await deleteAuthSessions(db, { authUserId: claims.userId });
    return;
  }
  const user = await getUserByAuthId(db, { authId: claims.userId });
  if (!user) return;
  const token = await createEmailVerificationToken(env.BETTER_AUTH_SECRET, claims.updateTo, claims.email, EMAIL_UNDO_SECONDS, {
    requestType: 'change-email-verification',
    userId: claims.userId,
    undo: true,
  });
  const url = `${env.PUBLIC_BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_RESTORED_PATH)}`;
  // carries a one-time link: sent directly, never stored (ADR 015)
  await sendEmail(db, deps.mailer, {
    template: 'emailChanged',
    to: claims.email,
    lang: user.language ?? 'et',
    data: { name: user.firstName, newEmail: claims.updateTo, url },
    userId: user.id,
  }).catch((err: unknown) => deps.logger.error({ err, userId: user.id }, 'the e-mail change notice to the old address could not be sent'));
}
