import type { User, UserRole } from '@valik/db/schema';
import type { Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';
import { assertEmailFree, insertAccount, invitationLink, rethrowDuplicate } from './new-account.ts';
import { ensureRoleProfile } from './role-profile.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

export interface CreateUserInput {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  /** required for SCHOOL_REP; optional school of a student or teacher */
  schoolId?: number | null;
  phoneNumber?: string | null;
  /** language of the invitation e-mail and the account; Estonian when not given */
  language?: Lang | null;
  /** the admin creating the account */
  actorUserId: number;
}

/**
 * An admin creates an account of any role (spec §6 "creates users"). It has no password: the person
 * gets an invitation e-mail with a link to set one (valid 7 days, once), which also confirms the address.
 */
export async function createUserWithInvitation(deps: AppDeps, input: CreateUserInput): Promise<User> {
  const { db, env } = deps;
  await assertEmailFree(db, input.email);
  const { user, url } = await unitOfWork(deps, async (tx) => {
      const created = await insertAccount(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: input.role,
        password: null,
        phoneNumber: input.phoneNumber ?? null,
        language: input.language ?? null,
        metadata: { provider: 'invitation', invited_by: input.actorUserId },
      });
      await ensureRoleProfile(tx, { userId: created.id, role: input.role, schoolId: input.schoolId });
      return { user: created, url: await invitationLink(tx, env, created.authId ?? '', deps.clock()) };
  }).catch(rethrowDuplicate);
  const { mailer, tasks } = deps;
  tasks.run('invitation-email', () =>
    sendEmail(db, mailer, {
      template: 'invitation',
      to: user.email,
      lang: input.language ?? 'et',
      data: { name: user.firstName, url, role: user.role },
      userId: user.id,
    }),
  );
  return user;
}
