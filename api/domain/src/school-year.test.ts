import { describe, expect, it } from 'vitest';
import { getSchoolYear, isInSchoolYearFilter, schoolYearFilter } from './school-year.ts';
import { at } from './test-helpers.ts';

describe('getSchoolYear', () => {
  it('puts 31 July 23:59 Tallinn in the old school year', () => {
    const year = getSchoolYear(at('2026-07-31 23:59'));
    expect(year.label).toBe('2025/2026');
    expect(year.start).toEqual(at('2025-08-01 00:00'));
    expect(year.end).toEqual(at('2026-08-01 00:00'));
  });

  it('starts the new school year at 1 August 00:00 Tallinn', () => {
    const year = getSchoolYear(at('2026-08-01 00:00'));
    expect(year.label).toBe('2026/2027');
    expect(year.startYear).toBe(2026);
    expect(year.start.toISOString()).toBe('2026-07-31T21:00:00.000Z');
  });

  it('keeps January to July in the year that began the August before', () => {
    expect(getSchoolYear(at('2027-01-15 12:00')).label).toBe('2026/2027');
  });
});

describe('schoolYearFilter', () => {
  const now = at('2026-10-01 12:00');

  it('gives no limits for ALL', () => {
    expect(schoolYearFilter('ALL', now)).toEqual({});
  });

  it('gives the current, next and last previous school years as half-open ranges', () => {
    expect(schoolYearFilter('CURRENT', now)).toEqual({ from: at('2026-08-01 00:00'), to: at('2027-08-01 00:00') });
    expect(schoolYearFilter('NEXT', now)).toEqual({ from: at('2027-08-01 00:00'), to: at('2028-08-01 00:00') });
    expect(schoolYearFilter('LAST_PREVIOUS', now)).toEqual({ from: at('2025-08-01 00:00'), to: at('2026-08-01 00:00') });
  });

  it('gives everything before the current school year for ALL_PREVIOUS', () => {
    expect(schoolYearFilter('ALL_PREVIOUS', now)).toEqual({ to: at('2026-08-01 00:00') });
  });
});

describe('isInSchoolYearFilter', () => {
  const now = at('2026-10-01 12:00');

  it('splits CURRENT and LAST_PREVIOUS at 1 August 00:00 Tallinn', () => {
    expect(isInSchoolYearFilter(at('2026-07-31 23:59'), 'CURRENT', now)).toBe(false);
    expect(isInSchoolYearFilter(at('2026-07-31 23:59'), 'LAST_PREVIOUS', now)).toBe(true);
    expect(isInSchoolYearFilter(at('2026-08-01 00:00'), 'CURRENT', now)).toBe(true);
    expect(isInSchoolYearFilter(at('2026-08-01 00:00'), 'LAST_PREVIOUS', now)).toBe(false);
  });

  it('puts 31 July 23:59 in ALL_PREVIOUS and 1 August 00:00 not', () => {
    expect(isInSchoolYearFilter(at('2026-07-31 23:59'), 'ALL_PREVIOUS', now)).toBe(true);
    expect(isInSchoolYearFilter(at('2026-08-01 00:00'), 'ALL_PREVIOUS', now)).toBe(false);
    expect(isInSchoolYearFilter(at('2010-01-01 00:00'), 'ALL_PREVIOUS', now)).toBe(true);
  });

  it('takes the next school year from 1 August 00:00 of next year', () => {
    expect(isInSchoolYearFilter(at('2027-07-31 23:59'), 'NEXT', now)).toBe(false);
    expect(isInSchoolYearFilter(at('2027-08-01 00:00'), 'NEXT', now)).toBe(true);
  });

  it('accepts every date for ALL', () => {
    expect(isInSchoolYearFilter('1999-01-01T00:00:00Z', 'ALL', now)).toBe(true);
  });
});
