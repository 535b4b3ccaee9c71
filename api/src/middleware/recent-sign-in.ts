import { createMiddleware } from 'hono/factory';
import { recentlyAuthenticated } from '@valik/domain';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';

export const REAUTH_MESSAGE = 'Please confirm it is you: enter your password.';

/**
 * After `allow('auth')` on a sensitive change (e-mail, password, second factors, recovery codes,
 * deleting the account): the session must have signed in or re-authenticated
 * (`POST /api/v1/auth/reauthenticate`) within the last minutes, else 403 REAUTH_REQUIRED, which the
 * portal answers with its password (and code) dialog and then repeats the call (ADR 017).
 */
export function recentSignIn() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    if (!recentlyAuthenticated(session.authenticatedAt, c.get('deps').clock())) throw new ApiError('REAUTH_REQUIRED', REAUTH_MESSAGE);
    return next();
  });
}
