// Whether a student may register for a cohort now, and how (issue 6). The cohort's own rules are those of
// getCohortState (cohort-badge.ts), so the register button and the server never disagree:
//  - already registered (a live registration)       → REFUSED, checked first: the clearest message
//  - already on this cohort's waitlist              → REFUSED
//  - DRAFT                                          → REFUSED, not open yet
//  - closed (status, end day over, late-join over)  → REFUSED
//  - full (every seat taken, or GROUP_FULL)         → WAITLIST
//  - otherwise                                      → REGISTER
// The seat itself is taken by the server in one transaction; this only says what to try.
import { getCohortState } from './cohort-badge.ts';
import type { DateInput } from './dates.ts';

export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'You are already registered for this cohort',
  alreadyWaitlisted: 'You are already on the waitlist for this cohort',
  notOpenYet: 'Registration for this cohort has not opened yet',
  closed: 'Registration for this cohort is closed',
} as const;
const M = REGISTRATION_MESSAGES;

export type RegistrationRefusal = (typeof REGISTRATION_MESSAGES)[keyof typeof REGISTRATION_MESSAGES];

export type RegistrationEligibility =
  | { outcome: 'REGISTER' }
  | { outcome: 'WAITLIST' }
  | { outcome: 'REFUSED'; reason: RegistrationRefusal };

export interface RegistrationEligibilityInput {
  cohortStatus: string;
  startDate: DateInput;
  endDate: DateInput;
  size: number;
  /** live registrations (not CANCELED) */
  seatsTaken: number;
  /** the student has a live registration for this cohort */
  alreadyRegistered: boolean;
  /** the student is waiting in this cohort's line */
  alreadyWaitlisted?: boolean;
}

export function canRegister(input: RegistrationEligibilityInput, now: Date): RegistrationEligibility {
  if (input.alreadyRegistered) return { outcome: 'REFUSED', reason: M.alreadyRegistered };
  if (input.alreadyWaitlisted) return { outcome: 'REFUSED', reason: M.alreadyWaitlisted };
  const state = getCohortState(
    {
      status: input.cohortStatus,
      startDate: input.startDate,
      endDate: input.endDate,
      size: input.size,
      seatsTaken: input.seatsTaken,
    },
    now,
  );
  switch (state.availability) {
    case 'NOT_OPEN_YET':
      return { outcome: 'REFUSED', reason: M.notOpenYet };
    case 'CLOSED':
      return { outcome: 'REFUSED', reason: M.closed };
    case 'FULL':
      return { outcome: 'WAITLIST' };
    case 'OPEN':
      return { outcome: 'REGISTER' };
  }
}
