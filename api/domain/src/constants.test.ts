import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  COHORT_STATUSES,
  DIFFICULTY_SCORES,
  LOADING_BAR,
  PARTICIPANT_STATUSES,
  RETRY_STATUSES,
  SCHOOL_YEAR_START,
  SCHOOL_YEAR_SWITCH,
} from './constants.ts';

describe('constants', () => {
  it('lists the 17 activity types of the spec, the two Discord ones of issue 14, the two outbox ones of issue 25, the invoice paid from a bank statement of issue 28 and the cohort transfer of issue 29, once each', () => {
    expect(ACTIVITY_TYPES).toHaveLength(23);
    expect(new Set(ACTIVITY_TYPES).size).toBe(23);
    expect(ACTIVITY_TYPES).toContain('COHORT_TRANSFERRED');
  });

  it('lists the seven cohort statuses and six participant statuses', () => {
    expect(COHORT_STATUSES).toHaveLength(7);
    expect(PARTICIPANT_STATUSES).toHaveLength(6);
  });

  it('keeps the spec’s option order for difficulty scores', () => {
    expect(DIFFICULTY_SCORES).toEqual([1, 2, 5, 4, 3]);
  });

  it('starts the school year the day after the switch date (31 July → 1 August)', () => {
    const dayAfterSwitch = new Date(Date.UTC(2026, SCHOOL_YEAR_SWITCH.monthIndex, SCHOOL_YEAR_SWITCH.day + 1));
    expect([dayAfterSwitch.getUTCMonth(), dayAfterSwitch.getUTCDate()]).toEqual([
      SCHOOL_YEAR_START.monthIndex,
      SCHOOL_YEAR_START.day,
    ]);
  });

  it('matches the client behaviour of the spec', () => {
    expect(LOADING_BAR).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: '4px' });
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
