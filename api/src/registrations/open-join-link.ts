// A student opens a link of their cohort from the portal (the class video call, Discord, the LMS): our link
// records attendance whatever the meeting service (spec §4 VIDEO_CALL_JOINED, LMS_LINK_CLICKED), then sends
// them on. Only their own live registration's links; a link the cohort has not set reads as missing.
// The video link also marks the registration present at the class in progress or about to start (issue 29
// item 2, ADR 032: sessionForJoin); a join at another time marks nothing, and what the teacher set in the
// register is never overridden by a join. The log entry and the mark are one unit of work.
import { getParticipant, listCohortSessions, listMyRegistrations, logActivity, markAttendance } from '@valik/db/queries';
import { sessionForJoin } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { syncSessions } from '../attendance/sync-sessions.ts';
import { REGISTRATION_NOT_FOUND } from './cancel-registration.ts';

export const LINK_NOT_AVAILABLE = 'This link is not available';

export const JOIN_LINKS = {
  video: { activity: 'VIDEO_CALL_JOINED', field: 'videoUrl', marksAttendance: true },
  discord: { activity: null, field: 'discordInviteUrl', marksAttendance: false },
  lms: { activity: 'LMS_LINK_CLICKED', field: 'externalLmsLink', marksAttendance: false },
} as const;

/** The address to send the student on to; the visit is logged first where the spec counts it. */
export async function openJoinLink(deps: WorkDeps, input: { userId: number; participantId: number; link: string }): Promise<string> {
  if (!Object.hasOwn(JOIN_LINKS, input.link)) throw new ApiError('NOT_FOUND', LINK_NOT_AVAILABLE);
  const link = JOIN_LINKS[input.link as keyof typeof JOIN_LINKS];
  const participant = await getParticipant(deps.db, { id: input.participantId });
  if (!participant || participant.userId !== input.userId || participant.status === 'CANCELED') throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  const [row] = await listMyRegistrations(deps.db, { userId: input.userId, cohortId: participant.cohortId });
  const url = row?.cohort[link.field];
  if (!row || !url) throw new ApiError('NOT_FOUND', LINK_NOT_AVAILABLE);
  const now = deps.clock();
  let sessionId: number | null = null;
  if (link.marksAttendance) {
    await syncSessions(deps.db, now, participant.cohortId);
    sessionId = sessionForJoin(await listCohortSessions(deps.db, { cohortId: participant.cohortId }), row.cohort.onlineLessonLength ?? null, now)?.id ?? null;
  }
  const activity = link.activity;
  if (activity || sessionId !== null) {
    await unitOfWork(deps, async (tx) => {
      if (activity) {
        await logActivity(tx, { type: activity, userId: input.userId, cohortId: participant.cohortId, actorUserId: input.userId, metadata: { url, ...(sessionId === null ? {} : { session_id: sessionId }) } });
      }
      if (sessionId !== null) await markAttendance(tx, { sessionId, participantId: participant.id, present: true, source: 'JOIN', markedBy: input.userId });
    });
  }
  return url;
}
