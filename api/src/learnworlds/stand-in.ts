// The local LearnWorlds stand-in (/dev/learnworlds, never in production): the school's LearnWorlds API as
// the progress sync uses it — client-credentials tokens, users by id or e-mail, a user's progress in a
// course with its units — plus a page where a person sets a student's progress (assignments done, live
// sessions attended) and then watches the sync pick it up. State in memory, one per app.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import type { LearnWorldsStandInAccount } from './learnworlds-port.ts';
import { standInPage, escapeHtml } from '../lib/dev-page.ts';
import { systemClock } from '../lib/clock.ts';


export function createLearnWorldsStandInAccount(): LearnWorldsStandInAccount {
  return { clientId: `standin-${randomBytes(6).toString('hex')}`, clientSecret: randomBytes(16).toString('hex') };
}

interface Unit {
  id: string;
  name: string;
  type: 'assignment' | 'livesession';
}
// A new course in the stand-in: four assignments and two live sessions (which never count as progress).
const DEFAULT_UNITS: Unit[] = [
  { id: 'a1', name: 'Assignment 1', type: 'assignment' },
  { id: 'a2', name: 'Assignment 2', type: 'assignment' },
  { id: 'a3', name: 'Assignment 3', type: 'assignment' },
  { id: 'a4', name: 'Assignment 4', type: 'assignment' },
  { id: 'l1', name: 'Live session 1', type: 'livesession' },
  { id: 'l2', name: 'Live session 2', type: 'livesession' },
];

const lwError = (c: Context, status: 401 | 404, message: string) => c.json({ success: false, errors: [{ code: status, context: message }] }, status);

