// The teacher's session register (issue 29 item 2): the cohort's sessions with how many were present, one
// session's register (every attending registration: present, absent or nothing recorded, and whether the
// mark came from the join link or the teacher), corrections, and skipping a class (a holiday). The route's
// guard decides who may (the cohort's teachers and admins); these check that the session and the students
// belong to the cohort and that the class has begun.
import { getClassSession, listCohortSessions, listSessionRegister, markAttendance, setSessionSkipped } from '@valik/db/queries';
import { canMarkAttendance, sessionEnd, sessionState } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { syncSessions } from './sync-sessions.ts';

export const REGISTER_MESSAGES = {
  sessionNotFound: 'The class could not be found',
  notBegun: 'Attendance can be marked once the class has begun',
  skipped: 'This class is skipped: there is no attendance to mark',
  notInCohort: 'This student is not registered for this cohort',
  hasAttendance: 'Attendance is recorded for this class; clear it before skipping the class',
} as const;

type Deps = WorkDeps;

/** The cohort's sessions, made up to date from its class times first. */
export async function listRegisterSessions(deps: Deps, params: { cohortId: number; lessonMinutes: number | null }) {
  const now = deps.clock();
  await syncSessions(deps.db, now, params.cohortId);
  const sessions = await listCohortSessions(deps.db, { cohortId: params.cohortId });
  return sessions.map((s) => ({
    id: s.id,
    starts_at: s.startsAt.toISOString(),
    ends_at: sessionEnd(s.startsAt, params.lessonMinutes).toISOString(),
    state: sessionState(s, params.lessonMinutes, now),
    skipped: s.skipped,
    can_mark: canMarkAttendance(s, now),
  }));
}

async function loadSession(deps: Deps, params: { cohortId: number; sessionId: number }) {
  const session = await getClassSession(deps.db, { id: params.sessionId });
  if (!session || session.cohortId !== params.cohortId) throw new ApiError('NOT_FOUND', REGISTER_MESSAGES.sessionNotFound);
  return session;
}

export async function getSessionRegister(deps: Deps, params: { cohortId: number; sessionId: number }) {
  const session = await loadSession(deps, params);
  const now = deps.clock();
  const rows = await listSessionRegister(deps.db, { sessionId: session.id, cohortId: params.cohortId });
  return {
    session: {
      id: session.id,
      starts_at: session.startsAt.toISOString(),
      ends_at: sessionEnd(session.startsAt, session.onlineLessonLength).toISOString(),
      state: sessionState(session, session.onlineLessonLength, now),
      skipped: session.skipped,
      can_mark: canMarkAttendance(session, now),
    },
    students: rows.map((r) => ({ participant_id: r.participantId, user_id: r.userId, first_name: r.firstName, last_name: r.lastName, present: r.present, source: r.source })),
  };
}

/** Sets the marks the teacher gave (present or absent), all or none. */
export async function correctRegister(
  deps: Deps,
  params: { cohortId: number; sessionId: number; marks: readonly { participantId: number; present: boolean }[]; actorUserId: number },
) {
  const session = await loadSession(deps, params);
  if (session.skipped) throw new ApiError('CONFLICT', REGISTER_MESSAGES.skipped);
  if (!canMarkAttendance(session, deps.clock())) throw new ApiError('CONFLICT', REGISTER_MESSAGES.notBegun);
  const roster = new Set((await listSessionRegister(deps.db, { sessionId: session.id, cohortId: params.cohortId })).map((r) => r.participantId));
  if (params.marks.some((m) => !roster.has(m.participantId))) throw new ApiError('NOT_FOUND', REGISTER_MESSAGES.notInCohort);
  await unitOfWork(deps, async (tx) => {
    for (const m of params.marks) {
      await markAttendance(tx, { sessionId: session.id, participantId: m.participantId, present: m.present, source: 'TEACHER', markedBy: params.actorUserId });
    }
  });
  return getSessionRegister(deps, params);
}

/** Skips a class (a holiday) or holds it again; a class with someone marked present cannot be skipped. */
export async function skipSession(deps: Deps, params: { cohortId: number; sessionId: number; skipped: boolean }) {
  const session = await loadSession(deps, params);
  if (params.skipped) {
    const rows = await listSessionRegister(deps.db, { sessionId: session.id, cohortId: params.cohortId });
    if (rows.some((r) => r.present)) throw new ApiError('CONFLICT', REGISTER_MESSAGES.hasAttendance);
  }
  await setSessionSkipped(deps.db, { id: session.id, skipped: params.skipped });
  return getSessionRegister(deps, params);
}
