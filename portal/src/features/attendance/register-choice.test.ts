import { describe, expect, it } from 'vitest';
import { firstChoice } from './register-choice.ts';

describe('the class the register opens on', () => {
  const held = { id: 1, state: 'HELD' as const, can_mark: true };
  const inProgress = { id: 2, state: 'IN_PROGRESS' as const, can_mark: true };
  const aboutToStart = { id: 3, state: 'UPCOMING' as const, can_mark: true };
  const later = { id: 4, state: 'UPCOMING' as const, can_mark: false };
  const skipped = { id: 5, state: 'SKIPPED' as const, can_mark: false };

  it('is the latest class that has begun, not one starting within the early window', () => {
    expect(firstChoice([held, aboutToStart, later])).toBe(1);
    expect(firstChoice([held, inProgress, aboutToStart, later])).toBe(2);
  });

  it('passes over a skipped class', () => {
    expect(firstChoice([held, skipped, later])).toBe(1);
  });

  it('is the class about to start when none has begun, else the first', () => {
    expect(firstChoice([aboutToStart, later])).toBe(3);
    expect(firstChoice([later, { ...later, id: 6 }])).toBe(4);
    expect(firstChoice([])).toBeNull();
  });
});
