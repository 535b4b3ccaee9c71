import type { TeacherApplication } from '@valik/db/schema';
import { insertTeacherApplication, listActiveAdmins, upsertStudentProfile } from '@valik/db/queries';
import type { Lang } from '@valik/domain/contracts';
import type { TeacherApplicationInput } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { sendVerificationEmail } from './create-student-account.ts';
import { assertEmailFree, insertAccount, recordLegalAgreement, rethrowDuplicate } from './new-account.ts';
import { assertPasswordStrong } from './common-passwords.ts';

/**
 * A teacher application (/auth/signup-teacher): an account (a student one until an admin approves)
 * and the application; the applicant gets a receipt and the confirmation link, every admin a notice.
 */
export async function submitTeacherApplication(
  deps: AppDeps,
  input: TeacherApplicationInput & { lang: Lang; ipAddress: string | null },
): Promise<TeacherApplication> {
  const { db, env } = deps;
  assertPasswordStrong(input.password, 'password', input);
  await assertEmailFree(db, input.email);
  const { user, application } = await unitOfWork(deps, async (tx) => {
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
      await upsertStudentProfile(tx, { userId: created.id });
      await recordLegalAgreement(tx, created.id, 'TEACHER_APPLICATION', deps.clock());
      const row = await insertTeacherApplication(tx, {
        userId: created.id,
        firstName: created.firstName,
        lastName: created.lastName,
        email: created.email,
        phoneNumber: input.phoneNumber,
        shortDescription: input.shortDescription,
        courses: input.courses,
      });
      // the receipt to the applicant and a notice to every admin, through the outbox
      await queueEmail(tx, { userId: created.id, template: 'teacherApplicationReceived', data: (_lang, to) => ({ name: to.firstName }) });
      for (const admin of await listActiveAdmins(tx)) {
        await queueEmail(tx, {
          userId: admin.id,
          template: 'teacherApplicationSubmitted',
          data: () => ({
            applicant: `${created.firstName} ${created.lastName}`,
            email: created.email,
            courses: row.courses,
            // the console's list of applications, searched for this applicant (the console has no page per application)
            url: `${env.PUBLIC_BASE_URL}/manage/teacher_applications?filter=${encodeURIComponent(JSON.stringify({ q: created.email, status: 'PENDING' }))}`,
          }),
        });
      }
      return { user: created, application: row };
    }).catch(rethrowDuplicate);

  await sendVerificationEmail(deps, user);
  return application;
}
