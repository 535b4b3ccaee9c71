import type { TeacherApplication } from '@valik/db/schema';
import { decideTeacherApplication, findUser, getTeacherApplication, setUserRole, upsertTeacherProfile } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';

export const APPLICATION_NOT_FOUND = 'The application could not be found';
export const APPLICATION_DECIDED = 'This application has already been decided';

/**
 * An admin approves a pending application: the applicant's account gets the TEACHER role and a
 * teachers row with their short description, and an e-mail saying so.
 */
export async function approveTeacherApplication(
  deps: AppDeps,
  input: { applicationId: number; actorUserId: number },
): Promise<TeacherApplication> {
  const { env } = deps;
  const decided = await unitOfWork(deps, async (tx) => {
    const existing = await getTeacherApplication(tx, { id: input.applicationId });
    if (!existing) throw new ApiError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const row = await decideTeacherApplication(tx, { id: existing.id, status: 'APPROVED', decidedByUserId: input.actorUserId });
    if (!row) throw new ApiError('CONFLICT', APPLICATION_DECIDED);
    const user = await findUser(tx, { id: row.userId });
    if (!user || user.deletedAt) throw new ApiError('NOT_FOUND', 'The user could not be found');
    // An admin who applied stays an admin; anyone else becomes a teacher.
    if (user.role !== 'ADMIN') await setUserRole(tx, { id: user.id, role: 'TEACHER' });
    await upsertTeacherProfile(tx, { userId: user.id, shortDescription: row.shortDescription });
    await queueEmail(tx, { userId: user.id, template: 'teacherApplicationApproved', data: (_lang, to) => ({ name: to.firstName, url: `${env.PUBLIC_BASE_URL}/auth/login` }) });
    return { row, user };
  });
  return decided.row;
}
