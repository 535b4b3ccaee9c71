import { describe, expect, it } from 'vitest';
import { needsAttention } from './attention-flag.ts';
import { at, hours, minutes, plus } from './test-helpers.ts';

const endDate = at('2026-05-29 18:00');

describe('needsAttention', () => {
  it('flags a participant without a result exactly 21 days (3 weeks) after the end', () => {
    expect(needsAttention({ endDate, participantStatus: 'IN_PROGRESS' }, at('2026-06-19 18:00'))).toBe(true);
  });

  it('does not flag at 20 days 23 hours', () => {
    const now = plus(at('2026-06-18 18:00'), hours(23));
    expect(needsAttention({ endDate, participantStatus: 'IN_PROGRESS' }, now)).toBe(false);
  });

  it('does not flag one minute before the 3 weeks are over', () => {
    expect(needsAttention({ endDate, participantStatus: 'AWAITING_RESULT' }, plus(at('2026-06-19 18:00'), -minutes(1)))).toBe(false);
  });

  it('flags every status that is not a result or a cancellation', () => {
    const now = at('2026-07-01 00:00');
    for (const participantStatus of ['REGISTERED', 'IN_PROGRESS', 'AWAITING_RESULT']) {
      expect(needsAttention({ endDate, participantStatus }, now)).toBe(true);
    }
  });

  it('never flags COMPLETED, FAILED or CANCELED participants', () => {
    const now = at('2027-01-01 00:00');
    for (const participantStatus of ['COMPLETED', 'FAILED', 'CANCELED']) {
      expect(needsAttention({ endDate, participantStatus }, now)).toBe(false);
    }
  });

  it('counts 3 weeks in Tallinn calendar days across the autumn DST change', () => {
    const lateEnd = at('2026-10-15 18:00');
    expect(needsAttention({ endDate: lateEnd, participantStatus: 'IN_PROGRESS' }, at('2026-11-05 18:00'))).toBe(true);
    expect(needsAttention({ endDate: lateEnd, participantStatus: 'IN_PROGRESS' }, at('2026-11-05 17:59'))).toBe(false);
  });
});
