import { describe, expect, it } from 'vitest';
import { AT_RISK_DAYS_BEFORE_START, AT_RISK_MIN_FILL_SHARE, OVERVIEW_WEEKS } from './constants.ts';
import { atRiskMinimum, cohortAtRisk, fillPercent, overviewWeekIndex, overviewWeekStarts, type AtRiskInput } from './school-overview.ts';
import { at } from './test-helpers.ts';

// Now: Wednesday 11 November 2026, 10:00 Tallinn.
const now = at('2026-11-11 10:00');
const cohort = (over: Partial<AtRiskInput> = {}): AtRiskInput => ({
  status: 'REGISTRATION_OPEN',
  startDate: at('2026-11-16 16:00'),
  size: 20,
  minSize: 6,
  seatsTaken: 3,
  ...over,
});

describe('the at-risk rule', () => {
  it('names its thresholds once: 14 days before the start, 40 % of the seats', () => {
    expect(AT_RISK_DAYS_BEFORE_START).toBe(14);
    expect(AT_RISK_MIN_FILL_SHARE).toBe(0.4);
    expect(OVERVIEW_WEEKS).toBe(12);
  });

  it('needs the minimum group size or 40 % of the seats (rounded up), whichever is more', () => {
    expect(atRiskMinimum({ size: 20, minSize: 6 })).toBe(8);
    expect(atRiskMinimum({ size: 20, minSize: 10 })).toBe(10);
    expect(atRiskMinimum({ size: 16, minSize: 0 })).toBe(7); // 6.4 → 7
  });

  it('flags a cohort below its minimum group size near the start, and one that would run nearly empty', () => {
    expect(cohortAtRisk(cohort({ seatsTaken: 5 }), now)).toBe('BELOW_MIN_SIZE');
    expect(cohortAtRisk(cohort({ seatsTaken: 7 }), now)).toBe('LOW_FILL');
    expect(cohortAtRisk(cohort({ seatsTaken: 8 }), now)).toBeNull();
  });

  it('looks 14 Tallinn calendar days ahead, the 14th day included', () => {
    expect(cohortAtRisk(cohort({ startDate: at('2026-11-25 23:30') }), now)).toBe('BELOW_MIN_SIZE');
    expect(cohortAtRisk(cohort({ startDate: at('2026-11-26 00:00') }), now)).toBeNull();
  });

  it('leaves out a cohort that started, a draft and a canceled one', () => {
    expect(cohortAtRisk(cohort({ startDate: at('2026-11-11 09:00') }), now)).toBeNull();
    expect(cohortAtRisk(cohort({ status: 'DRAFT' }), now)).toBeNull();
    expect(cohortAtRisk(cohort({ status: 'CANCELED' }), now)).toBeNull();
    expect(cohortAtRisk(cohort({ status: 'GROUP_FULL', seatsTaken: 2 }), now)).toBe('BELOW_MIN_SIZE');
  });
});

describe('the overview weeks', () => {
  it('are 12 Monday-to-Sunday weeks in Tallinn, the current one last', () => {
    const starts = overviewWeekStarts(now);
    expect(starts).toHaveLength(12);
    expect(starts[11]).toEqual(at('2026-11-09 00:00'));
    expect(starts[0]).toEqual(at('2026-08-24 00:00'));
    // across the end of summer time (25 October 2026) every start is still Monday midnight in Tallinn
    expect(starts[9]).toEqual(at('2026-10-26 00:00'));
    expect(starts[8]).toEqual(at('2026-10-19 00:00'));
  });

  it('place an instant in its week, or nowhere outside them', () => {
    const starts = overviewWeekStarts(now);
    expect(overviewWeekIndex(at('2026-11-09 00:00'), starts)).toBe(11);
    expect(overviewWeekIndex(at('2026-11-08 23:59'), starts)).toBe(10);
    expect(overviewWeekIndex(at('2026-08-24 00:00'), starts)).toBe(0);
    expect(overviewWeekIndex(at('2026-08-23 23:59'), starts)).toBe(-1);
    expect(overviewWeekIndex(at('2026-11-16 00:00'), starts)).toBe(-1);
  });

  it('gives seat fill as a whole percentage', () => {
    expect(fillPercent(13, 16)).toBe(81);
    expect(fillPercent(0, 0)).toBe(0);
  });
});
