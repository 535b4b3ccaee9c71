import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { verifyPassword } from 'better-auth/crypto';
import { exportUserData, getOwnAccount, getPasswordHash, getUserMetadata, listAuthSessions, setUserMetadataValue } from '@valik/db/queries';
import { recordConsent } from '../../accounts/record-cookie-consent.ts';
import type { AccountSession, OwnAccount } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { recentSignIn } from '../../middleware/recent-sign-in.ts';
import { updateProfile } from '../../accounts/update-profile.ts';
import { removeAvatar, setAvatar } from '../../accounts/set-avatar.ts';
import { changePassword } from '../../accounts/change-password.ts';
import { requestEmailChange } from '../../accounts/change-email.ts';
import { signOutEverywhere } from '../../accounts/sign-out-everywhere.ts';
import { deleteUser } from '../../accounts/delete-user.ts';
import { loadSessionUser } from '../../accounts/session-user.ts';
import { cookieConsentBody, avatarBody, changeEmailBody, changePasswordBody, deleteMeBody, remindersBody, updateMeBody } from './me.schemas.ts';
import { CLASS_REMINDERS_METADATA_KEY, classRemindersOn } from '../../reminders/reminder-settings.ts';

const CONFIRMATION_WRONG = 'The confirmation does not match';

/** better-auth's session cookies, in both spellings (Secure-prefixed in production). */
function clearSessionCookies(c: Parameters<typeof deleteCookie>[0], isProduction: boolean) {
  for (const name of ['valik.session_token', 'valik.session_data', 'valik.dont_remember']) {
    if (isProduction) deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
    else deleteCookie(c, name, { path: '/' });
  }
}

