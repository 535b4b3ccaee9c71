// /api/v1/cohorts/{id}/students: a cohort's roster for its teachers (and admins), results one by one or
// in bulk, manual progress entry and the CSV export (issue 8 item 3). Numeric ids only: anything else is
// not a route (404). The guard's cohort scope keeps every other teacher out.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getCohortLmsCourse, getTeacherCohort, listCohortRoster, type RosterRow } from '@valik/db/queries';
import { typeProgress } from '../../participants/set-participant-progress.ts';
import { COMMUNITY_MESSAGES, needsAttention, canSetResult, resultsOpenFrom } from '@valik/domain';
import type { ClassTimeDto } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow, param } from '../../middleware/allow.ts';
import { RESULT_MESSAGES, setParticipantResults } from '../../participants/set-participant-results.ts';
import { csvLine, readableCell } from '../manage/csv.ts';
import { COHORT_NOT_FOUND, currentUserId } from '../teacher/teacher.routes.ts';
import { attendanceBody, progressBody, resultsBody, skippedBody } from './cohort-roster.schemas.ts';
import { attendanceJson, loadAttendance, type AttendanceBook } from '../../attendance/attendance-summary.ts';
import { correctRegister, getSessionRegister, listRegisterSessions, skipSession } from '../../attendance/session-register.ts';
import { syncSessions } from '../../attendance/sync-sessions.ts';

async function loadCohort(c: Context<AppEnv>) {
  const cohort = await getTeacherCohort(c.get('deps').db, { cohortId: Number(c.req.param('id')) });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  return cohort;
}

const scheduleOf = (cohort: { startDate: Date; endDate: Date; onlineClassTimes: ClassTimeDto[] }) => ({ startDate: cohort.startDate, endDate: cohort.endDate, classTimes: cohort.onlineClassTimes });

export function rosterJson(r: RosterRow, cohortEnd: Date, now: Date, attendance: AttendanceBook) {
  return {
    participant_id: r.participantId,
    user_id: r.userId,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    status: r.status,
    default_payer: r.defaultPayer,
    invoice_number: r.invoiceNumber,
    invoice_status: r.invoiceStatus,
    registered_at: r.registeredAt.toISOString(),
    progress_percent: r.progressPercent,
    // issue 14: the LMS sync's figure or the teacher's, and when the sync wrote it
    progress_source: r.progressSource,
    progress_synced_at: r.progressSyncedAt?.toISOString() ?? null,
    // issue 29: classes attended of classes held (sessions), not the clicks on the join link
    ...attendanceJson(attendance.summaryOf({ id: r.participantId, cohortId: r.cohortId }, now)),
    school_name: r.schoolName,
    has_diploma: r.hasDiploma,
    needs_attention: needsAttention({ endDate: cohortEnd, participantStatus: r.status }, now),
  };
}

const CSV_COLUMNS = [
  'participant_id',
  'first_name',
  'last_name',
  'email',
  'school_name',
  'status',
  'default_payer',
  'invoice_number',
  'invoice_status',
  'registered_at',
  'progress_percent',
  'classes_attended',
  'classes_held',
  'needs_attention',
] as const;

const scope = { cohort: param('id') };

/** Progress comes from LearnWorlds when it is connected and the cohort (or its course) has a course there. */
async function isLmsConnected(c: Context<AppEnv>, cohortId: number): Promise<boolean> {
  const deps = c.get('deps');
  return deps.learnworlds !== null && Boolean((await getCohortLmsCourse(deps.db, { cohortId }))?.lwCourseId);
}

