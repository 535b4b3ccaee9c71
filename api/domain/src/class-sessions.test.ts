import { describe, expect, it } from 'vitest';
import { canMarkAttendance, planSessions, sessionForJoin, sessionState, summarizeAttendance } from './class-sessions.ts';
import { at, minutes, plus } from './test-helpers.ts';

const sessions = [
  { id: 1, startsAt: at('2026-03-24 18:00'), skipped: false },
  { id: 2, startsAt: at('2026-03-31 18:00'), skipped: false },
  { id: 3, startsAt: at('2026-04-07 18:00'), skipped: true },
];

describe('sessionForJoin', () => {
  it('marks the class in progress, and the one about to start from 30 minutes before', () => {
    expect(sessionForJoin(sessions, 90, at('2026-03-31 19:00'))?.id).toBe(2);
    expect(sessionForJoin(sessions, 90, at('2026-03-31 17:30'))?.id).toBe(2);
    expect(sessionForJoin(sessions, 90, at('2026-03-31 17:29'))).toBeNull();
  });

  it('marks nothing after the class ended, or for a skipped class', () => {
    expect(sessionForJoin(sessions, 90, at('2026-03-31 19:30'))).toBeNull();
    expect(sessionForJoin(sessions, 90, at('2026-04-07 18:10'))).toBeNull();
  });

  it('of two back-to-back classes takes the one whose start is nearest', () => {
    const pair = [
      { id: 10, startsAt: at('2026-05-05 10:00'), skipped: false },
      { id: 11, startsAt: at('2026-05-05 11:00'), skipped: false },
    ];
    expect(sessionForJoin(pair, 90, at('2026-05-05 10:35'))?.id).toBe(11);
    expect(sessionForJoin(pair, 90, at('2026-05-05 10:25'))?.id).toBe(10);
  });
});

describe('sessions of a cohort', () => {
  it('follow the Tallinn weekly time across the March change and keep what was recorded', () => {
    const cohort = { startDate: at('2026-03-23 00:00'), endDate: at('2026-04-05 00:00'), classTimes: [{ day: 2, hour: 18, minute: 0 }] };
    const plan = planSessions(cohort, [
      { id: 5, startsAt: at('2026-03-24 18:00'), skipped: false, hasAttendance: false },
      { id: 6, startsAt: at('2026-03-26 18:00'), skipped: false, hasAttendance: false },
      { id: 7, startsAt: at('2026-03-27 18:00'), skipped: false, hasAttendance: true },
    ]);
    expect(plan.add).toEqual([at('2026-03-31 18:00')]);
    expect(plan.add[0]?.toISOString()).toBe('2026-03-31T15:00:00.000Z'); // summer time: UTC+3
    expect(plan.remove).toEqual([6]);
  });

  it('counts held sessions and attended ones, skipped and future ones not at all', () => {
    const now = at('2026-04-08 12:00');
    expect(summarizeAttendance(sessions, new Set([2]), 90, now)).toEqual({ held: 2, attended: 1 });
    expect(sessionState(sessions[2]!, 90, now)).toBe('SKIPPED');
    expect(sessionState(sessions[1]!, 90, plus(at('2026-03-31 18:00'), minutes(10)))).toBe('IN_PROGRESS');
    expect(canMarkAttendance(sessions[1]!, at('2026-03-31 17:00'))).toBe(false);
    expect(canMarkAttendance(sessions[1]!, at('2026-03-31 17:45'))).toBe(true);
  });
});
