import { describe, expect, it } from 'vitest';
import { teachingSlotsInWeek, type TeachingCohort } from './teacher-week.ts';
import { at } from './test-helpers.ts';

const cohort = (over: Partial<TeachingCohort> = {}): TeachingCohort => ({
  id: 1,
  name: 'Rahatarkus (sügis)',
  startDate: at('2026-01-05 00:00'),
  endDate: at('2026-12-18 00:00'),
  classTimes: [{ day: 2, hour: 18, minute: 0 }],
  onlineLessonLength: 90,
  ...over,
});

describe('teachingSlotsInWeek', () => {
  it('lists the classes of the Monday..Sunday week with their end from the lesson length', () => {
    const slots = teachingSlotsInWeek([cohort()], at('2026-09-16 12:00'));
    expect(slots).toEqual([
      { cohortId: 1, name: 'Rahatarkus (sügis)', start: at('2026-09-15 18:00'), end: at('2026-09-15 19:30') },
    ]);
  });

  it('finds the same week from any instant of it, Monday 00:00 to Sunday 23:59', () => {
    const monday = teachingSlotsInWeek([cohort()], at('2026-09-14 00:00'));
    expect(teachingSlotsInWeek([cohort()], at('2026-09-20 23:59'))).toEqual(monday);
    expect(teachingSlotsInWeek([cohort()], at('2026-09-13 23:59'))[0]?.start).toEqual(at('2026-09-08 18:00'));
  });

  it('includes a Sunday-night class and nothing of the next Monday', () => {
    const late = cohort({ classTimes: [{ day: 7, hour: 23, minute: 30 }, { day: 1, hour: 0, minute: 0 }] });
    expect(teachingSlotsInWeek([late], at('2026-09-16 12:00')).map((s) => s.start)).toEqual([
      at('2026-09-14 00:00'),
      at('2026-09-20 23:30'),
    ]);
  });

  it('merges several cohorts by start time, then cohort id', () => {
    const a = cohort({ id: 7, name: 'A', classTimes: [{ day: 4, hour: 10, minute: 0 }] });
    const b = cohort({ id: 3, name: 'B', classTimes: [{ day: 4, hour: 10, minute: 0 }, { day: 1, hour: 9, minute: 15 }] });
    expect(teachingSlotsInWeek([a, b], at('2026-09-16 12:00')).map((s) => [s.cohortId, s.start])).toEqual([
      [3, at('2026-09-14 09:15')],
      [3, at('2026-09-17 10:00')],
      [7, at('2026-09-17 10:00')],
    ]);
  });

  it('leaves out classes before the start day and after the end day', () => {
    const short = cohort({
      startDate: at('2026-09-16 00:00'),
      endDate: at('2026-09-17 00:00'),
      classTimes: [
        { day: 2, hour: 18, minute: 0 },
        { day: 3, hour: 18, minute: 0 },
        { day: 4, hour: 18, minute: 0 },
        { day: 5, hour: 18, minute: 0 },
      ],
    });
    expect(teachingSlotsInWeek([short], at('2026-09-16 12:00')).map((s) => s.start)).toEqual([
      at('2026-09-16 18:00'),
      at('2026-09-17 18:00'),
    ]);
  });

  it('uses 90 minutes when the cohort has no lesson length', () => {
    const [slot] = teachingSlotsInWeek([cohort({ onlineLessonLength: null })], at('2026-09-16 12:00'));
    expect(slot?.end).toEqual(at('2026-09-15 19:30'));
  });

  it('keeps the Tallinn wall-clock time in the spring DST week (last Sunday of March)', () => {
    // Clocks go from 03:00 to 04:00 on Sunday 29 March 2026: Saturday is UTC+2, Sunday UTC+3.
    const weekend = cohort({ classTimes: [{ day: 6, hour: 10, minute: 0 }, { day: 7, hour: 10, minute: 0 }] });
    const slots = teachingSlotsInWeek([weekend], at('2026-03-25 12:00'));
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z']);
    expect(slots.map((s) => s.end.getTime() - s.start.getTime())).toEqual([90 * 60_000, 90 * 60_000]);
  });

  it('keeps the Tallinn wall-clock time in the autumn DST week (last Sunday of October)', () => {
    // Clocks go from 04:00 back to 03:00 on Sunday 25 October 2026: Saturday is UTC+3, Sunday UTC+2.
    const weekend = cohort({ classTimes: [{ day: 6, hour: 10, minute: 0 }, { day: 7, hour: 10, minute: 0 }] });
    const slots = teachingSlotsInWeek([weekend], at('2026-10-19 00:00'));
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z']);
  });

  it('lasts the lesson length in real minutes across the night of the change', () => {
    // A 120-minute lesson from 02:00 on the autumn Sunday ends at 03:00 wall clock (03:00..04:00 happens twice).
    const night = cohort({ classTimes: [{ day: 7, hour: 2, minute: 0 }], onlineLessonLength: 120 });
    const [slot] = teachingSlotsInWeek([night], at('2026-10-19 00:00'));
    expect(slot?.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(slot?.end.toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('gives an empty week for no cohorts', () => {
    expect(teachingSlotsInWeek([], at('2026-09-16 12:00'))).toEqual([]);
  });
});
