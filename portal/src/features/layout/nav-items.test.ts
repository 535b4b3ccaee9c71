// The menu reaches every page a role has (issue 18 item 4: the pass and sharing pages had no way in).
import { describe, expect, it } from 'vitest';
import { navItemsForRole } from './nav-items.ts';

describe('the student menu', () => {
  it('leads to the catalogue, the payment plan (passes) and to inviting friends', () => {
    const targets = navItemsForRole('STUDENT').map((item) => item.to);
    expect(targets).toEqual(expect.arrayContaining(['/user/my-courses', '/courses', '/user/payment-plan', '/user/share', '/user/profile', '/pricing']));
  });

  it('keeps those two pages to students', () => {
    for (const role of ['TEACHER', 'SCHOOL_REP', 'ADMIN'] as const) {
      const targets = navItemsForRole(role).map((item) => item.to);
      expect(targets).not.toContain('/user/payment-plan');
    }
  });
});
