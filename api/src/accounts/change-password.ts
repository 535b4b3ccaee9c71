import { APIError } from 'better-auth/api';
import { setSessionAalByToken } from '@valik/db/queries';
import type { AppDeps, RequestSession } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { SessionUser } from '@valik/domain/contracts';
import { assertPasswordStrong } from './common-passwords.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const NO_PASSWORD_YET = 'Your account has no password yet. Set one with “Forgot your password?”.';

/**
 * Changes the own password. Every other session ends; this one is replaced by a new session at the
 * same assurance level (its cookie comes back in the returned headers). The person gets an e-mail.
 */
export async function changePassword(
  deps: AppDeps,
  input: { headers: Headers; session: RequestSession; user: SessionUser; currentPassword: string; newPassword: string },
): Promise<Headers> {
  assertPasswordStrong(input.newPassword, 'password', { firstName: input.user.first_name, lastName: input.user.last_name, email: input.user.email });
  let result: { headers: Headers; response: { token: string | null } };
  try {
    result = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: input.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code;
      if (code === 'INVALID_PASSWORD') {
        throw new ApiError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, [{ path: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
      }
      if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new ApiError('BAD_REQUEST', NO_PASSWORD_YET);
    }
    throw error;
  }
  if (result.response.token) await setSessionAalByToken(deps.db, { token: result.response.token, aal: input.session.aal });
  // better-auth committed the change; the notice follows it into the outbox
  await unitOfWork(deps, (tx) => queueEmail(tx, { userId: input.user.id, template: 'passwordChanged', data: (_lang, to) => ({ name: to.firstName, url: `${deps.env.PUBLIC_BASE_URL}/auth/update-password` }) }));
  return result.headers;
}
