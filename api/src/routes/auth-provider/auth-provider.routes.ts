// better-auth's HTTP endpoints, behind our own door: only the endpoints the product uses are
// reachable; the client address better-auth keys its rate limits and session records by is ours
// (the socket, or the trusted proxy), never a client header; sign-in failures count towards the
// per-account lock; every error answers in the one API error shape with the spec's messages; and no
// session token reaches page script.
import { Hono, type Context } from 'hono';
import { isImpossiblePassword, SIGN_IN_MESSAGES, VALIDATION_MESSAGES } from '@valik/domain';
import { assertPasswordStrong } from '../../accounts/common-passwords.ts';
import { findResetTokenOwner } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, RateLimitedError } from '../../lib/errors.ts';
import { CLIENT_ADDRESS_HEADER } from '../../lib/client-address.ts';
import { addressLockKey, clearFailures, emailLockKey, releaseAddressAttempt, releaseAttempt, reserveAddressAttempt, reserveAttempt } from '../../accounts/account-locks.ts';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE, withDeviceMark } from '../../accounts/known-devices.ts';
import { getCookie } from 'hono/cookie';
import { afterEmailChanged, emailChangeClaims, emailChangeConflict } from '../../accounts/change-email.ts';
import { readSession } from '../../middleware/allow.ts';

/** The better-auth endpoints (under /api/auth) the product uses. Everything else there is 404. */
export const AUTH_PROVIDER_ENDPOINTS = [
  'POST /sign-in/email',
  'POST /sign-in/magic-link',
  'GET /magic-link/verify',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'GET /get-session',
] as const;

const ALLOWED = new Set<string>(AUTH_PROVIDER_ENDPOINTS);

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please confirm your e-mail address first. We have sent you a new link.';
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';

