import { describe, expect, it } from 'vitest';
import type { MyRegistrationDto } from '../registration/registration-api.ts';
import { courseGroups } from './course-groups.ts';

const reg = (id: number, phase: MyRegistrationDto['phase'], start: string, status = 'REGISTERED') =>
  ({ id, phase, status, cohort: { start_date: `${start}T00:00:00.000Z` } }) as unknown as MyRegistrationDto;

describe('my courses in groups', () => {
  it('lists current and upcoming courses soonest start first, past ones latest first, and leaves out the cancelled', () => {
    // as the API sends them: newest cohort first
    const groups = courseGroups([
      reg(1, 'UPCOMING', '2027-03-01'),
      reg(2, 'UPCOMING', '2027-01-10'),
      reg(3, 'UPCOMING', '2027-02-01', 'CANCELED'),
      reg(4, 'CURRENT', '2026-11-01'),
      reg(5, 'CURRENT', '2026-10-01'),
      reg(6, 'PAST', '2026-03-01'),
      reg(7, 'PAST', '2026-05-01'),
    ]);
    expect(groups.UPCOMING.map((r) => r.id)).toEqual([2, 1]);
    expect(groups.CURRENT.map((r) => r.id)).toEqual([5, 4]);
    expect(groups.PAST.map((r) => r.id)).toEqual([7, 6]);
  });
});
