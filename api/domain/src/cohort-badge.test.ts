import { describe, expect, it } from 'vitest';
import { getCohortState, lastSpotsThreshold, nextCohortStateChange, type CohortStateInput } from './cohort-badge.ts';
import { at } from './test-helpers.ts';

// Starts Monday 14 September 2026, ends Friday 20 November 2026 (Tallinn).
const cohort = (over: Partial<CohortStateInput> = {}): CohortStateInput => ({
  status: 'REGISTRATION_OPEN',
  startDate: at('2026-09-14 00:00'),
  endDate: at('2026-11-20 00:00'),
  size: 20,
  seatsTaken: 5,
  ...over,
});
const farAhead = at('2026-08-01 12:00');

describe('getCohortState', () => {
  it('gives REGISTRATION_OPEN to an open cohort with seats, starting in more than 7 days', () => {
    expect(getCohortState(cohort(), farAhead)).toEqual({
      badge: 'REGISTRATION_OPEN',
      availability: 'OPEN',
      canRegister: true,
      seatsLeft: 15,
    });
  });

  it('gives LAST_SPOTS when 3 or fewer seats are left in a small group', () => {
    expect(getCohortState(cohort({ size: 10, seatsTaken: 7 }), farAhead).badge).toBe('LAST_SPOTS');
    expect(getCohortState(cohort({ size: 10, seatsTaken: 6 }), farAhead).badge).toBe('REGISTRATION_OPEN');
  });

  it('gives LAST_SPOTS at 20% of a larger group (4 of 20 left) but not at 5', () => {
    expect(getCohortState(cohort({ seatsTaken: 16 }), farAhead).badge).toBe('LAST_SPOTS');
    expect(getCohortState(cohort({ seatsTaken: 15 }), farAhead).badge).toBe('REGISTRATION_OPEN');
  });

  it('gives STARTING_SOON from 7 Tallinn days before the start day', () => {
    expect(getCohortState(cohort(), at('2026-09-07 00:00')).badge).toBe('STARTING_SOON');
    expect(getCohortState(cohort(), at('2026-09-06 23:59')).badge).toBe('REGISTRATION_OPEN');
    expect(getCohortState(cohort(), at('2026-09-13 23:59')).badge).toBe('STARTING_SOON');
  });

  it('prefers LAST_SPOTS over STARTING_SOON', () => {
    expect(getCohortState(cohort({ seatsTaken: 18 }), at('2026-09-10 12:00')).badge).toBe('LAST_SPOTS');
  });

  it('gives LAST_DAYS from the start day through the 14th day', () => {
    expect(getCohortState(cohort(), at('2026-09-14 00:00'))).toMatchObject({ badge: 'LAST_DAYS', canRegister: true });
    expect(getCohortState(cohort({ status: 'IN_PROGRESS' }), at('2026-09-27 23:59')).badge).toBe('LAST_DAYS');
  });

  it('prefers LAST_DAYS over LAST_SPOTS once the cohort has started', () => {
    expect(getCohortState(cohort({ seatsTaken: 19 }), at('2026-09-15 10:00')).badge).toBe('LAST_DAYS');
  });

  it('closes a running cohort to new students 14 days after the start day', () => {
    expect(getCohortState(cohort({ status: 'IN_PROGRESS' }), at('2026-09-28 00:00'))).toEqual({
      badge: null,
      availability: 'CLOSED',
      canRegister: false,
      seatsLeft: 15,
    });
  });

  it('offers the waitlist when every seat is taken', () => {
    expect(getCohortState(cohort({ seatsTaken: 20 }), farAhead)).toEqual({
      badge: 'JOIN_WAITLIST',
      availability: 'FULL',
      canRegister: true,
      seatsLeft: 0,
    });
  });

  it('offers the waitlist for GROUP_FULL even when seats look free', () => {
    expect(getCohortState(cohort({ status: 'GROUP_FULL', seatsTaken: 3 }), farAhead)).toMatchObject({
      badge: 'JOIN_WAITLIST',
      availability: 'FULL',
      canRegister: true,
    });
  });

  it('never reports negative seats when a group is overbooked', () => {
    expect(getCohortState(cohort({ seatsTaken: 22 }), farAhead).seatsLeft).toBe(0);
  });

  it('prefers the waitlist over LAST_DAYS in a full running group', () => {
    expect(getCohortState(cohort({ status: 'IN_PROGRESS', seatsTaken: 20 }), at('2026-09-20 12:00')).badge).toBe(
      'JOIN_WAITLIST',
    );
  });

  it('closes a full group too once the late-join window is over', () => {
    expect(getCohortState(cohort({ status: 'GROUP_FULL' }), at('2026-10-10 12:00'))).toMatchObject({
      badge: null,
      availability: 'CLOSED',
      canRegister: false,
    });
  });

  it('shows a DRAFT cohort as not open yet, without a badge', () => {
    expect(getCohortState(cohort({ status: 'DRAFT' }), farAhead)).toEqual({
      badge: null,
      availability: 'NOT_OPEN_YET',
      canRegister: false,
      seatsLeft: 15,
    });
  });

  it('closes COMPLETED, CANCELED, TEACHER_PAID and unknown statuses', () => {
    for (const status of ['COMPLETED', 'CANCELED', 'TEACHER_PAID', 'SOMETHING_NEW']) {
      expect(getCohortState(cohort({ status }), farAhead)).toMatchObject({
        badge: null,
        availability: 'CLOSED',
        canRegister: false,
      });
    }
  });

  it('closes a registrable cohort whose end day is over', () => {
    const ended = cohort({ startDate: at('2026-09-14 00:00'), endDate: at('2026-09-18 00:00') });
    expect(getCohortState({ ...ended, status: 'GROUP_FULL' }, at('2026-09-19 00:00')).availability).toBe('CLOSED');
  });
});

