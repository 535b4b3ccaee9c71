import { describe, expect, it } from 'vitest';
import { cohortDisplayName, cohortDisplayNameOrNull } from './cohort-name.ts';

describe('cohortDisplayName (issue 30 item 2)', () => {
  it('puts the course in front of a group named by its season', () => {
    expect(cohortDisplayName('Python', 'sügis 2026')).toBe('Python · sügis 2026');
    expect(cohortDisplayName('Python', 'Python · sügis 2026')).toBe('Python · sügis 2026');
  });

  it('keeps a row without a course or a cohort readable', () => {
    expect(cohortDisplayNameOrNull('Python', 'sügis 2026')).toBe('Python · sügis 2026');
    expect(cohortDisplayNameOrNull(null, 'sügis 2026')).toBe('sügis 2026');
    expect(cohortDisplayNameOrNull('Python', null)).toBeNull();
  });
});
