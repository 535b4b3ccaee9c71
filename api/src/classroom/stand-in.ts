// The local Google Classroom stand-in (/dev/classroom, never in production): Google's service-account token
// endpoint (an RS256 JWT assertion, checked against the service account's public key) and the rosters API
// the membership check calls, plus a page where a person puts students into courses. State in memory.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { jwtVerify } from 'jose';
import type { AppEnv } from '../lib/context.ts';
import type { ClassroomStandInAccount } from './classroom-adapter.ts';
import { standInPage, escapeHtml } from '../lib/dev-page.ts';
import { CLASSROOM_SCOPES, GOOGLE_TOKEN_URL } from './google-classroom.ts';


/** A service account for the stand-in: a fresh RSA key per process (never a committed one). */
export function createClassroomStandInAccount(): ClassroomStandInAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    key: { client_email: 'valik-classroom@valik-standin.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    publicKey,
    subject: 'classroom-admin@valik.ee',
  };
}

const googleError = (c: Context, status: 401 | 403 | 404, message: string, reason: string) => c.json({ error: { code: status, message, status: reason } }, status);

export function classroomStandInRoutes(account: ClassroomStandInAccount, options: { baseUrl: string }) {
  const tokens = new Set<string>();
  // course id → { name, students' e-mails }
  const courses = new Map<string, { name: string; students: Set<string> }>();
  const linkOf = (id: string) => `${options.baseUrl}/dev/classroom/c/${id}`;

  function page(): string {
    const rows = [...courses.entries()]
      .map(([id, course]) => `<tr><td>${escapeHtml(course.name)}<div class="muted">course id <code>${escapeHtml(id)}</code> · <a href="${escapeHtml(linkOf(id))}">${escapeHtml(linkOf(id))}</a></div></td><td>${escapeHtml([...course.students].join(', ') || 'no students yet')}</td></tr>`)
      .join('');
    return standInPage(
      'Google Classroom',
      'Classroom',
      `<h1>Google Classroom: courses and their students</h1>
<p class="muted">A cohort's Classroom course is its “Classroom course ID” (Manage → Cohorts). Valik asks this stand-in, through Google's client and a service account, whether a student's classroom e-mail is a student of that course.</p>
<h2>Add a student to a course</h2>
<form class="row" method="post" action="/dev/classroom/students">
<label>Course id <input name="course_id" required pattern="[0-9]{1,20}" title="digits, like Google's course ids"></label>
<label>Student's Gmail address <input name="email" type="email" required></label>
<button class="primary">Add to the course</button></form>
<h2>Courses</h2>${rows ? `<table><thead><tr><th>Course</th><th>Students</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No courses yet: adding a student creates the course.</p>'}`,
    );
  }

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .get('/', (c) => c.html(page()))
    .get('/c/:id', (c) => {
      const course = courses.get(c.req.param('id'));
      return c.html(standInPage('Google Classroom', 'Course', course ? `<h1>${escapeHtml(course.name)}</h1><p>Students: ${escapeHtml([...course.students].join(', ') || 'none')}</p>` : '<h1>Course not found</h1>'), course ? 200 : 404);
    })
    .post('/students', async (c) => {
      const form = await c.req.parseBody();
      const courseId = String(form.course_id ?? '').trim();
      const email = String(form.email ?? '').trim().toLowerCase();
      if (!/^\d{1,20}$/.test(courseId) || !email.includes('@')) return c.html(standInPage('Google Classroom', 'Classroom', '<p class="bad">Check the course id and the e-mail.</p>'), 400);
      const course = courses.get(courseId) ?? { name: `Course ${courseId}`, students: new Set<string>() };
      course.students.add(email);
      courses.set(courseId, course);
      return c.redirect('/dev/classroom', 303);
    })
    // Google's OAuth2 token endpoint for service accounts (RFC 7523 JWT bearer grant)
    .post('/token', async (c) => {
      const form = await c.req.parseBody();
      if (form.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return c.json({ error: 'unsupported_grant_type' }, 400);
      try {
        const { payload } = await jwtVerify(String(form.assertion ?? ''), account.publicKey, { algorithms: ['RS256'], audience: GOOGLE_TOKEN_URL, issuer: account.key.client_email });
        const scopes = String(payload.scope ?? '').split(' ');
        if (!CLASSROOM_SCOPES.every((s) => scopes.includes(s)) || payload.sub !== account.subject) return c.json({ error: 'unauthorized_client', error_description: 'Client is unauthorized to retrieve access tokens using this method' }, 401);
      } catch {
        return c.json({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }, 400);
      }
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return c.json({ access_token: token, expires_in: 3599, token_type: 'Bearer' });
    })
    .get('/v1/courses/:course/students/:user', (c) => {
      if (!tokens.has((c.req.header('authorization') ?? '').replace(/^Bearer /, ''))) return googleError(c, 401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
      const course = courses.get(c.req.param('course'));
      const email = decodeURIComponent(c.req.param('user')).toLowerCase();
      if (!course || !course.students.has(email)) return googleError(c, 404, 'Requested entity was not found.', 'NOT_FOUND');
      return c.json({ courseId: c.req.param('course'), userId: email, profile: { id: email, emailAddress: email, name: { fullName: email } } });
    });
}
