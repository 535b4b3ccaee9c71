import type { TeacherApplication } from '@valik/db/schema';
import { decideTeacherApplication, findUser, getTeacherApplication } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { APPLICATION_DECIDED, APPLICATION_NOT_FOUND } from './approve-teacher-application.ts';

/** An admin rejects a pending application; the account stays a student account and the person is told. */
export async function rejectTeacherApplication(
  deps: AppDeps,
  input: { applicationId: number; actorUserId: number },
): Promise<TeacherApplication> {
  const row = await unitOfWork(deps, async (tx) => {
    const existing = await getTeacherApplication(tx, { id: input.applicationId });
    if (!existing) throw new ApiError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const decided = await decideTeacherApplication(tx, { id: existing.id, status: 'REJECTED', decidedByUserId: input.actorUserId });
    if (!decided) throw new ApiError('CONFLICT', APPLICATION_DECIDED);
    const user = await findUser(tx, { id: decided.userId });
    if (user && !user.deletedAt) await queueEmail(tx, { userId: user.id, template: 'teacherApplicationRejected', data: (_lang, to) => ({ name: to.firstName }) });
    return decided;
  });
  return row;
}
