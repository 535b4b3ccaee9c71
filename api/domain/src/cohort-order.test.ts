import { describe, expect, it } from 'vitest';
import { nextStartTime, sortCohortsByNextStart } from './cohort-order.ts';
import type { ScheduledCohort } from './dates.ts';
import { at } from './test-helpers.ts';

const make = (name: string, start: string, end: string, classTimes: ScheduledCohort['classTimes'] = []) => ({
  name,
  startDate: at(start),
  endDate: at(end),
  classTimes,
});
const now = at('2026-10-01 12:00'); // Thursday

describe('nextStartTime', () => {
  it('is the start date of a cohort that has not started', () => {
    expect(nextStartTime(make('a', '2026-10-12 00:00', '2026-12-01 00:00'), now)).toEqual(at('2026-10-12 00:00'));
  });

  it('is the next class of a running cohort', () => {
    const running = make('a', '2026-09-14 00:00', '2026-12-01 00:00', [
      { day: 1, hour: 18, minute: 0 },
      { day: 5, hour: 16, minute: 0 },
    ]);
    expect(nextStartTime(running, now)).toEqual(at('2026-10-02 16:00'));
  });

  it('falls back to the start date of a running cohort with no class left before its end', () => {
    const running = make('a', '2026-09-14 00:00', '2026-10-01 00:00', [{ day: 1, hour: 18, minute: 0 }]);
    expect(nextStartTime(running, now)).toEqual(at('2026-09-14 00:00'));
  });
});

describe('sortCohortsByNextStart', () => {
  it('orders running and upcoming cohorts by next start time and puts ended ones last, latest first', () => {
    const upcoming = make('upcoming', '2026-10-05 00:00', '2026-12-01 00:00');
    const runningTomorrow = make('running', '2026-09-14 00:00', '2026-12-01 00:00', [{ day: 5, hour: 16, minute: 0 }]);
    const upcomingLater = make('later', '2026-11-02 00:00', '2027-01-01 00:00');
    const endedLongAgo = make('ended-long-ago', '2026-03-01 00:00', '2026-05-01 00:00');
    const endedRecently = make('ended-recently', '2026-06-01 00:00', '2026-09-01 00:00');

    const sorted = sortCohortsByNextStart([endedLongAgo, upcomingLater, endedRecently, upcoming, runningTomorrow], now);
    expect(sorted.map((c) => c.name)).toEqual(['running', 'upcoming', 'later', 'ended-recently', 'ended-long-ago']);
  });

  it('does not change the array it is given', () => {
    const list = [make('b', '2026-11-02 00:00', '2027-01-01 00:00'), make('a', '2026-10-05 00:00', '2026-12-01 00:00')];
    sortCohortsByNextStart(list, now);
    expect(list.map((c) => c.name)).toEqual(['b', 'a']);
  });
});