export function learnWorldsStandInRoutes(account: LearnWorldsStandInAccount) {
  const tokens = new Set<string>();
  const users = new Map<string, { id: string; email: string; username: string }>();
  const courses = new Map<string, Unit[]>();
  // `${userId} ${courseId}` → completed unit ids
  const enrollments = new Map<string, Set<string>>();

  const userBy = (idOrEmail: string) => users.get(idOrEmail) ?? [...users.values()].find((u) => u.email.toLowerCase() === idOrEmail.toLowerCase());
  const authorized = (c: Context) => tokens.has((c.req.header('authorization') ?? '').replace(/^Bearer /, '')) && c.req.header('lw-client') === account.clientId;

  function page(): string {
    const rows = [...enrollments.entries()]
      .map(([key, done]) => {
        const [userId = '', courseId = ''] = key.split(' ');
        const units = courses.get(courseId) ?? [];
        const assignments = units.filter((u) => u.type === 'assignment');
        const sessions = units.filter((u) => u.type === 'livesession');
        return `<tr><td>${escapeHtml(users.get(userId)?.email ?? userId)}<div class="muted">LearnWorlds id ${escapeHtml(userId)}</div></td><td><code>${escapeHtml(courseId)}</code></td><td>${assignments.filter((u) => done.has(u.id)).length} / ${assignments.length}</td><td>${sessions.filter((u) => done.has(u.id)).length} / ${sessions.length}</td></tr>`;
      })
      .join('');
    return standInPage(
      'LearnWorlds',
      'LearnWorlds',
      `<h1>LearnWorlds: students' progress</h1>
<p class="muted">Valik reads progress every hour, and when an admin presses “Sync progress now” on a cohort (Manage → Cohorts). Only assignments count; live sessions attended do not. The course id is the cohort's (or its course's) “LearnWorlds course ID”.</p>
<h2>Set a student's progress</h2>
<form class="row" method="post" action="/dev/learnworlds/progress">
<label>Student e-mail <input name="email" type="email" required></label>
<label>Course id <input name="course_id" required pattern="[A-Za-z0-9_-]{1,80}"></label>
<label>Assignments done (of 4) <input name="assignments" type="number" min="0" max="4" value="2" required></label>
<label>Live sessions attended (of 2) <input name="sessions" type="number" min="0" max="2" value="1" required></label>
<button class="primary">Save progress</button></form>
<h2>Enrolments</h2>${rows ? `<table><thead><tr><th>Student</th><th>Course</th><th>Assignments done</th><th>Live sessions attended</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No progress yet.</p>'}`,
    );
  }

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .get('/', (c) => c.html(page()))
    .post('/progress', async (c) => {
      const form = await c.req.parseBody();
      const email = String(form.email ?? '').trim().toLowerCase();
      const courseId = String(form.course_id ?? '').trim();
      const assignments = Number(form.assignments);
      const sessions = Number(form.sessions);
      if (!email.includes('@') || !/^[A-Za-z0-9_-]{1,80}$/.test(courseId) || !(assignments >= 0 && assignments <= 4) || !(sessions >= 0 && sessions <= 2)) {
        return c.html(standInPage('LearnWorlds', 'Progress', '<p class="bad">Check the e-mail, the course id and the numbers.</p><p><a href="/dev/learnworlds">Back</a></p>'), 400);
      }
      let user = userBy(email);
      if (!user) {
        user = { id: randomBytes(12).toString('hex'), email, username: email.split('@')[0] ?? email };
        users.set(user.id, user);
      }
      if (!courses.has(courseId)) courses.set(courseId, DEFAULT_UNITS);
      const done = new Set<string>([...DEFAULT_UNITS.filter((u) => u.type === 'assignment').slice(0, assignments), ...DEFAULT_UNITS.filter((u) => u.type === 'livesession').slice(0, sessions)].map((u) => u.id));
      enrollments.set(`${user.id} ${courseId}`, done);
      return c.redirect('/dev/learnworlds', 303);
    })
    .post('/admin/api/oauth2/access_token', async (c) => {
      const type = c.req.header('content-type') ?? '';
      // anything that is not an object of fields is no credentials (LearnWorlds answers 401 too)
      const parsed: unknown = type.includes('json') ? await c.req.json().catch(() => null) : await c.req.parseBody();
      const body = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
      if (body.grant_type !== 'client_credentials' || body.client_id !== account.clientId || body.client_secret !== account.clientSecret) {
        return c.json({ success: false, errors: [{ code: 401, context: 'Invalid client credentials' }] }, 401);
      }
      const token = randomBytes(20).toString('hex');
      tokens.add(token);
      return c.json({ success: true, tokenData: { access_token: token, token_type: 'Bearer', expires_in: 8000 } });
    })
    .get('/admin/api/v2/users/:id', (c) => {
      if (!authorized(c)) return lwError(c, 401, 'Unauthorized');
      const user = userBy(c.req.param('id'));
      return user ? c.json({ ...user, created: Math.floor(systemClock().getTime() / 1000), tags: [] }) : lwError(c, 404, 'User not found');
    })
    .get('/admin/api/v2/users/:id/courses/:course/progress', (c) => {
      if (!authorized(c)) return lwError(c, 401, 'Unauthorized');
      const user = userBy(c.req.param('id'));
      const courseId = c.req.param('course');
      const done = user ? enrollments.get(`${user.id} ${courseId}`) : undefined;
      const units = courses.get(courseId);
      if (!done || !units) return lwError(c, 404, 'User is not enrolled in this course');
      const completed = units.filter((u) => done.has(u.id)).length;
      return c.json({
        course_id: courseId,
        status: completed === units.length ? 'completed' : completed > 0 ? 'in_progress' : 'not_started',
        progress_rate: Math.round((completed / units.length) * 100),
        total_units: units.length,
        completed_units: completed,
        progress_per_section_unit: [
          {
            section_id: 's1',
            section_name: 'Course',
            units: units.map((u) => ({ unit_id: u.id, unit_name: u.name, unit_type: u.type, unit_status: done.has(u.id) ? 'completed' : 'not_started', unit_progress_rate: done.has(u.id) ? 100 : 0 })),
          },
        ],
      });
    });
}
