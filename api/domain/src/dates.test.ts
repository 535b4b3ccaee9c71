import { describe, expect, it } from 'vitest';
import {
  classTimeDayName,
  classTimesInWeek,
  cohortClassStarts,
  endOfWeek,
  formatDate,
  formatTime,
  isValidClassTime,
  nextOccurrence,
  startOfWeek,
} from './dates.ts';
import { at } from './test-helpers.ts';

describe('formatDate', () => {
  it('formats dd.MM.yyyy on the Tallinn calendar, not UTC', () => {
    expect(formatDate(new Date('2026-12-31T22:30:00Z'))).toBe('01.01.2027');
    expect(formatDate('2026-12-31T21:59:00Z')).toBe('31.12.2026');
  });

  it('follows summer time and pads day, month and year', () => {
    // EEST (UTC+3): 21:30Z on 30 June is already 1 July in Tallinn; 20:59Z is not
    expect(formatDate('2026-06-30T21:30:00Z')).toBe('01.07.2026');
    expect(formatDate('2026-06-30T20:59:00Z')).toBe('30.06.2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 12))).toBe('05.01.2026');
    expect(formatDate('0999-03-04T12:00:00Z')).toBe('04.03.0999');
  });
});

describe('formatTime', () => {
  it('pads hours and minutes to HH:mm', () => {
    expect(formatTime(9, 5)).toBe('09:05');
    expect(formatTime(18, 30)).toBe('18:30');
  });
});

describe('weeks', () => {
  it('runs from Monday 00:00 to Sunday 23:59:59.999 in Tallinn', () => {
    const wednesday = at('2026-09-16 12:00');
    expect(startOfWeek(wednesday)).toEqual(at('2026-09-14 00:00'));
    expect(endOfWeek(wednesday)).toEqual(new Date(at('2026-09-21 00:00').getTime() - 1));
  });

  it('puts Sunday late evening in the week that began on the Monday before', () => {
    // Sunday 23:30 Tallinn is already Sunday 20:30 UTC; a UTC week would still agree, so check Monday 01:00
    expect(startOfWeek(at('2026-09-20 23:30'))).toEqual(at('2026-09-14 00:00'));
    expect(startOfWeek(at('2026-09-21 01:00'))).toEqual(at('2026-09-21 00:00'));
  });
});

describe('classTimeDayName', () => {
  it('names day 1 Monday and day 7 Sunday in both languages', () => {
    expect(classTimeDayName(1, 'en')).toBe('Monday');
    expect(classTimeDayName(7, 'en')).toBe('Sunday');
    expect(classTimeDayName(1, 'et')).toBe('esmaspäev');
    expect(classTimeDayName(7, 'et')).toBe('pühapäev');
  });

  it('refuses a day outside 1..7', () => {
    expect(() => classTimeDayName(0, 'et')).toThrow();
    expect(() => classTimeDayName(8, 'en')).toThrow();
  });
});

describe('isValidClassTime', () => {
  it('accepts day 1..7, hour 0..23, minute 0..59', () => {
    expect(isValidClassTime({ day: 1, hour: 0, minute: 0 })).toBe(true);
    expect(isValidClassTime({ day: 7, hour: 23, minute: 59 })).toBe(true);
  });

  it('refuses values just outside the ranges and fractions', () => {
    expect(isValidClassTime({ day: 0, hour: 10, minute: 0 })).toBe(false);
    expect(isValidClassTime({ day: 8, hour: 10, minute: 0 })).toBe(false);
    expect(isValidClassTime({ day: 1, hour: 24, minute: 0 })).toBe(false);
    expect(isValidClassTime({ day: 1, hour: 10, minute: 60 })).toBe(false);
    expect(isValidClassTime({ day: 1, hour: -1, minute: 0 })).toBe(false);
    expect(isValidClassTime({ day: 1.5, hour: 10, minute: 0 })).toBe(false);
  });
});

describe('nextOccurrence', () => {
  const wednesday18 = { day: 3, hour: 18, minute: 0 };

  it('gives this week’s class when it is still ahead', () => {
    expect(nextOccurrence(wednesday18, at('2026-09-14 09:00'))).toEqual(at('2026-09-16 18:00'));
  });

  it('counts a class starting exactly now as the next one', () => {
    expect(nextOccurrence(wednesday18, at('2026-09-16 18:00'))).toEqual(at('2026-09-16 18:00'));
  });

  it('moves to next week once today’s class has started', () => {
    expect(nextOccurrence(wednesday18, at('2026-09-16 18:01'))).toEqual(at('2026-09-23 18:00'));
  });

  it('keeps the Tallinn wall-clock time across the autumn DST change', () => {
    // 25 October 2026: EEST (UTC+3) → EET (UTC+2)
    const next = nextOccurrence(wednesday18, at('2026-10-22 10:00'));
    expect(next).toEqual(new Date('2026-10-28T16:00:00Z'));
    expect(nextOccurrence(wednesday18, at('2026-10-21 19:00')).toISOString()).toBe('2026-10-28T16:00:00.000Z');
  });

  it('keeps the Tallinn wall-clock time across the spring DST change', () => {
    // 29 March 2026: EET (UTC+2) → EEST (UTC+3)
    expect(nextOccurrence({ day: 1, hour: 8, minute: 15 }, at('2026-03-27 12:00')).toISOString()).toBe(
      '2026-03-30T05:15:00.000Z',
    );
  });

  it('finds a Sunday class from a Monday', () => {
    expect(nextOccurrence({ day: 7, hour: 10, minute: 0 }, at('2026-09-14 00:00'))).toEqual(at('2026-09-20 10:00'));
  });
});

describe('classTimesInWeek', () => {
  const cohort = {
    startDate: at('2026-09-16 00:00'),
    endDate: at('2026-09-27 00:00'),
    classTimes: [
      { day: 5, hour: 17, minute: 0 },
      { day: 1, hour: 18, minute: 30 },
      { day: 3, hour: 18, minute: 30 },
    ],
  };

  it('lists the week’s classes in time order', () => {
    expect(classTimesInWeek(cohort, at('2026-09-21 00:00'))).toEqual([
      at('2026-09-21 18:30'),
      at('2026-09-23 18:30'),
      at('2026-09-25 17:00'),
    ]);
  });

  it('leaves out classes before the start day', () => {
    expect(classTimesInWeek(cohort, at('2026-09-17 12:00'))).toEqual([at('2026-09-16 18:30'), at('2026-09-18 17:00')]);
  });

  it('keeps a class on the end day and drops those after it', () => {
    const short = { ...cohort, endDate: at('2026-09-23 00:00') };
    expect(classTimesInWeek(short, at('2026-09-21 00:00'))).toEqual([at('2026-09-21 18:30'), at('2026-09-23 18:30')]);
  });
});

describe('cohortClassStarts', () => {
  it('counts every class of the cohort, not its weeks: two a week for six weeks are twelve', () => {
    const cohort = {
      startDate: at('2026-09-01 00:00'), // a Tuesday
      endDate: at('2026-10-08 00:00'), // the Thursday of the sixth week
      classTimes: [
        { day: 4, hour: 16, minute: 0 },
        { day: 2, hour: 16, minute: 0 },
      ],
    };
    const starts = cohortClassStarts(cohort);
    expect(starts).toHaveLength(12);
    expect(starts[0]).toEqual(at('2026-09-01 16:00'));
    expect(starts.at(-1)).toEqual(at('2026-10-08 16:00'));
    expect(starts.map((start) => start.getTime())).toEqual([...starts].map((start) => start.getTime()).sort((a, b) => a - b));
  });

  it('keeps the Tallinn wall clock across the change to winter time and stops at the end day', () => {
    const cohort = { startDate: at('2026-10-19 00:00'), endDate: at('2026-11-03 00:00'), classTimes: [{ day: 1, hour: 18, minute: 30 }] };
    expect(cohortClassStarts(cohort)).toEqual([at('2026-10-19 18:30'), at('2026-10-26 18:30'), at('2026-11-02 18:30')]);
  });

  it('has none for a cohort without class times', () => {
    expect(cohortClassStarts({ startDate: at('2026-09-01 00:00'), endDate: at('2026-10-01 00:00'), classTimes: [] })).toEqual([]);
  });
});