describe('lastSpotsThreshold', () => {
  it('is 3 seats, or a fifth of the group rounded down when that is more', () => {
    expect(lastSpotsThreshold(8)).toBe(3);
    expect(lastSpotsThreshold(19)).toBe(3);
    expect(lastSpotsThreshold(20)).toBe(4);
    expect(lastSpotsThreshold(30)).toBe(6);
  });
});

describe('nextCohortStateChange', () => {
  const statuses = ['REGISTRATION_OPEN', 'GROUP_FULL', 'IN_PROGRESS'];
  const seats = [0, 17, 20];
  const stateAt = (now: Date) =>
    statuses.flatMap((status) => seats.map((seatsTaken) => getCohortState(cohort({ status, seatsTaken }), now)));

  it('names the boundaries of the badge in order: starting soon, start day, late join over, ended', () => {
    const steps: Date[] = [];
    let now = farAhead;
    for (let next = nextCohortStateChange(cohort(), now); next; next = nextCohortStateChange(cohort(), now)) {
      steps.push(next);
      now = next;
    }
    expect(steps).toEqual([at('2026-09-07 00:00'), at('2026-09-14 00:00'), at('2026-09-28 00:00'), at('2026-11-21 00:00')]);
  });

  it('keeps every state unchanged until the instant it names, for any status and seats', () => {
    for (const now of [farAhead, at('2026-09-08 10:00'), at('2026-09-20 10:00'), at('2026-10-01 10:00')]) {
      const next = nextCohortStateChange(cohort(), now)!;
      expect(stateAt(new Date(next.getTime() - 1)), `${now.toISOString()}`).toEqual(stateAt(now));
    }
    // the first three change something; the end day matters only when it comes before the late join is over
    for (const now of [farAhead, at('2026-09-08 10:00'), at('2026-09-20 10:00')]) {
      expect(stateAt(nextCohortStateChange(cohort(), now)!)).not.toEqual(stateAt(now));
    }
  });

  it('is null once the cohort has ended', () => {
    expect(nextCohortStateChange(cohort(), at('2026-11-21 00:00'))).toBeNull();
  });
});
