import { describe, expect, it } from 'vitest';
import { COHORT_STATUSES } from './constants.ts';
import { canChangePayer, isRegistrableStatus, refundDeadline, refundForCancellation } from './registration-rules.ts';
import { at } from './test-helpers.ts';

describe('isRegistrableStatus', () => {
  it('allows registration only while IN_PROGRESS, REGISTRATION_OPEN or GROUP_FULL', () => {
    expect(COHORT_STATUSES.filter(isRegistrableStatus)).toEqual(['REGISTRATION_OPEN', 'IN_PROGRESS', 'GROUP_FULL']);
    expect(isRegistrableStatus('SOMETHING_NEW')).toBe(false);
  });
});

describe('refundForCancellation', () => {
  const cohort = { startDate: at('2026-09-01 09:00') };

  it('refunds in full before the start', () => {
    expect(refundForCancellation(cohort, at('2026-08-20 12:00'))).toBe('FULL');
  });

  it('refunds in full through the 7th day after the start day (Tallinn)', () => {
    expect(refundDeadline(cohort)).toEqual(new Date(at('2026-09-09 00:00').getTime() - 1));
    expect(refundForCancellation(cohort, at('2026-09-08 23:59'))).toBe('FULL');
  });

  it('refunds nothing from the 8th day after the start', () => {
    expect(refundForCancellation(cohort, at('2026-09-09 00:00'))).toBe('NONE');
  });
});

describe('canChangePayer', () => {
  const cohort = { endDate: at('2026-11-20 12:00') };

  it('allows a payer change until the end day is over', () => {
    expect(canChangePayer(cohort, at('2026-11-20 23:59'))).toEqual({ allowed: true });
  });

  it('refuses a payer change for a past cohort', () => {
    expect(canChangePayer(cohort, at('2026-11-21 00:00'))).toEqual({
      allowed: false,
      message: 'Cannot change payer of a past cohort',
    });
  });
});
