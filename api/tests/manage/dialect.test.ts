// Every console list speaks react-admin's simple-rest dialect: Content-Range, sort, range, filter and
// getMany (filter={"id":[…]}); and every /api/v1/manage route is ADMIN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, schoolCreditLogs } from '@valik/db/schema';
import { makeCohort, makeCourse, makeParticipant, makeSchool, makeStudent } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, listUrl, sendJson, signedIn, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'ADMIN');
  const db = t.deps.db;
  const school = await makeSchool(db, { name: 'Aaa Dialekti Kool' });
  schoolId = school.id;
  await makeSchool(db, { name: 'Bbb Dialekti Kool' });
  await makeSchool(db, { name: 'Ccc Dialekti Kool' });
  const course = await makeCourse(db, { name: 'Dialekti kursus' });
  for (let i = 0; i < 3; i += 1) {
    const cohort = await makeCohort(db, { courseId: course.id, name: `Dialekti grupp ${i}` });
    const { user } = await makeStudent(db, { schoolId, lastName: `Dialekt${i}` });
    await makeParticipant(db, { cohortId: cohort.id, userId: user.id });
  }
  await makeCourse(db, { name: 'Teine dialekti kursus' });
  await makeCourse(db, { name: 'Kolmas dialekti kursus' });
  await db.insert(schoolCreditLogs).values([
    { schoolId, type: 'ADD', amount: 10 },
    { schoolId, type: 'DEDUCT', amount: 2 },
    { schoolId, type: 'REFUND', amount: 1 },
  ]);
  await db.insert(activityLog).values([
    { type: 'EMAIL_SENT', schoolId },
    { type: 'COHORT_REGISTRATION', schoolId },
    { type: 'SCHOOL_CREDITS_ADDED', schoolId },
  ]);
});
afterAll(() => t.close());

interface Case {
  resource: string;
  /** a filter that matches the rows made above */
  filter: Record<string, unknown>;
  sortField: string;
  /** the value of a row that the sort orders by */
  sortValue: (row: Record<string, unknown>) => string | number;
}

const text = (key: string) => (row: Record<string, unknown>) => String(row[key]).toLowerCase();
const CASES: Case[] = [
  { resource: 'users', filter: { school_id: 0 }, sortField: 'last_name', sortValue: text('last_name') },
  { resource: 'cohorts', filter: { q: 'Dialekti grupp' }, sortField: 'name', sortValue: text('name') },
  { resource: 'participants', filter: { school_id: 0 }, sortField: 'id', sortValue: (r) => Number(r.id) },
  { resource: 'courses', filter: { q: 'dialekti kursus' }, sortField: 'name', sortValue: text('name') },
  { resource: 'schools', filter: { q: 'Dialekti Kool' }, sortField: 'name', sortValue: text('name') },
  { resource: 'school_credits', filter: { school_id: 0 }, sortField: 'id', sortValue: (r) => Number(r.id) },
  { resource: 'activity_log', filter: { school_id: 0 }, sortField: 'id', sortValue: (r) => Number(r.id) },
];
/** school_id 0 stands for the school made above */
const withSchool = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, k === 'school_id' ? schoolId : v]));

