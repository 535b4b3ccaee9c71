// A teacher types a student's progress in when no LMS reports it (the route refuses while one does); one unit of work.
import { setParticipantProgress } from '@valik/db/queries';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function typeProgress(deps: WorkDeps, input: { participantId: number; percent: number }): Promise<void> {
  await unitOfWork(deps, (tx) => setParticipantProgress(tx, input));
}
