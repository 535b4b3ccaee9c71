// What a cohort card shows: a badge, an availability state and whether the register button works.
// The spec names the labels (LAST_SPOTS, REGISTRATION_OPEN, JOIN_WAITLIST, LAST_DAYS, STARTING_SOON) and
// the states (group full, not open yet, closed) but no thresholds; ours are in constants.ts.
//
// Rules, first match wins (days are Europe/Tallinn calendar days, see cohort-progress.ts):
//  1. DRAFT                                     → NOT_OPEN_YET, no badge, cannot register
//  2. COMPLETED, CANCELED, TEACHER_PAID, any
//     other non-registrable status, or the
//     end day is over                           → CLOSED, no badge, cannot register
//  3. started and the late-join window is over
//     (LATE_JOIN_DAYS = 14 days after the start
//     day: days 0..13 are still open)           → CLOSED, no badge, cannot register (a waitlist for a
//                                                 group nobody can join any more would be a false promise)
//  4. full: seatsTaken >= size or GROUP_FULL    → FULL, JOIN_WAITLIST, can register (joins the waitlist)
//  5. started, within the late-join window      → OPEN, LAST_DAYS
//  6. seats left <= max(3, floor(20% of size))  → OPEN, LAST_SPOTS (scarcity beats the date)
//  7. start day at most 7 days away             → OPEN, STARTING_SOON
//  8. otherwise                                 → OPEN, REGISTRATION_OPEN
import type { CohortAvailability, CohortBadge } from './contracts/catalog.ts';
import {
  LAST_SPOTS_MIN_SEATS,
  LAST_SPOTS_SHARE,
  LATE_JOIN_DAYS,
  STARTING_SOON_DAYS,
} from './constants.ts';
import { hasCohortEnded, hasCohortStarted } from './cohort-progress.ts';
import { addTallinnDays, endOfTallinnDay, startOfTallinnDay, type DateInput } from './dates.ts';
import { isRegistrableStatus } from './registration-rules.ts';

export interface CohortStateInput {
  status: string;
  startDate: DateInput;
  endDate: DateInput;
  size: number;
  seatsTaken: number;
}

export interface CohortState {
  badge: CohortBadge | null;
  availability: CohortAvailability;
  canRegister: boolean;
  seatsLeft: number;
}

/** LAST_SPOTS threshold: 3 seats, or a fifth of the group when that is more (size 20 → 4, 30 → 6). */
export function lastSpotsThreshold(size: number): number {
  return Math.max(LAST_SPOTS_MIN_SEATS, Math.floor(size * LAST_SPOTS_SHARE));
}

export function getCohortState(cohort: CohortStateInput, now: Date): CohortState {
  const seatsLeft = Math.max(0, cohort.size - cohort.seatsTaken);
  const closed: CohortState = { badge: null, availability: 'CLOSED', canRegister: false, seatsLeft };
  const open = (badge: CohortBadge): CohortState => ({ badge, availability: 'OPEN', canRegister: true, seatsLeft });

  if (cohort.status === 'DRAFT') {
    return { badge: null, availability: 'NOT_OPEN_YET', canRegister: false, seatsLeft };
  }
  if (!isRegistrableStatus(cohort.status) || hasCohortEnded(cohort, now)) return closed;

  const started = hasCohortStarted(cohort, now);
  const lateJoinEnds = addTallinnDays(startOfTallinnDay(cohort.startDate), LATE_JOIN_DAYS);
  if (started && now.getTime() >= lateJoinEnds.getTime()) return closed;

  if (cohort.status === 'GROUP_FULL' || seatsLeft === 0) {
    return { badge: 'JOIN_WAITLIST', availability: 'FULL', canRegister: true, seatsLeft };
  }
  if (started) return open('LAST_DAYS');
  if (seatsLeft <= lastSpotsThreshold(cohort.size)) return open('LAST_SPOTS');
  const startingSoonFrom = addTallinnDays(startOfTallinnDay(cohort.startDate), -STARTING_SOON_DAYS);
  if (now.getTime() >= startingSoonFrom.getTime()) return open('STARTING_SOON');
  return open('REGISTRATION_OPEN');
}

/**
 * The first instant after `now` at which the clock alone can change what `getCohortState` says of this
 * cohort (its seats and status staying as they are): the STARTING_SOON day, the start day, the end of the
 * late-join window and the end of the end day. Null when no such instant is left. A page rendered with
 * the cohort's badge stays right until then (issue 16: the rendered-page cache expires there).
 */
export function nextCohortStateChange(cohort: Pick<CohortStateInput, 'startDate' | 'endDate'>, now: Date): Date | null {
  const startDay = startOfTallinnDay(cohort.startDate);
  const candidates = [
    addTallinnDays(startDay, -STARTING_SOON_DAYS),
    startDay,
    addTallinnDays(startDay, LATE_JOIN_DAYS),
    // hasCohortEnded: strictly after the end day's last millisecond
    new Date(endOfTallinnDay(cohort.endDate).getTime() + 1),
  ];
  let next: Date | null = null;
  for (const at of candidates) {
    if (at.getTime() > now.getTime() && (next === null || at.getTime() < next.getTime())) next = at;
  }
  return next;
}
