// A cohort's class sessions and attendance (issue 29 item 2, ADR 032). Sessions come from the weekly class
// times between the cohort's start and end days (cohortClassStarts: Tallinn wall clock, so 18:00 stays
// 18:00 across a daylight-saving change). Joining through our link marks the session in progress, or the
// one about to start (from JOIN_EARLY_MINUTES before it); a click at another time marks nothing.
// Attendance is not progress: progress counts assignments only (product-spec §4).
import { DEFAULT_ONLINE_LESSON_MINUTES } from './constants.ts';
import { cohortClassStarts, toDate, type DateInput, type ScheduledCohort } from './dates.ts';

export const JOIN_EARLY_MINUTES = 30;
const MINUTE_MS = 60_000;

export interface SessionLike {
  id: number;
  startsAt: DateInput;
  skipped: boolean;
}

export type SessionState = 'UPCOMING' | 'IN_PROGRESS' | 'HELD' | 'SKIPPED';

const lengthMs = (lessonMinutes: number | null | undefined) => (lessonMinutes ?? DEFAULT_ONLINE_LESSON_MINUTES) * MINUTE_MS;

export function sessionEnd(startsAt: DateInput, lessonMinutes: number | null | undefined): Date {
  return new Date(toDate(startsAt).getTime() + lengthMs(lessonMinutes));
}

export function sessionState(session: SessionLike, lessonMinutes: number | null | undefined, now: Date): SessionState {
  if (session.skipped) return 'SKIPPED';
  const start = toDate(session.startsAt).getTime();
  if (now.getTime() < start) return 'UPCOMING';
  return now.getTime() < start + lengthMs(lessonMinutes) ? 'IN_PROGRESS' : 'HELD';
}

/**
 * The session a join at `now` counts for: not skipped, from JOIN_EARLY_MINUTES before its start to its end;
 * of two such (back-to-back classes), the one whose start is nearest. Null: no class around this time.
 */
export function sessionForJoin<S extends SessionLike>(sessions: readonly S[], lessonMinutes: number | null | undefined, now: Date): S | null {
  const t = now.getTime();
  let best: S | null = null;
  let bestDistance = Infinity;
  for (const s of sessions) {
    if (s.skipped) continue;
    const start = toDate(s.startsAt).getTime();
    if (t < start - JOIN_EARLY_MINUTES * MINUTE_MS || t >= start + lengthMs(lessonMinutes)) continue;
    const distance = Math.abs(t - start);
    if (distance < bestDistance) {
      best = s;
      bestDistance = distance;
    }
  }
  return best;
}

/** The teacher may mark attendance of a session that has begun and is not skipped. */
export function canMarkAttendance(session: SessionLike, now: Date): boolean {
  return !session.skipped && toDate(session.startsAt).getTime() - JOIN_EARLY_MINUTES * MINUTE_MS <= now.getTime();
}

/**
 * What to change so a cohort's session rows follow its schedule: the starts to add, and the rows to drop
 * (not in the schedule any more and nothing recorded on them: no attendance, not skipped by the teacher).
 */
export function planSessions(
  cohort: ScheduledCohort,
  existing: readonly (SessionLike & { hasAttendance: boolean })[],
): { add: Date[]; remove: number[] } {
  const wanted = cohortClassStarts(cohort);
  const have = new Set(existing.map((s) => toDate(s.startsAt).getTime()));
  const wantedTimes = new Set(wanted.map((d) => d.getTime()));
  return {
    add: wanted.filter((d) => !have.has(d.getTime())),
    remove: existing.filter((s) => !wantedTimes.has(toDate(s.startsAt).getTime()) && !s.hasAttendance && !s.skipped).map((s) => s.id),
  };
}

export interface AttendanceSummary {
  /** sessions held so far (begun, not skipped) */
  held: number;
  attended: number;
}

/** Attended of held sessions, for one registration; `present` holds the ids of sessions marked present. */
export function summarizeAttendance(
  sessions: readonly SessionLike[],
  present: ReadonlySet<number>,
  lessonMinutes: number | null | undefined,
  now: Date,
): AttendanceSummary {
  let held = 0;
  let attended = 0;
  for (const s of sessions) {
    const state = sessionState(s, lessonMinutes, now);
    if (state !== 'HELD' && state !== 'IN_PROGRESS') continue;
    held += 1;
    if (present.has(s.id)) attended += 1;
  }
  return { held, attended };
}