/** The signed-in person's own account: profile, avatar, password, sessions, data export, deletion. */
export const meRoutes = new Hono<AppEnv>()
  .get('/me', allow('auth'), async (c) => {
    const me = c.get('user');
    const { db } = c.get('deps');
    const own = await getOwnAccount(db, { userId: me?.id ?? 0 });
    if (!own) throw new ApiError('NOT_FOUND', 'The user could not be found');
    const row = own.user;
    const account: OwnAccount = {
      id: row.id,
      email: row.email,
      email_verified: own.emailVerified,
      role: row.role,
      first_name: row.firstName,
      last_name: row.lastName,
      phone_number: row.phoneNumber,
      avatar: row.avatar,
      language: row.language,
      has_password: own.hasPassword,
      created_at: row.createdAt.toISOString(),
    };
    return c.json(account);
  })
  .patch('/me', allow('auth'), validate('json', updateMeBody), async (c) => {
    const me = c.get('user');
    const body = c.req.valid('json');
    const deps = c.get('deps');
    await updateProfile(deps, { userId: me?.id ?? 0, changes: body });
    const session = c.get('session');
    return c.json({ user: await loadSessionUser(deps.db, session?.authUserId ?? '', session ?? undefined) });
  })
  .put('/me/avatar', allow('auth'), rateLimit('avatar', { window: 600, max: 30 }), validate('json', avatarBody), async (c) => {
    const me = c.get('user');
    const data = c.req.valid('json').image.replace(/^data:[^;,]*;base64,/, '');
    const image = Buffer.from(data, 'base64');
    return c.json(await setAvatar(c.get('deps'), { userId: me?.id ?? 0, image }));
  })
  .delete('/me/avatar', allow('auth'), async (c) => {
    await removeAvatar(c.get('deps'), { userId: c.get('user')?.id ?? 0 });
    return c.json({ avatar: null });
  })
  .post('/me/password', allow('auth'), recentSignIn(), rateLimit('password-change', { window: 600, max: 10 }), validate('json', changePasswordBody), async (c) => {
    const body = c.req.valid('json');
    const session = c.get('session');
    const user = c.get('user');
    if (!session || !user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const headers = await changePassword(c.get('deps'), {
      headers: c.req.raw.headers,
      session,
      user,
      currentPassword: body.currentPassword,
      newPassword: body.password,
    });
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.json({ changed: true, other_sessions_ended: true });
  })
  // Changing the e-mail address: a link to the new address confirms it (until then nothing changes).
  .post('/me/email', allow('auth'), recentSignIn(), rateLimit('email-change', { window: 600, max: 5 }), validate('json', changeEmailBody), async (c) => {
    const session = c.get('session');
    const user = c.get('user');
    if (!session || !user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { email } = await requestEmailChange(c.get('deps'), { user, authUserId: session.authUserId, newEmail: c.req.valid('json').email });
    return c.json({ pending_email: email }, 202);
  })
  // The cookie choice made on the public site's banner, recorded with its time and policy version.
  .post('/me/cookie-consent', allow('auth'), rateLimit('cookie-consent', { window: 600, max: 30 }), validate('json', cookieConsentBody), async (c) => {
    const body = c.req.valid('json');
    const deps = c.get('deps');
    await recordConsent(deps, { userId: c.get('user')?.id ?? 0, choice: body.choice, policyVersion: body.policy_version });
    return c.json({ recorded: true }, 201);
  })
  .get('/me/sessions', allow('auth'), async (c) => {
    const session = c.get('session');
    const rows = await listAuthSessions(c.get('deps').db, { authUserId: session?.authUserId ?? '', now: c.get('deps').clock() });
    const data: AccountSession[] = rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      expires_at: r.expiresAt.toISOString(),
      ip_address: r.ipAddress,
      user_agent: r.userAgent,
      current: r.id === session?.id,
    }));
    return c.json({ data });
  })
  // issue 29: class reminder e-mails (the day before each class, the start day), on unless switched off
  .get('/me/reminders', allow('auth'), async (c) => {
    const row = await getUserMetadata(c.get('deps').db, { userId: c.get('user')?.id ?? 0 });
    return c.json({ data: { class_emails: classRemindersOn(row?.metadata) } });
  })
  .put('/me/reminders', allow('auth'), validate('json', remindersBody), async (c) => {
    const { class_emails } = c.req.valid('json');
    await setUserMetadataValue(c.get('deps').db, { userId: c.get('user')?.id ?? 0, key: CLASS_REMINDERS_METADATA_KEY, value: class_emails });
    return c.json({ data: { class_emails } });
  })
  .post('/me/sessions/sign-out-everywhere', allow('auth'), async (c) => {
    const session = c.get('session');
    const ended = await signOutEverywhere(c.get('deps'), { authUserId: session?.authUserId ?? '' });
    clearSessionCookies(c, c.get('deps').env.isProduction);
    return c.json({ ended });
  })
  // "Download my data": every row that points at me, secrets left out.
  .get('/me/export', allow('auth'), rateLimit('export', { window: 600, max: 10 }), async (c) => {
    const me = c.get('user');
    const data = await exportUserData(c.get('deps').db, { userId: me?.id ?? 0 });
    if (!data) throw new ApiError('NOT_FOUND', 'The user could not be found');
    const day = data.exported_at.slice(0, 10);
    return c.json(data, 200, { 'content-disposition': `attachment; filename="valik-data-${me?.id}-${day}.json"`, 'cache-control': 'no-store' });
  })
  // Deleting my account, confirmed with my password (or, without one, my e-mail address typed out).
  .delete('/me', allow('auth'), recentSignIn(), rateLimit('delete-account', { window: 600, max: 10 }), validate('json', deleteMeBody), async (c) => {
    const me = c.get('user');
    const session = c.get('session');
    const deps = c.get('deps');
    if (!me || !session) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const body = c.req.valid('json');
    const passwordHash = await getPasswordHash(deps.db, { authUserId: session.authUserId });
    const confirmed = passwordHash
      ? Boolean(body.password) && (await verifyPassword({ hash: passwordHash, password: body.password ?? '' }))
      : (body.email ?? '').trim().toLowerCase() === me.email.toLowerCase();
    if (!confirmed) {
      throw new ApiError('VALIDATION_FAILED', CONFIRMATION_WRONG, [{ path: passwordHash ? 'password' : 'email', message: CONFIRMATION_WRONG }]);
    }
    await deleteUser(deps, { userId: me.id, actorUserId: me.id });
    clearSessionCookies(c, deps.env.isProduction);
    return c.json({ deleted: true });
  });
