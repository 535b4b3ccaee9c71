// The guard matrix of every /api/v1 route × role × anonymous × a session still waiting for its second
// factor × another school's rep × another cohort's teacher, generated from the app's own route table
// (apiRouteTable): a new route is checked the moment it is registered, and one without a guard fails.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFactor } from '@valik/db/queries';
import { makeCohort, makeSchool } from '@valik/db/testing';
import type { Role } from '@valik/domain';
import type { AppEnv } from '../src/lib/context.ts';
import { renderError } from '../src/lib/render-error.ts';
import { accessOf, allow, param, query, type Access } from '../src/middleware/allow.ts';
import { requestContext } from '../src/middleware/request-context.ts';
import { apiRouteTable, type ApiRoute } from '../src/middleware/route-table.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

interface Identity {
  name: string;
  cookie: string | null;
  role: Role | null;
  /** signed in with the password only, a verified factor still to pass */
  pending?: boolean;
  ownsSchool?: boolean;
  teachesCohort?: boolean;
  isScopedUser?: boolean;
}

let t: TestApp;
let routes: ApiRoute[];
const identities: Identity[] = [];
const ids = { school: 0, cohort: 0, user: 0, otherSchool: 0 };

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRouteTable(t.app);
  const schoolA = await makeSchool(t.deps.db);
  const schoolB = await makeSchool(t.deps.db);
  const student = await makeAccount(t, 'STUDENT');
  const teacher = await makeAccount(t, 'TEACHER');
  const otherTeacher = await makeAccount(t, 'TEACHER');
  const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolA.id });
  const otherRep = await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolB.id });
  const admin = await makeAccount(t, 'ADMIN');
  const withFactor = await makeAccount(t, 'ADMIN');
  const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id] });
  Object.assign(ids, { school: schoolA.id, cohort: cohort.id, user: student.id, otherSchool: schoolB.id });
  const pendingCookie = await signIn(t, withFactor.email);
  await insertFactor(t.deps.db, { id: crypto.randomUUID(), authUserId: withFactor.authId ?? '', factorType: 'totp', friendlyName: 'x', secret: 'x' }).then(() =>
    t.deps.db.execute(`UPDATE auth_factors SET status = 'verified' WHERE user_id = '${withFactor.authId}'`),
  );
  identities.push(
    { name: 'anonymous', cookie: null, role: null },
    { name: 'admin waiting for the second factor', cookie: pendingCookie, role: 'ADMIN', pending: true },
    { name: 'student (the scoped user)', cookie: await signIn(t, student.email), role: 'STUDENT', isScopedUser: true },
    { name: "the cohort's teacher", cookie: await signIn(t, teacher.email), role: 'TEACHER', teachesCohort: true },
    { name: 'another teacher', cookie: await signIn(t, otherTeacher.email), role: 'TEACHER' },
    { name: "the school's rep", cookie: await signIn(t, rep.email), role: 'SCHOOL_REP', ownsSchool: true },
    { name: "another school's rep", cookie: await signIn(t, otherRep.email), role: 'SCHOOL_REP' },
    { name: 'admin', cookie: await signIn(t, admin.email), role: 'ADMIN' },
  );
});
afterAll(() => t.close());

/** What the guard should answer: 'through', or the status it refuses with. */
function expected(access: Access, who: Identity): 'through' | 401 | 403 {
  if (access.guard === 'public') return 'through';
  // a provider webhook: no identity passes, only a valid signature (payments.test.ts)
  if (access.guard === 'provider-signature') return 401;
  if (!who.cookie) return 401;
  if (access.guard === 'second-factor') return 'through';
  if (who.pending) return 401;
  if (access.roles && !access.roles.includes(who.role as Role)) return 403;
  if (who.role === 'ADMIN') return 'through';
  if (access.scope.school && !who.ownsSchool) return 403;
  if (access.scope.cohort && !who.teachesCohort) return 403;
  if (access.scope.user && !who.isScopedUser) return 403;
  return 'through';
}

/** A concrete URL for a route: scoped ids are the fixtures' (school A, cohort A, the student), others 1. */
function urlOf(route: ApiRoute): string {
  const scopeParams = new Map<string, number>();
  const scopeQuery = new URLSearchParams();
  for (const [kind, ref] of Object.entries(route.access?.scope ?? {})) {
    const value = ids[kind as keyof typeof ids];
    if (ref.from === 'param') scopeParams.set(ref.name, value);
    else scopeQuery.set(ref.name, String(value));
  }
  const path = route.path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => String(scopeParams.get(name) ?? 1))
    .replace(/\*$/, 'x');
  const query = scopeQuery.toString();
  return query ? `${path}?${query}` : path;
}

