import { describe, expect, it } from 'vitest';
import { canRegister, type RegistrationEligibilityInput } from './registration-eligibility.ts';
import { at } from './test-helpers.ts';

// Starts Monday 14 September 2026, ends Friday 20 November 2026 (Tallinn), 20 seats.
const cohort = (over: Partial<RegistrationEligibilityInput> = {}): RegistrationEligibilityInput => ({
  cohortStatus: 'REGISTRATION_OPEN',
  startDate: at('2026-09-14 00:00'),
  endDate: at('2026-11-20 00:00'),
  size: 20,
  seatsTaken: 5,
  alreadyRegistered: false,
  ...over,
});
const before = at('2026-08-01 12:00');

describe('canRegister', () => {
  it('registers while REGISTRATION_OPEN with seats left', () => {
    expect(canRegister(cohort(), before)).toEqual({ outcome: 'REGISTER' });
  });

  it('registers in a running IN_PROGRESS cohort through the 14th day after the start day', () => {
    expect(canRegister(cohort({ cohortStatus: 'IN_PROGRESS' }), at('2026-09-27 23:59'))).toEqual({ outcome: 'REGISTER' });
  });

  it('refuses a running cohort from the 14th day after the start day on', () => {
    expect(canRegister(cohort({ cohortStatus: 'IN_PROGRESS' }), at('2026-09-28 00:00'))).toEqual({
      outcome: 'REFUSED',
      reason: 'Registration for this cohort is closed',
    });
  });

  it('offers the waitlist when the last seat is taken (19 of 20 registers, 20 of 20 waits)', () => {
    expect(canRegister(cohort({ seatsTaken: 19 }), before)).toEqual({ outcome: 'REGISTER' });
    expect(canRegister(cohort({ seatsTaken: 20 }), before)).toEqual({ outcome: 'WAITLIST' });
  });

  it('offers the waitlist for a GROUP_FULL cohort', () => {
    expect(canRegister(cohort({ cohortStatus: 'GROUP_FULL', seatsTaken: 12 }), before)).toEqual({ outcome: 'WAITLIST' });
  });

  it('refuses a student who is already registered, before anything else', () => {
    for (const over of [{}, { seatsTaken: 20 }, { cohortStatus: 'COMPLETED' }]) {
      expect(canRegister(cohort({ ...over, alreadyRegistered: true }), before)).toEqual({
        outcome: 'REFUSED',
        reason: 'You are already registered for this cohort',
      });
    }
  });

  it('refuses a student who is already on the waitlist', () => {
    expect(canRegister(cohort({ seatsTaken: 20, alreadyWaitlisted: true }), before)).toEqual({
      outcome: 'REFUSED',
      reason: 'You are already on the waitlist for this cohort',
    });
  });

  it('refuses a DRAFT cohort as not open yet', () => {
    expect(canRegister(cohort({ cohortStatus: 'DRAFT' }), before)).toEqual({
      outcome: 'REFUSED',
      reason: 'Registration for this cohort has not opened yet',
    });
  });

  it('refuses COMPLETED, CANCELED and TEACHER_PAID cohorts', () => {
    for (const cohortStatus of ['COMPLETED', 'CANCELED', 'TEACHER_PAID']) {
      expect(canRegister(cohort({ cohortStatus }), before)).toEqual({
        outcome: 'REFUSED',
        reason: 'Registration for this cohort is closed',
      });
    }
  });

  it('refuses a cohort whose end day is over, even with a registrable status', () => {
    const short = cohort({ cohortStatus: 'IN_PROGRESS', startDate: at('2026-09-14 00:00'), endDate: at('2026-09-18 00:00') });
    expect(canRegister(short, at('2026-09-18 23:59')).outcome).toBe('REGISTER');
    expect(canRegister(short, at('2026-09-19 00:00')).outcome).toBe('REFUSED');
  });
});
