// Results of a cohort's students, one or many at once (issue 8 item 3): the console's status change
// (changeParticipantStatus: row lock + COHORT_PARTICIPANT_STATUS_CHANGE with the actor) for each, and a
// diploma for every COMPLETED one the diploma rule allows, and their e-mails queued in the outbox, in one
// transaction. Diplomas are one per registration (unique participant_id), so setting COMPLETED again never
// issues a second one. A result is refused before the cohort's last class week (issue 18 item 1).
import { findCohortParticipants } from '@valik/db/queries';
import { changeParticipantStatus } from '@valik/db/queries/manage';
import { issueDiploma } from '../diplomas/issue-diploma.ts';
import { queueResultNotice } from '../teaching/notify.ts';
import { canSetResult, diplomaBlock, isResultStatus, toDate, RESULT_RULE_MESSAGES, type ScheduledCohort } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export const RESULT_STATUSES = ['COMPLETED', 'FAILED', 'AWAITING_RESULT'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const RESULT_MESSAGES = {
  notInCohort: 'The student is not registered in this cohort',
  canceled: 'A cancelled registration cannot get a result',
  notEnded: 'Awaiting result can be set only after the course has ended',
  tooEarly: RESULT_RULE_MESSAGES.tooEarly,
} as const;

export interface ResultChange {
  participantId: number;
  userId: number;
  from: string;
  to: ResultStatus;
  changed: boolean;
  diplomaIssued: boolean;
}

/** Refuses a result (COMPLETED / FAILED) before the cohort's last class week; the console's change uses it too. */
export function assertResultAllowed(cohort: ScheduledCohort, status: string, now: Date): void {
  if (isResultStatus(status) && !canSetResult(cohort, now)) throw new ApiError('CONFLICT', RESULT_MESSAGES.tooEarly);
}

export async function setParticipantResults(
  deps: WorkDeps,
  input: { cohortId: number; cohort: ScheduledCohort; participantIds: number[]; status: ResultStatus; actorUserId: number },
): Promise<ResultChange[]> {
  const now = deps.clock();
  if (input.status === 'AWAITING_RESULT' && now.getTime() < toDate(input.cohort.endDate).getTime()) {
    throw new ApiError('CONFLICT', RESULT_MESSAGES.notEnded);
  }
  assertResultAllowed(input.cohort, input.status, now);
  const ids = [...new Set(input.participantIds)];
  return unitOfWork(deps, async (tx) => {
    const rows = await findCohortParticipants(tx, { cohortId: input.cohortId, participantIds: ids });
    if (rows.length !== ids.length) throw new ApiError('NOT_FOUND', RESULT_MESSAGES.notInCohort);
    if (rows.some((r) => r.status === 'CANCELED')) throw new ApiError('CONFLICT', RESULT_MESSAGES.canceled);
    const changes: ResultChange[] = [];
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const result = await changeParticipantStatus(tx, { id: row.id, status: input.status, actorUserId: input.actorUserId });
      let diplomaIssued = false;
      const facts = { participantStatus: input.status, endDate: input.cohort.endDate, defaultPayer: row.defaultPayer, invoiceStatus: row.invoiceStatus };
      if (diplomaBlock(facts, now) === null) {
        diplomaIssued = (await issueDiploma(tx, { participantId: row.id, userId: row.userId })).issued;
      }
      const changed = result?.changed ?? false;
      // the result's e-mail; a new diploma's e-mail tells the result too, with the download link
      if (changed && !diplomaIssued && (input.status === 'COMPLETED' || input.status === 'FAILED')) {
        await queueResultNotice(tx, { participantId: row.id, userId: row.userId, cohortId: input.cohortId });
      }
      changes.push({ participantId: row.id, userId: row.userId, from: result?.from ?? row.status, to: input.status, changed, diplomaIssued });
    }
    return changes;
  });
}