function requestInit(method: string, cookie: string | null): RequestInit {
  const headers: Record<string, string> = { origin: BASE_URL, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  return method === 'GET' || method === 'HEAD' ? { method, headers } : { method, headers, body: '{}' };
}

describe('the API route table', () => {
  it('lists the routes of every API resource', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/session',
        'GET /api/v1/users/:id/hydrate',
        'POST /api/v1/auth/signup',
        'POST /api/v1/auth/factors/:id/verify',
        'DELETE /api/v1/me',
        'GET /api/v1/manage/teacher_applications',
        'GET /api/v1/courses',
        'GET /api/v1/teacher/dashboard',
        'GET /api/v1/teacher/cohorts',
        'PATCH /api/v1/teacher/cohorts/:id{[0-9]+}',
        'GET /api/v1/cohorts/:id{[0-9]+}/students',
        'PUT /api/v1/cohorts/:id{[0-9]+}/students/results',
        'GET /api/v1/feedback-dashboard',
        'GET /api/v1/school/students',
        'POST /api/v1/school/registrations',
      ]),
    );
  });

  it('gives every /api/v1 route a guard, placed before its handler and validators', () => {
    const unguarded = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`);
    const late = routes.filter((r) => r.access && !r.guardFirst).map((r) => `${r.method} ${r.path}`);
    expect(unguarded).toEqual([]);
    expect(late).toEqual([]);
  });

  it('throws on an unknown guard name', () => {
    expect(() => allow('superuser' as never)).toThrow('Unknown route guard: superuser');
  });
});

describe('every guarded route refuses anonymous callers in the real app', () => {
  it('answers 401 before any handler runs', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access && r.access.guard !== 'public')) {
      const res = await t.app.request(urlOf(route), requestInit(route.method, null));
      if (res.status !== 401) failures.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('guard matrix: route × identity', () => {
  it('lets through exactly who the route declares, by role and by ownership', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (!route.access) continue;
      const handler = route.guard;
      if (!handler) throw new Error(`no guard handler for ${route.method} ${route.path}`);
      // The route's own guard instance, alone in front of a stand-in handler: no side effects.
      const probe = new Hono<AppEnv>();
      probe.use('*', requestContext(t.deps));
      probe.onError((err, c) => renderError(err, c));
      probe.on(route.method, route.path, handler as never, (c) => c.text('through'));
      for (const who of identities) {
        const res = await probe.request(urlOf(route), requestInit(route.method, who.cookie));
        const got = res.status === 200 && (await res.text()) === 'through' ? 'through' : res.status;
        const want = expected(route.access, who);
        checked += 1;
        if (got !== want) failures.push(`${route.method} ${route.path} as ${who.name}: got ${got}, want ${want}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(routes.length * identities.length);
  }, 180_000); // every route × 8 identities, each a session lookup: minutes on a loaded machine

  it('includes scoped routes', () => {
    const scoped = routes.filter((r) => r.access && Object.keys(r.access.scope).length > 0);
    expect(scoped.map((r) => r.path)).toContain('/api/v1/users/:id/hydrate');
  });

  it('scopes a school rep to their school and a teacher to their cohorts (every kind of scope)', async () => {
    const probes = [
      { path: '/probe/schools/:id', guard: allow('school-rep-auth', { school: param('id') }) },
      { path: '/probe/cohorts/:id', guard: allow('teacher', { cohort: param('id') }) },
      { path: '/probe/report', guard: allow('auth', { school: query('school') }) },
      { path: '/probe/users/:id', guard: allow('auth', { user: param('id') }) },
    ];
    const failures: string[] = [];
    for (const { path, guard } of probes) {
      const access = accessOf(guard);
      if (!access) throw new Error('no access');
      const probe = new Hono<AppEnv>();
      probe.use('*', requestContext(t.deps));
      probe.onError((err, c) => renderError(err, c));
      probe.get(path, guard, (c) => c.text('through'));
      const route: ApiRoute = { method: 'GET', path, access, guardFirst: true, guard };
      for (const who of identities) {
        const res = await probe.request(urlOf(route), requestInit('GET', who.cookie));
        const got = res.status === 200 ? 'through' : res.status;
        if (got !== expected(access, who)) failures.push(`${path} as ${who.name}: got ${got}`);
      }
      // and someone else's id is refused to a non-admin (the school's rep), an id of nothing is not found
      const withId = (id: number) => path.replace(':id', String(id)).replace('/probe/report', `/probe/report?school=${id}`);
      const other = await probe.request(withId(ids.otherSchool), requestInit('GET', identities[5]?.cookie ?? null));
      if (other.status !== 403) failures.push(`${path} with another id: ${other.status}`);
      const unknown = await probe.request(withId(999999), requestInit('GET', identities[5]?.cookie ?? null));
      const unknownExpected = path === '/probe/schools/:id' || path === '/probe/report' ? 404 : 403;
      if (unknown.status !== unknownExpected) failures.push(`${path} with an unknown id: ${unknown.status}`);
    }
    expect(failures).toEqual([]);
  });
});
