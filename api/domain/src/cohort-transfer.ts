// Moving a registration to another cohort of the same course (issue 29 item 3). The registration itself
// moves (its payment, invoice and payer with it); these are the rules both doors share:
//  - only a live registration that has no result yet (REGISTERED, IN_PROGRESS) moves;
//  - only to another cohort of the same course;
//  - the student moves their own only before the course starts, which is inside the refund window of
//    product-spec §9 (full refund up to 7 days after the start): after that only the school's staff can;
//  - the target takes the registration as it would take a new one (getCohortState): not a draft, not
//    closed, and with a free seat. A full target refuses: the registration stays where it is, and the
//    student may join the target's waitlist instead; a seat offered to the student there is theirs.
// The freed seat of the old cohort goes to its waitlist (the server's offerFreeSeats, under its lock).
import { getCohortState } from './cohort-badge.ts';
import type { DateInput } from './dates.ts';
import { MOVABLE_STATUSES, studentMayTransferFrom } from './registration-move.ts';

export const TRANSFER_MESSAGES = {
  notLive: 'Only a registration without a result can be moved to another cohort',
  sameCohort: 'The registration is already in this cohort',
  otherCourse: 'A registration can only be moved to another cohort of the same course',
  started: 'The course has started: only the school can move you to another cohort now. Please write to us',
  alreadyThere: 'There is already a registration for {cohort}',
  notOpenYet: 'Registration for {cohort} has not opened yet',
  closed: 'Registration for {cohort} is closed',
  full: 'There is no free seat in {cohort}: the registration stays where it is. Join the waitlist of {cohort} instead',
  paymentInProgress: 'A payment of this registration is in progress: try again when it has gone through',
} as const;

export type TransferRefusal = (typeof TRANSFER_MESSAGES)[keyof typeof TRANSFER_MESSAGES];

/** Who moves the registration: the student (their own, before the start) or an admin. */
export type TransferActor = 'STUDENT' | 'ADMIN';

export interface TransferCohort {
  id: number;
  name: string;
  courseId: number;
  status: string;
  startDate: DateInput;
  endDate: DateInput;
  size: number;
}

export interface TransferInput {
  by: TransferActor;
  participantStatus: string;
  from: TransferCohort;
  to: TransferCohort;
  /** seats of the target taken by others (registrations, open offers, payment holds; not the student's own) */
  seatsTakenInTarget: number;
  /** the student already has a live registration in the target */
  alreadyInTarget: boolean;
  /** the student holds an open waitlist offer of the target: that seat is theirs */
  holdsOfferInTarget?: boolean;
}

export type TransferCheck = { allowed: true } | { allowed: false; reason: TransferRefusal; vars?: Record<string, string> };

export function canTransfer(input: TransferInput, now: Date): TransferCheck {
  const refuse = (reason: TransferRefusal): TransferCheck => ({ allowed: false, reason, vars: { cohort: input.to.name } });
  if (!MOVABLE_STATUSES.includes(input.participantStatus)) return refuse(TRANSFER_MESSAGES.notLive);
  if (input.to.id === input.from.id) return refuse(TRANSFER_MESSAGES.sameCohort);
  if (input.to.courseId !== input.from.courseId) return refuse(TRANSFER_MESSAGES.otherCourse);
  if (input.by === 'STUDENT' && !studentMayTransferFrom(input.from, now)) return refuse(TRANSFER_MESSAGES.started);
  if (input.alreadyInTarget) return refuse(TRANSFER_MESSAGES.alreadyThere);
  const state = getCohortState(
    { status: input.to.status, startDate: input.to.startDate, endDate: input.to.endDate, size: input.to.size, seatsTaken: input.seatsTakenInTarget },
    now,
  );
  switch (state.availability) {
    case 'NOT_OPEN_YET':
      return refuse(TRANSFER_MESSAGES.notOpenYet);
    case 'CLOSED':
      return refuse(TRANSFER_MESSAGES.closed);
    case 'FULL':
      // an offer made to the student holds its seat even when the group shows as full
      if (input.holdsOfferInTarget && input.seatsTakenInTarget < input.to.size) return { allowed: true };
      return refuse(TRANSFER_MESSAGES.full);
    case 'OPEN':
      return { allowed: true };
  }
}
