import { upsertStudentProfile } from '@valik/db/queries';
import type { User } from '@valik/db/schema';
import type { Lang } from '@valik/domain/contracts';
import type { SignupInput } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';
import { assertPasswordStrong } from './common-passwords.ts';
import { assertEmailFree, insertAccount, recordLegalAgreement, rethrowDuplicate, verificationLink } from './new-account.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

/**
 * Student sign-up (/auth/signup): the account with a students row, then the confirmation e-mail.
 * The person can sign in once the address is confirmed (the link signs them in).
 */
export async function createStudentAccount(
  deps: AppDeps,
  input: SignupInput & { lang: Lang; ipAddress: string | null },
): Promise<User> {
  const { db } = deps;
  assertPasswordStrong(input.password, 'password', input);
  await assertEmailFree(db, input.email);
  const user = await unitOfWork(deps, async (tx) => {
      const created = await insertAccount(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: 'STUDENT',
        password: input.password,
        language: input.lang,
        metadata: { provider: 'email', ...(input.ipAddress ? { ip_address: input.ipAddress } : {}) },
      });
      await upsertStudentProfile(tx, { userId: created.id });
      await recordLegalAgreement(tx, created.id, 'SIGNUP', deps.clock());
      return created;
  }).catch(rethrowDuplicate);
  await sendVerificationEmail(deps, user, input.redirect);
  return user;
}

/** The confirmation e-mail, sent in the background (its timing says nothing; a failure is logged). */
export async function sendVerificationEmail(deps: AppDeps, user: User, redirect?: string | null): Promise<void> {
  const { db, env } = deps;
  const { mailer, tasks } = deps;
  const url = await verificationLink(env, user.email, user.authId ?? '', redirect);
  tasks.run('verify-email', () =>
    sendEmail(db, mailer, { template: 'verifyEmail', to: user.email, lang: user.language ?? 'et', data: { name: user.firstName, url }, userId: user.id }),
  );
}
