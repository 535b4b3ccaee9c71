// Attendance per registration (issue 29 item 2): classes attended of classes held so far, for the teacher's
// roster, the student's own courses, the school representative's students and the console. Two reads for
// any number of registrations (the sessions of their cohorts, their present marks); the counting is the
// domain's (summarizeAttendance), at the caller's instant.
import type { Db } from '@valik/db/client';
import { getParticipant, listPresentSessions, listSessionsOfCohorts } from '@valik/db/queries';
import { sessionState, summarizeAttendance, type AttendanceSummary, type SessionLike } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import type { AppDeps } from '../lib/context.ts';
import { REGISTRATION_NOT_FOUND } from '../registrations/cancel-registration.ts';

export interface AttendanceBook {
  summaryOf(participant: { id: number; cohortId: number }, now: Date): AttendanceSummary;
  /** the cohort's sessions with this registration's marks, for the student's own list */
  sessionsOf(participant: { id: number; cohortId: number }): { session: SessionLike; lessonMinutes: number | null; present: boolean }[];
}

export async function loadAttendance(db: Db, participants: readonly { id: number; cohortId: number }[]): Promise<AttendanceBook> {
  const cohortIds = [...new Set(participants.map((p) => p.cohortId))];
  const sessions = await listSessionsOfCohorts(db, { cohortIds });
  const byCohort = new Map<number, typeof sessions>();
  for (const s of sessions) byCohort.set(s.cohortId, [...(byCohort.get(s.cohortId) ?? []), s]);
  const present = new Map<number, Set<number>>();
  for (const mark of await listPresentSessions(db, { participantIds: participants.map((p) => p.id) })) {
    present.set(mark.participantId, (present.get(mark.participantId) ?? new Set()).add(mark.sessionId));
  }
  const none = new Set<number>();
  return {
    summaryOf(p, now) {
      const list = byCohort.get(p.cohortId) ?? [];
      return summarizeAttendance(list, present.get(p.id) ?? none, list[0]?.lessonMinutes ?? null, now);
    },
    sessionsOf(p) {
      const marks = present.get(p.id) ?? none;
      return (byCohort.get(p.cohortId) ?? []).map((s) => ({ session: s, lessonMinutes: s.lessonMinutes, present: marks.has(s.id) }));
    },
  };
}

/** The two figures as the JSON answers carry them. */
export const attendanceJson = (s: AttendanceSummary) => ({ classes_attended: s.attended, classes_held: s.held });

/** The starts (ms) of the skipped classes of each cohort, for the calendar feeds (cancelled events). */
export async function loadSkippedStarts(db: Db, cohortIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const skipped = new Map<number, Set<number>>();
  for (const s of await listSessionsOfCohorts(db, { cohortIds })) {
    if (s.skipped) skipped.set(s.cohortId, (skipped.get(s.cohortId) ?? new Set()).add(s.startsAt.getTime()));
  }
  return skipped;
}

/** A student's own attendance of one registration: the figures and the classes with their marks. */
export async function myAttendance(deps: Pick<AppDeps, 'db' | 'clock'>, input: { userId: number; participantId: number }) {
  const participant = await getParticipant(deps.db, { id: input.participantId });
  if (!participant || participant.userId !== input.userId) throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  const now = deps.clock();
  const p = { id: participant.id, cohortId: participant.cohortId };
  const book = await loadAttendance(deps.db, [p]);
  return {
    ...attendanceJson(book.summaryOf(p, now)),
    sessions: book.sessionsOf(p).map(({ session, lessonMinutes, present }) => {
      const state = sessionState(session, lessonMinutes, now);
      // a mark only for a class that has begun: the coming ones are neither present nor absent yet
      return { id: session.id, starts_at: new Date(session.startsAt).toISOString(), state, present: state === 'HELD' || state === 'IN_PROGRESS' ? present : null };
    }),
  };
}