export const cohortRosterRoutes = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/students', allow('teacher', scope), async (c) => {
    const cohort = await loadCohort(c);
    const now = c.get('deps').clock();
    await syncSessions(c.get('deps').db, now, cohort.id);
    const rows = await listCohortRoster(c.get('deps').db, { cohortId: cohort.id });
    const attendance = await loadAttendance(c.get('deps').db, rows.map((r) => ({ id: r.participantId, cohortId: r.cohortId })));
    return c.json({
      data: {
        cohort: { id: cohort.id, name: cohort.name, course_name: cohort.courseName, start_date: cohort.startDate.toISOString(), end_date: cohort.endDate.toISOString(), has_ended: now > cohort.endDate, results_open_from: resultsOpenFrom(scheduleOf(cohort)).toISOString(), results_open: canSetResult(scheduleOf(cohort), now), lms_connected: await isLmsConnected(c, cohort.id) },
        students: rows.map((r) => rosterJson(r, cohort.endDate, now, attendance)),
      },
    });
  })
  .get('/:id{[0-9]+}/students/export', allow('teacher', scope), async (c) => {
    const cohort = await loadCohort(c);
    const now = c.get('deps').clock();
    await syncSessions(c.get('deps').db, now, cohort.id);
    const rows = await listCohortRoster(c.get('deps').db, { cohortId: cohort.id });
    const attendance = await loadAttendance(c.get('deps').db, rows.map((r) => ({ id: r.participantId, cohortId: r.cohortId })));
    const body = '\uFEFF' + csvLine([...CSV_COLUMNS]) + rows.map((r) => { const j = rosterJson(r, cohort.endDate, now, attendance); return csvLine(CSV_COLUMNS.map((k) => readableCell(j[k], c.get('lang')))); }).join('');
    return c.body(body, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="cohort-${cohort.id}-students.csv"` });
  })
  .put('/:id{[0-9]+}/students/results', allow('teacher', scope), validate('json', resultsBody), async (c) => {
    const deps = c.get('deps');
    const cohort = await loadCohort(c);
    const { participant_ids, status } = c.req.valid('json');
    const changes = await setParticipantResults(deps, { cohortId: cohort.id, cohort: scheduleOf(cohort), participantIds: participant_ids, status, actorUserId: currentUserId(c) });
    return c.json({
      data: changes.map((ch) => ({ participant_id: ch.participantId, from: ch.from, status: ch.to, changed: ch.changed, diploma_issued: ch.diplomaIssued })),
    });
  })
  .put('/:id{[0-9]+}/students/:participantId{[0-9]+}/progress', allow('teacher', scope), validate('json', progressBody), async (c) => {
    const db = c.get('deps').db;
    const cohort = await loadCohort(c);
    const participantId = Number(c.req.param('participantId'));
    const row = (await listCohortRoster(db, { cohortId: cohort.id })).find((r) => r.participantId === participantId);
    if (!row) throw new ApiError('NOT_FOUND', RESULT_MESSAGES.notInCohort);
    if (await isLmsConnected(c, cohort.id)) throw new ApiError('CONFLICT', COMMUNITY_MESSAGES.progressFromLms);
    await typeProgress(c.get('deps'), { participantId, percent: c.req.valid('json').progress_percent });
    return c.json({ data: { participant_id: participantId, progress_percent: c.req.valid('json').progress_percent } });
  })
  // issue 29 item 2: the session register (sessions from the class times, marks, corrections, holidays)
  .get('/:id{[0-9]+}/sessions', allow('teacher', scope), async (c) => {
    const cohort = await loadCohort(c);
    const sessions = await listRegisterSessions(c.get('deps'), { cohortId: cohort.id, lessonMinutes: cohort.onlineLessonLength });
    return c.json({ data: { cohort: { id: cohort.id, name: cohort.name, course_name: cohort.courseName }, sessions } });
  })
  .get('/:id{[0-9]+}/sessions/:sessionId{[0-9]+}', allow('teacher', scope), async (c) => {
    const cohort = await loadCohort(c);
    return c.json({ data: await getSessionRegister(c.get('deps'), { cohortId: cohort.id, sessionId: Number(c.req.param('sessionId')) }) });
  })
  .put('/:id{[0-9]+}/sessions/:sessionId{[0-9]+}/attendance', allow('teacher', scope), validate('json', attendanceBody), async (c) => {
    const cohort = await loadCohort(c);
    const marks = c.req.valid('json').marks.map((m) => ({ participantId: m.participant_id, present: m.present }));
    return c.json({ data: await correctRegister(c.get('deps'), { cohortId: cohort.id, sessionId: Number(c.req.param('sessionId')), marks, actorUserId: currentUserId(c) }) });
  })
  .put('/:id{[0-9]+}/sessions/:sessionId{[0-9]+}/skipped', allow('teacher', scope), validate('json', skippedBody), async (c) => {
    const cohort = await loadCohort(c);
    return c.json({ data: await skipSession(c.get('deps'), { cohortId: cohort.id, sessionId: Number(c.req.param('sessionId')), skipped: c.req.valid('json').skipped }) });
  });
