// The console's status change of one registration (issue 8 item 3): the row lock and
// COHORT_PARTICIPANT_STATUS_CHANGE with the actor (changeParticipantStatus), and — as from the teacher's
// roster (set-participant-results.ts) — the diploma of a passed student when the rule allows, its e-mail an
// outbox entry, all in one unit of work. A result is refused before the cohort's last class week.
import { changeParticipantStatus, getManageParticipant } from '@valik/db/queries/manage';
import type { CohortParticipantStatus } from '@valik/db/schema';
import { diplomaBlock } from '@valik/domain';
import { issueDiploma } from '../diplomas/issue-diploma.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { assertResultAllowed } from './set-participant-results.ts';

export interface ParticipantStatusChange {
  changed: boolean;
  diplomaIssued: boolean;
}

/** Null when the registration does not exist. */
export async function setParticipantStatus(
  deps: WorkDeps,
  input: { participantId: number; status: CohortParticipantStatus; actorUserId: number | null },
): Promise<ParticipantStatusChange | null> {
  const now = deps.clock();
  const before = await getManageParticipant(deps.db, { id: input.participantId });
  if (!before) return null;
  // the same rule as the teacher's roster: results from the last class week on (issue 18 item 1)
  assertResultAllowed({ startDate: before.cohortStartDate, endDate: before.cohortEndDate, classTimes: before.cohortClassTimes }, input.status, now);
  return unitOfWork(deps, async (tx) => {
    const change = await changeParticipantStatus(tx, { id: input.participantId, status: input.status, actorUserId: input.actorUserId });
    if (!change) return null;
    const facts = { participantStatus: input.status, endDate: before.cohortEndDate, defaultPayer: before.defaultPayer, invoiceStatus: before.invoiceStatus };
    if (diplomaBlock(facts, now) !== null) return { changed: change.changed, diplomaIssued: false };
    const { issued } = await issueDiploma(tx, { participantId: input.participantId, userId: before.userId });
    return { changed: change.changed, diplomaIssued: issued };
  });
}