describe.each(CASES)('GET /api/v1/manage/$resource', ({ resource, filter, sortField, sortValue }) => {
  it('answers a page as a JSON array with Content-Range "<resource> start-end/total"', async () => {
    const { res, body } = await getJson<unknown[]>(t, admin, listUrl(resource, { filter: withSchool(filter), range: [0, 1] }));
    expect(res.status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    expect(res.headers.get('content-range')).toBe(`${resource} 0-1/3`);
  });

  it('pages with range and sorts both ways', async () => {
    const f = withSchool(filter);
    const asc = (await getJson<Record<string, unknown>[]>(t, admin, listUrl(resource, { filter: f, sort: [sortField, 'ASC'], range: [0, 9] }))).body;
    const desc = (await getJson<Record<string, unknown>[]>(t, admin, listUrl(resource, { filter: f, sort: [sortField, 'DESC'], range: [0, 9] }))).body;
    expect(asc).toHaveLength(3);
    expect(asc.map(sortValue)).toEqual([...asc.map(sortValue)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(desc.map((r) => r.id)).toEqual([...asc.map((r) => r.id)].reverse());
    const second = await getJson<Record<string, unknown>[]>(t, admin, listUrl(resource, { filter: f, sort: [sortField, 'ASC'], range: [1, 2] }));
    expect(second.body.map((r) => r.id)).toEqual(asc.slice(1, 3).map((r) => r.id));
    expect(second.res.headers.get('content-range')).toBe(`${resource} 1-2/3`);
  });

  it('answers getMany (filter={"id":[…]}) with just those rows', async () => {
    const all = (await getJson<Record<string, unknown>[]>(t, admin, listUrl(resource, { filter: withSchool(filter) }))).body;
    const ids = all.slice(0, 2).map((r) => r.id);
    const { res, body } = await getJson<Record<string, unknown>[]>(t, admin, listUrl(resource, { filter: { id: ids } }));
    expect(res.status).toBe(200);
    expect(body.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('says an empty page is "<resource> */0"', async () => {
    const { res, body } = await getJson<unknown[]>(t, admin, listUrl(resource, { filter: { id: [2_000_000_000] } }));
    expect(body).toEqual([]);
    expect(res.headers.get('content-range')).toBe(`${resource} */0`);
  });

  it('refuses an unknown sort field, a bad range and a filter that is not an object with 400', async () => {
    for (const url of [
      listUrl(resource, { sort: ['password', 'ASC'] }),
      listUrl(resource, { sort: [sortField, 'SIDEWAYS'] }),
      listUrl(resource, { range: [5, 1] }),
      listUrl(resource, { range: [0, 5000] }),
      `/api/v1/manage/${resource}?filter=not-json`,
      listUrl(resource, { filter: ['x'] }),
    ]) {
      const { status, body } = await getJson<{ error: { code: string } }>(t, admin, url);
      expect(status, url).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
    }
  });

  it('exports the filtered list as CSV', async () => {
    const res = await t.app.request(`/api/v1/manage/${resource}/export?filter=${encodeURIComponent(JSON.stringify(withSchool(filter)))}`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="${resource}-`));
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3);
    expect(lines[0]).toMatch(/^id,/);
  });
});

describe('access to /api/v1/manage', () => {
  const READS = ['users', 'cohorts', 'participants', 'courses', 'schools', 'school_credits', 'activity_log'].flatMap((r) => [
    `/api/v1/manage/${r}`,
    `/api/v1/manage/${r}/export`,
  ]);
  const ONE = ['users/1', 'cohorts/1', 'participants/1', 'courses/1', 'schools/1', 'school_credits/1'].map((p) => `/api/v1/manage/${p}`);
  const WRITES: Array<['POST' | 'PUT' | 'DELETE', string]> = [
    ['PUT', '/api/v1/manage/users/1'],
    ['POST', '/api/v1/manage/cohorts'],
    ['PUT', '/api/v1/manage/cohorts/1'],
    ['DELETE', '/api/v1/manage/cohorts/1'],
    ['PUT', '/api/v1/manage/participants/1'],
    ['POST', '/api/v1/manage/courses'],
    ['PUT', '/api/v1/manage/courses/1'],
    ['POST', '/api/v1/manage/schools'],
    ['PUT', '/api/v1/manage/schools/1'],
    ['POST', '/api/v1/manage/school_credits'],
    ['POST', '/api/v1/manage/uploads/thumbnails'],
  ];

  it('answers 401 to anyone signed out, on every route', async () => {
    for (const path of [...READS, ...ONE]) {
      const { status, body } = await getJson<{ error: { code: string; message: string } }>(t, null, path);
      expect(status, path).toBe(401);
      expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Palun logi sisse' });
    }
    for (const [method, path] of WRITES) {
      expect((await sendJson(t, null, method, path, {})).status, `${method} ${path}`).toBe(401);
    }
  });

  it.each(['STUDENT', 'TEACHER', 'SCHOOL_REP'] as const)('answers 403 to a %s, on every route', async (role) => {
    const session = await signedIn(t, role);
    for (const path of [...READS, ...ONE]) {
      const { status, body } = await getJson<{ error: { code: string } }>(t, session, path);
      expect(status, path).toBe(403);
      expect(body.error.code).toBe('FORBIDDEN');
    }
    for (const [method, path] of WRITES) {
      expect((await sendJson(t, session, method, path, {})).status, `${method} ${path}`).toBe(403);
    }
  });
});
