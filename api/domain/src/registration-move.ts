// Whether a registration may be moved to another cohort at all (issue 29 item 3; issue 30: one rule for the
// portal's and the console's move button): a live registration without a result, and for the student only
// before the course starts. canTransfer (cohort-transfer.ts) starts with these rules and then judges each
// target cohort. A module of its own: the console's first page takes cohort-transfer.ts's messages (its
// table of the API's texts), and this rule belongs only to the registrations' chunk.
import type { DateInput } from './dates.ts';
import { refundForCancellation } from './registration-rules.ts';

/** The states a registration moves in: live, without a result. */
export const MOVABLE_STATUSES: readonly string[] = ['REGISTERED', 'IN_PROGRESS'];

/** May the student (before the start) move their own registration out of this cohort now? */
export function studentMayTransferFrom(from: { startDate: DateInput }, now: Date): boolean {
  const start = new Date(from.startDate).getTime();
  return now.getTime() < start && refundForCancellation(from, now) === 'FULL';
}

/**
 * May this registration be moved at all now: the "move" button of My courses (the API's can_transfer) and
 * of the console's registrations. The same rules canTransfer starts with; which cohorts it may move to,
 * each with its verdict, the API answers (GET …/transfer-targets), for both.
 */
export function mayMoveRegistration(input: { by: 'STUDENT' | 'ADMIN'; participantStatus: string; from: { startDate: DateInput } }, now: Date): boolean {
  return MOVABLE_STATUSES.includes(input.participantStatus) && (input.by === 'ADMIN' || studentMayTransferFrom(input.from, now));
}

