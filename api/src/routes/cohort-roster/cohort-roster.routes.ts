// /api/v1/cohorts/{id}/students: a cohort's roster for its teachers (and admins), results one by one or
// in bulk, manual progress entry and the CSV export (issue 8 item 3). Numeric ids only: anything else is
// not a route (404). The guard's cohort scope keeps every other teacher out.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getCohortLmsCourse, getTeacherCohort, listCohortRoster, setParticipantProgress, type RosterRow } from '@valik/db/queries';
import { COMMUNITY_MESSAGES, needsAttention, canSetResult, resultsOpenFrom } from '../../domain/index.ts';
import type { ClassTimeDto } from '../../contracts/index.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow, param } from '../../middleware/allow.ts';
import { RESULT_MESSAGES, setParticipantResults } from '../../participants/set-participant-results.ts';
import { sendMailSoon } from '../../mail/outbox.ts';
import { csvLine, readableCell } from '../manage/csv.ts';
import { COHORT_NOT_FOUND, currentUserId } from '../teacher/teacher.routes.ts';
import { progressBody, resultsBody } from './cohort-roster.schemas.ts';

async function loadCohort(c: Context<AppEnv>) {
  const cohort = await getTeacherCohort(c.get('deps').db, { cohortId: Number(c.req.param('id')) });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  return cohort;
}

const scheduleOf = (cohort: { startDate: Date; endDate: Date; onlineClassTimes: ClassTimeDto[] }) => ({ startDate: cohort.startDate, endDate: cohort.endDate, classTimes: cohort.onlineClassTimes });

export function rosterJson(r: RosterRow, cohortEnd: Date, now: Date) {
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
    attendance: r.attendance,
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
  'attendance',
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
    const now = new Date();
    const rows = await listCohortRoster(c.get('deps').db, { cohortId: cohort.id });
    return c.json({
      data: {
        cohort: { id: cohort.id, name: cohort.name, course_name: cohort.courseName, start_date: cohort.startDate.toISOString(), end_date: cohort.endDate.toISOString(), has_ended: now > cohort.endDate, results_open_from: resultsOpenFrom(scheduleOf(cohort)).toISOString(), results_open: canSetResult(scheduleOf(cohort), now), lms_connected: await isLmsConnected(c, cohort.id) },
        students: rows.map((r) => rosterJson(r, cohort.endDate, now)),
      },
    });
  })
  .get('/:id{[0-9]+}/students/export', allow('teacher', scope), async (c) => {
    const cohort = await loadCohort(c);
    const now = new Date();
    const rows = await listCohortRoster(c.get('deps').db, { cohortId: cohort.id });
    const body = '\uFEFF' + csvLine([...CSV_COLUMNS]) + rows.map((r) => { const j = rosterJson(r, cohort.endDate, now); return csvLine(CSV_COLUMNS.map((k) => readableCell(j[k], c.get('lang')))); }).join('');
    return c.body(body, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="cohort-${cohort.id}-students.csv"` });
  })
  .put('/:id{[0-9]+}/students/results', allow('teacher', scope), validate('json', resultsBody), async (c) => {
    const deps = c.get('deps');
    const cohort = await loadCohort(c);
    const { participant_ids, status } = c.req.valid('json');
    const changes = await setParticipantResults(
      deps.db,
      { cohortId: cohort.id, cohort: scheduleOf(cohort), participantIds: participant_ids, status, actorUserId: currentUserId(c) },
      new Date(),
    );
    sendMailSoon(deps);
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
    await setParticipantProgress(db, { participantId, percent: c.req.valid('json').progress_percent });
    return c.json({ data: { participant_id: participantId, progress_percent: c.req.valid('json').progress_percent } });
  });
