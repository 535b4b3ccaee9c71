import { describe, expect, it } from 'vitest';
import { canSetResult, diplomaBlock, resultsOpenFrom } from './results.ts';
import { at, minutes, plus } from './test-helpers.ts';

// Thursday 22.10.2026 .. Friday 18.12.2026, classes on Tuesdays 18:00
const cohort = { startDate: at('2026-10-22'), endDate: at('2026-12-18 23:59'), classTimes: [{ day: 2, hour: 18, minute: 0 }] };

describe('resultsOpenFrom / canSetResult', () => {
  it('opens results on the Monday of the last class week', () => {
    expect(resultsOpenFrom(cohort)).toEqual(at('2026-12-14'));
  });

  it('refuses a result one minute before the last class week and allows it from its first minute', () => {
    expect(canSetResult(cohort, plus(at('2026-12-14'), -minutes(1)))).toBe(false);
    expect(canSetResult(cohort, at('2026-12-14'))).toBe(true);
  });

  it('refuses a result for a cohort that has not started', () => {
    expect(canSetResult({ ...cohort, startDate: at('2026-12-22'), endDate: at('2027-02-26') }, at('2026-11-26'))).toBe(false);
  });

  it('uses the week of the last class when the end date falls in a week without classes', () => {
    // last Tuesday class 15.12; end date Monday 21.12 with no class that week
    expect(resultsOpenFrom({ ...cohort, endDate: at('2026-12-21 12:00') })).toEqual(at('2026-12-14'));
  });

  it('uses the end date week when the cohort has no class times', () => {
    expect(resultsOpenFrom({ ...cohort, classTimes: [] })).toEqual(at('2026-12-14'));
  });
});

describe('diplomaBlock', () => {
  const passed = { participantStatus: 'COMPLETED', endDate: at('2026-12-18 23:59'), defaultPayer: 'SCHOOL', invoiceStatus: 'UNPAID' };
  const after = at('2026-12-19 09:00');

  it('gives a diploma for a passed course after its end, whatever the school invoice', () => {
    expect(diplomaBlock(passed, after)).toBeNull();
  });

  it('gives none before the course has ended', () => {
    expect(diplomaBlock(passed, at('2026-12-18 20:00'))).toBe('NOT_ENDED');
  });

  it('gives none without a passing result', () => {
    expect(diplomaBlock({ ...passed, participantStatus: 'FAILED' }, after)).toBe('NO_RESULT');
    expect(diplomaBlock({ ...passed, participantStatus: 'IN_PROGRESS' }, after)).toBe('NO_RESULT');
  });

  it('waits for a personal invoice to be paid', () => {
    expect(diplomaBlock({ ...passed, defaultPayer: 'STUDENT', invoiceStatus: 'UNPAID' }, after)).toBe('UNPAID');
    expect(diplomaBlock({ ...passed, defaultPayer: 'STUDENT', invoiceStatus: 'PAID' }, after)).toBeNull();
    expect(diplomaBlock({ ...passed, defaultPayer: 'STUDENT', invoiceStatus: null }, after)).toBeNull();
  });
});
