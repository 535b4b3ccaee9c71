import { and, eq, isNull } from 'drizzle-orm';
import { students, users } from '@valik/db/schema';
import type { TeacherApplication } from '@valik/db/schema';
import { insertTeacherApplication } from '@valik/db/queries';
import type { Lang } from '../contracts/index.ts';
import type { TeacherApplicationInput } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';
import { sendVerificationEmail } from './create-student-account.ts';
import { assertEmailFree, insertAccount, rethrowDuplicate } from './new-account.ts';

/**
 * A teacher application (/auth/signup-teacher): an account (a student one until an admin approves)
 * and the application; the applicant gets a receipt and the confirmation link, every admin a notice.
 */
export async function submitTeacherApplication(
  deps: AppDeps,
  input: TeacherApplicationInput & { lang: Lang; ipAddress: string | null },
): Promise<TeacherApplication> {
  const { db, env } = deps;
  await assertEmailFree(db, input.email);
  const { user, application } = await db
    .transaction(async (tx) => {
      const created = await insertAccount(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: 'STUDENT',
        password: input.password,
        phoneNumber: input.phoneNumber,
        language: input.lang,
        metadata: { provider: 'email', teacher_application: true, ...(input.ipAddress ? { ip_address: input.ipAddress } : {}) },
      });
      await tx.insert(students).values({ userId: created.id });
      const row = await insertTeacherApplication(tx, {
        userId: created.id,
        firstName: created.firstName,
        lastName: created.lastName,
        email: created.email,
        phoneNumber: input.phoneNumber,
        shortDescription: input.shortDescription,
        courses: input.courses,
      });
      return { user: created, application: row };
    })
    .catch(rethrowDuplicate);

  await sendVerificationEmail(deps, user);
  const { mailer, tasks } = deps.auth.services;
  tasks.run('teacher-application-emails', async () => {
    await sendEmail(db, mailer, { template: 'teacherApplicationReceived', to: user.email, lang: input.lang, data: { name: user.firstName }, userId: user.id });
    const admins = await db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(and(eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
    for (const admin of admins) {
      await sendEmail(db, mailer, {
        template: 'teacherApplicationSubmitted',
        to: admin.email,
        lang: admin.language ?? 'et',
        data: {
          applicant: `${user.firstName} ${user.lastName}`,
          email: user.email,
          courses: application.courses,
          url: `${env.PUBLIC_BASE_URL}/manage/teacher_applications/${application.id}`,
        },
        userId: admin.id,
      });
    }
  });
  return application;
}