function parseJson(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return null;
  const value: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Same response with a new JSON body (headers such as Set-Cookie kept). */
function withJson(res: Response, body: unknown): Response {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}

/** A better-auth error body `{ code, message }` as our ApiError, with the product's messages. */
function toApiError(status: number, body: Record<string, unknown> | null): ApiError {
  const code = typeof body?.code === 'string' ? body.code : '';
  switch (code) {
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new ApiError('INVALID_TOKEN', INVALID_LINK_MESSAGE);
    case 'PASSWORD_TOO_SHORT':
      return new ApiError('VALIDATION_FAILED', VALIDATION_MESSAGES.passwordTooShort, [{ path: 'newPassword', message: VALIDATION_MESSAGES.passwordTooShort }]);
    case 'PASSWORD_TOO_LONG':
      return new ApiError('VALIDATION_FAILED', VALIDATION_MESSAGES.passwordTooLong, [{ path: 'newPassword', message: VALIDATION_MESSAGES.passwordTooLong }]);
    case 'EMAIL_NOT_VERIFIED':
      return new ApiError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
    default:
      if (status === 401) return new ApiError('UNAUTHENTICATED', 'Please sign in');
      if (status === 403) return new ApiError('FORBIDDEN', 'You do not have access to this');
      if (status === 404) return new ApiError('NOT_FOUND', 'Page not found');
      if (status >= 500) return new ApiError('INTERNAL', 'An unexpected error occurred');
      return new ApiError('BAD_REQUEST', 'Invalid request');
  }
}

async function handle(c: Context<AppEnv>): Promise<Response> {
  const { auth, db, clock, env } = c.get('deps');
  const endpoint = c.req.path.slice('/api/auth'.length) || '/';
  const method = c.req.method;
  if (!ALLOWED.has(`${method} ${endpoint}`)) throw new ApiError('NOT_FOUND', 'Page not found');

  const bodyText = method === 'POST' ? await c.req.text() : undefined;
  const body = parseJson(bodyText);
  const email = typeof body.email === 'string' ? body.email : null;
  const password = typeof body.password === 'string' ? body.password : null;

  const isPasswordSignIn = endpoint === '/sign-in/email';
  const lockKey = isPasswordSignIn && email ? emailLockKey(email) : null;
  if (endpoint === '/get-session') {
    // An outlived session ends here (readSession deletes it); one still waiting for its second factor
    // reveals nothing: to page script it is no session at all (ADR 006, 017).
    const { session, user } = await readSession(c.get('deps'), c.req.raw.headers);
    if (session && !user) return c.json(null);
  }
  if (endpoint === '/verify-email') {
    const conflict = await emailChangeConflict(db, c.req.query('token') ?? '');
    if (conflict) return c.redirect(conflict, 302);
  }
  if (endpoint === '/reset-password') {
    // the person's own names and address, found by the token, are words an attacker tries first
    const owner = typeof body.token === 'string' ? await findResetTokenOwner(db, { token: body.token }) : null;
    assertPasswordStrong(typeof body.newPassword === 'string' ? body.newPassword : '', 'newPassword', owner ?? {});
  }

  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = c.get('clientAddress');
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  // The attempt is counted before the password is checked, so a burst cannot get more guesses through
  // than the lock allows (ADR 017); it is given back when the password was never checked. The same for the
  // client address across accounts (ADR 028), unless this browser has signed in to this account before.
  const deviceCookie = getCookie(c, KNOWN_DEVICE_COOKIE);
  const addressKey = lockKey && email && address && !isKnownDevice(env.BETTER_AUTH_SECRET, deviceCookie, email) ? addressLockKey(address) : null;
  if (lockKey) await reserveAttempt(db, lockKey, clock());
  if (addressKey) {
    try {
      await reserveAddressAttempt(db, addressKey, clock());
    } catch (error) {
      if (lockKey) await releaseAttempt(db, lockKey);
      throw error;
    }
  }
  const giveBack = async () => {
    if (lockKey) await releaseAttempt(db, lockKey);
    if (addressKey) await releaseAddressAttempt(db, addressKey);
  };
  let res: Response;
  try {
    res = await auth.handler(new Request(c.req.url, { method, headers, body: bodyText }));
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (lockKey && !res.ok && res.status !== 401 && res.status !== 400) await giveBack();

  if (res.status === 429) throw new RateLimitedError(Number(res.headers.get('x-retry-after')) || 60);
  const json = await readJson(res);

  if (isPasswordSignIn) {
    if (res.ok) {
      if (lockKey) await clearFailures(db, lockKey);
      if (addressKey) await releaseAddressAttempt(db, addressKey);
      const { token: _token, ...rest } = json ?? {};
      const answer = withJson(res, rest);
      // this browser now knows the account: its next sign-ins skip the address's limit
      if (email) {
        const mark = withDeviceMark(env.BETTER_AUTH_SECRET, deviceCookie, email);
        answer.headers.append('set-cookie', `${KNOWN_DEVICE_COOKIE}=${mark}; Path=/api/auth/sign-in; Max-Age=${KNOWN_DEVICE_MAX_AGE}; HttpOnly; SameSite=Lax${env.isProduction ? '; Secure' : ''}`);
      }
      return answer;
    }
    if (res.status === 401 || res.status === 400) {
      // the attempt stays counted (reserveAttempt)
      // Unknown e-mail, wrong password and an account without a password answer alike; a password no
      // account can have (outside 10..128) is told to reset (product-spec §8).
      if (password !== null && isImpossiblePassword(password)) throw new ApiError('PASSWORD_RESET_REQUIRED', SIGN_IN_MESSAGES.resetPassword);
      throw new ApiError('INVALID_CREDENTIALS', SIGN_IN_MESSAGES.invalidCredentials);
    }
  }
  if (endpoint === '/verify-email' && res.status === 302 && !(res.headers.get('location') ?? '').includes('error=')) {
    const claims = emailChangeClaims(c.req.query('token') ?? '');
    if (claims) await afterEmailChanged(c.get('deps'), claims);
  }
  if (res.status >= 400) throw toApiError(res.status, json);
  if (endpoint === '/get-session' && json && typeof json.session === 'object' && json.session !== null) {
    const { token: _token, ...session } = json.session as Record<string, unknown>;
    return withJson(res, { ...json, session });
  }
  return res;
}

/** Mounted at /api/auth/* by app.ts. */
export const authProviderRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => handle(c));
