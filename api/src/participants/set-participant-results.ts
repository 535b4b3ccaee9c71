// Results of a cohort's students, one or many at once (issue 8 item 3): the console's status change
// (changeParticipantStatus: row lock + COHORT_PARTICIPANT_STATUS_CHANGE with the actor) for each, and a
// diploma for every COMPLETED one, in one transaction. Diplomas are one per registration (unique
// participant_id), so setting COMPLETED again never issues a second one.
import type { Db } from '@valik/db/client';
import { findCohortParticipants } from '@valik/db/queries';
import { changeParticipantStatus } from '@valik/db/queries/manage';
import { issueDiploma } from '../diplomas/issue-diploma.ts';
import { toDate, type DateInput } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';

export const RESULT_STATUSES = ['COMPLETED', 'FAILED', 'AWAITING_RESULT'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const RESULT_MESSAGES = {
  notInCohort: 'The student is not registered in this cohort',
  canceled: 'A cancelled registration cannot get a result',
  notEnded: 'Awaiting result can be set only after the course has ended',
} as const;

export interface ResultChange {
  participantId: number;
  userId: number;
  from: string;
  to: ResultStatus;
  changed: boolean;
  diplomaIssued: boolean;
}

export async function setParticipantResults(
  db: Db,
  input: { cohortId: number; cohortEndDate: DateInput; participantIds: number[]; status: ResultStatus; actorUserId: number },
  now: Date,
): Promise<ResultChange[]> {
  if (input.status === 'AWAITING_RESULT' && now.getTime() < toDate(input.cohortEndDate).getTime()) {
    throw new ApiError('CONFLICT', RESULT_MESSAGES.notEnded);
  }
  const ids = [...new Set(input.participantIds)];
  return db.transaction(async (tx) => {
    const rows = await findCohortParticipants(tx, { cohortId: input.cohortId, participantIds: ids });
    if (rows.length !== ids.length) throw new ApiError('NOT_FOUND', RESULT_MESSAGES.notInCohort);
    if (rows.some((r) => r.status === 'CANCELED')) throw new ApiError('CONFLICT', RESULT_MESSAGES.canceled);
    const changes: ResultChange[] = [];
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const result = await changeParticipantStatus(tx, { id: row.id, status: input.status, actorUserId: input.actorUserId });
      let diplomaIssued = false;
      if (input.status === 'COMPLETED') {
        diplomaIssued = (await issueDiploma(tx, { participantId: row.id, userId: row.userId })).issued;
      }
      changes.push({ participantId: row.id, userId: row.userId, from: result?.from ?? row.status, to: input.status, changed: result?.changed ?? false, diplomaIssued });
    }
    return changes;
  });
}
