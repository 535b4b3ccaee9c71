// /api/v1/teacher: the teacher's dashboard, my cohorts, the editable fields of my cohort and my teaching
// times as an ICS file, downloaded or through a secret subscription link (issue 8 items 1 and 2). A teacher reaches only cohorts they teach (the guard's
// cohort scope); an admin passes every scope.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getTeacherCohort, listTeacherCohorts, type TeacherCohortPatch } from '@valik/db/queries';
import { ensureCalendarToken } from '../../calendar/my-calendar.ts';
import type { ClassTimeDto } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow, param } from '../../middleware/allow.ts';
import { buildTeacherDashboard, sortTeacherCohorts, teacherCohortJson } from '../../teaching/teacher-dashboard.ts';
import { updateCohortAsTeacher } from '../../teaching/update-cohort.ts';
import { renderTeachingCalendar, renderTeachingFeed, teachingFeedUrl } from '../../teaching/teaching-calendar.ts';
import { teacherCohortPatch } from './teacher.schemas.ts';

export const COHORT_NOT_FOUND = 'The cohort could not be found';

export function currentUserId(c: Context<AppEnv>): number {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return user.id;
}

async function loadCohort(c: Context<AppEnv>) {
  const cohort = await getTeacherCohort(c.get('deps').db, { cohortId: Number(c.req.param('id')) });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  return cohort;
}

const sameTimes = (a: readonly ClassTimeDto[], b: readonly ClassTimeDto[]) =>
  JSON.stringify(a.map((t) => [t.day, t.hour, t.minute])) === JSON.stringify(b.map((t) => [t.day, t.hour, t.minute]));

export const teacherRoutes = new Hono<AppEnv>()
  .get('/dashboard', allow('teacher'), async (c) => {
    return c.json({ data: await buildTeacherDashboard(c.get('deps'), { teacherUserId: currentUserId(c) }) });
  })
  .get('/cohorts', allow('teacher'), async (c) => {
    const now = c.get('deps').clock();
    const rows = await listTeacherCohorts(c.get('deps').db, { teacherUserId: currentUserId(c) });
    // by the next start time, as every cohort list (product-spec §9; issue 18 item 9)
    return c.json({ data: sortTeacherCohorts(rows, now).map((r) => teacherCohortJson(r, now)) });
  })
  .get('/cohorts/:id{[0-9]+}', allow('teacher', { cohort: param('id') }), async (c) => {
    const cohort = await loadCohort(c);
    return c.json({ data: { ...teacherCohortJson(cohort, c.get('deps').clock()), teachers: cohort.teachers } });
  })
  .patch('/cohorts/:id{[0-9]+}', allow('teacher', { cohort: param('id') }), validate('json', teacherCohortPatch), async (c) => {
    const deps = c.get('deps');
    const before = await loadCohort(c);
    const body = c.req.valid('json');
    const patch: TeacherCohortPatch = {};
    if (body.video_url !== undefined) patch.videoUrl = body.video_url;
    if (body.discord_invite_url !== undefined) patch.discordInviteUrl = body.discord_invite_url;
    if (body.external_lms_link !== undefined) patch.externalLmsLink = body.external_lms_link;
    if (body.lms_id !== undefined) patch.lmsId = body.lms_id;
    if (body.notes !== undefined) patch.notes = body.notes;
    const timesChanged = body.online_class_times !== undefined && !sameTimes(before.onlineClassTimes, body.online_class_times);
    if (timesChanged) patch.onlineClassTimes = body.online_class_times;
    await updateCohortAsTeacher(deps, { cohortId: before.id, patch, timesChanged });
    const after = await loadCohort(c);
    return c.json({ data: { ...teacherCohortJson(after, deps.clock()), teachers: after.teachers, class_times_notice_sent: timesChanged } });
  })
  .get('/calendar.ics', allow('teacher'), async (c) => {
    const deps = c.get('deps');
    const ics = await renderTeachingCalendar(deps, { teacherUserId: currentUserId(c), baseUrl: deps.env.PUBLIC_BASE_URL, lang: c.get('lang') });
    return c.body(ics, 200, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="valik-teaching.ics"' });
  })
  // the secret link a calendar app subscribes to (no cookies there): shown on the dashboard, resettable
  .get('/calendar-feed', allow('teacher'), async (c) => {
    const deps = c.get('deps');
    const token = await ensureCalendarToken(deps.db, { userId: currentUserId(c) });
    return c.json({ data: { url: teachingFeedUrl(deps.env.PUBLIC_BASE_URL, token) } });
  })
  .post('/calendar-feed/reset', allow('teacher'), async (c) => {
    const deps = c.get('deps');
    const token = await ensureCalendarToken(deps.db, { userId: currentUserId(c), reset: true });
    return c.json({ data: { url: teachingFeedUrl(deps.env.PUBLIC_BASE_URL, token) } });
  })
  .get('/calendar/:file', allow('public'), async (c) => {
    const deps = c.get('deps');
    const token = /^([A-Za-z0-9_-]{20,})\.ics$/.exec(c.req.param('file'))?.[1];
    const ics = token ? await renderTeachingFeed(deps, { token, baseUrl: deps.env.PUBLIC_BASE_URL }) : null;
    if (ics === null) throw new ApiError('NOT_FOUND', 'Page not found');
    return c.body(ics, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
  });
