import { describe, expect, it } from 'vitest';
import { assignmentProgressPercent, classroomCheckMessage } from './community.ts';
import { cohortDisplayName } from './cohort-name.ts';

describe('assignment progress (spec §4)', () => {
  it('counts completed assignments only, not attended live sessions or watched videos', () => {
    const units = [
      { type: 'assignment', completed: true },
      { type: 'assignment', completed: false },
      { type: 'assessment', completed: true },
      { type: 'livesession', completed: true },
      { type: 'video', completed: true },
    ];
    expect(assignmentProgressPercent(units)).toBe(67);
  });

  it('has no figure for a course without assignments', () => {
    expect(assignmentProgressPercent([{ type: 'livesession', completed: true }])).toBeNull();
  });

  it('reads unit types case-insensitively', () => {
    expect(assignmentProgressPercent([{ type: 'Assignment', completed: true }])).toBe(100);
  });
});

describe('a group’s name', () => {
  it('puts the course in front unless the group’s name already says it', () => {
    expect(cohortDisplayName('Python', 'Grupp 3')).toBe('Python · Grupp 3');
    expect(cohortDisplayName('Python', 'Python · sügis 2026')).toBe('Python · sügis 2026');
  });
});

describe('the classroom answer', () => {
  it('asks a non-member to join the course first', () => {
    expect(classroomCheckMessage({ state: 'NOT_JOINED', link: 'https://classroom.google.com/c/x' })).toBe('Join the course in Classroom first: {link}');
  });
  it('says when membership cannot be checked', () => {
    expect(classroomCheckMessage({ state: 'CANNOT_CHECK', reason: 'NOT_CONFIGURED' })).toMatch(/cannot be checked/);
    expect(classroomCheckMessage({ state: 'JOINED' })).toBeNull();
  });
});
