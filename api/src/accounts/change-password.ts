import { APIError } from 'better-auth/api';
import { setSessionAalByToken } from '@valik/db/queries';
import type { AppDeps, RequestSession } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { sendEmail } from '../mail/send-email.ts';
import type { SessionUser } from '../contracts/index.ts';

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
  const { mailer, tasks } = deps.auth.services;
  tasks.run('password-changed-email', () =>
    sendEmail(deps.db, mailer, {
      template: 'passwordChanged',
      to: input.user.email,
      lang: input.user.language ?? 'et',
      data: { name: input.user.first_name, url: `${deps.env.PUBLIC_BASE_URL}/auth/update-password` },
      userId: input.user.id,
    }),
  );
  return result.headers;
}
