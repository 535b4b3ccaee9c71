// The Gmail address a student uses in Google Classroom (the route checks its form); one unit of work.
import { setClassroomEmail } from '@valik/db/queries';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function saveClassroomEmail(deps: WorkDeps, input: { userId: number; email: string | null }): Promise<void> {
  await unitOfWork(deps, (tx) => setClassroomEmail(tx, input));
}
