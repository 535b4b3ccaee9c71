import { describe, expect, it } from 'vitest';
import { hasCohortEnded, hasCohortStarted, isCohortInProgress } from './cohort-progress.ts';
import { at } from './test-helpers.ts';

// Stored like the database does: the start at midnight Tallinn, the end at midday of the last day.
const cohort = { startDate: at('2026-09-14 00:00'), endDate: at('2026-11-20 12:00') };

describe('isCohortInProgress', () => {
  it('is false the minute before the Tallinn start day', () => {
    expect(isCohortInProgress(cohort, at('2026-09-13 23:59'))).toBe(false);
    expect(hasCohortStarted(cohort, at('2026-09-13 23:59'))).toBe(false);
  });

  it('is true from 00:00 Tallinn on the start day', () => {
    expect(isCohortInProgress(cohort, at('2026-09-14 00:00'))).toBe(true);
  });

  it('is true for the whole end day, whatever the stored end time', () => {
    expect(isCohortInProgress(cohort, at('2026-11-20 23:59'))).toBe(true);
    expect(hasCohortEnded(cohort, at('2026-11-20 23:59'))).toBe(false);
  });

  it('is false from 00:00 Tallinn the day after the end day', () => {
    expect(isCohortInProgress(cohort, at('2026-11-21 00:00'))).toBe(false);
    expect(hasCohortEnded(cohort, at('2026-11-21 00:00'))).toBe(true);
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(isCohortInProgress({ startDate: '2026-09-13T21:00:00Z', endDate: '2026-11-20T10:00:00Z' }, at('2026-10-01 10:00'))).toBe(
      true,
    );
  });
});
