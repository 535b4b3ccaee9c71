import { eq } from 'drizzle-orm';
import { users } from '@valik/db/schema';
import type { TeacherApplication } from '@valik/db/schema';
import { decideTeacherApplication, getTeacherApplication } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { sendEmail } from '../mail/send-email.ts';
import { APPLICATION_DECIDED, APPLICATION_NOT_FOUND } from './approve-teacher-application.ts';

/** An admin rejects a pending application; the account stays a student account and the person is told. */
export async function rejectTeacherApplication(
  deps: AppDeps,
  input: { applicationId: number; actorUserId: number },
): Promise<TeacherApplication> {
  const { db } = deps;
  const existing = await getTeacherApplication(db, { id: input.applicationId });
  if (!existing) throw new ApiError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const row = await decideTeacherApplication(db, { id: existing.id, status: 'REJECTED', decidedByUserId: input.actorUserId });
  if (!row) throw new ApiError('CONFLICT', APPLICATION_DECIDED);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (user && !user.deletedAt) {
    const { mailer, tasks } = deps.auth.services;
    tasks.run('teacher-rejected-email', () =>
      sendEmail(db, mailer, {
        template: 'teacherApplicationRejected',
        to: user.email,
        lang: user.language ?? 'et',
        data: { name: user.firstName },
        userId: user.id,
      }),
    );
  }
  return row;
}
