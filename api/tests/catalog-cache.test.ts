import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortParticipants, courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, updateWhere } from '@valik/db/testing';
import { CatalogCache } from '../src/catalog-cache.ts';
import { createCatalogService } from '../src/catalog-service.ts';
import type { CohortDto, CourseDetailDto, CourseSummaryDto } from '@valik/domain/contracts';
import { BASE_URL, createTestApp, heard, makeAccount, signIn, type TestApp } from './helpers.ts';
import { sendJson, signedIn } from './manage/manage-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function getData<T>(path: string): Promise<{ status: number; data: T }> {
  const res = await t.app.request(path);
  const body = (await res.json()) as { data: T };
  return { status: res.status, data: body.data };
}

const cohortsOf = async (course: string) => (await getData<CohortDto[]>(`/api/v1/cohorts?course=${course}`)).data;

describe('seats left after a registration', () => {
  it('shows one seat fewer once the change is heard, and gives it back on a cancellation', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'live-seats', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size: 10, startDate: daysFromNow(30), endDate: daysFromNow(70) });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });

    // warm the cache, twice to be sure the second read is a hit
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);

    // the answer is kept with the pages (ADR 029): the seat line's change notice drops it (on PostgreSQL
    // the notice arrives a moment after the commit)
    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    await heard(t);
    expect((await cohortsOf('live-seats'))[0]).toMatchObject({ seats_taken: 2, seats_left: 8 });

    // a cancellation gives the seat back just as fast
    await updateWhere(t.deps.db, cohortParticipants, { id: participant.id }, { status: 'CANCELED' });
    await heard(t);
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);
  });

  it('turns the badge into the waitlist when the last seat is taken', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'last-seat', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size: 2, minSize: 1, startDate: daysFromNow(30), endDate: daysFromNow(70) });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect((await cohortsOf('last-seat'))[0]).toMatchObject({ badge: 'LAST_SPOTS', availability: 'OPEN', seats_left: 1 });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    await heard(t);
    expect((await cohortsOf('last-seat'))[0]).toMatchObject({ badge: 'JOIN_WAITLIST', availability: 'FULL', seats_left: 0 });
  });

  it('counts live seats in the upcoming groups of the home page too', async () => {
    const catalog = createCatalogService(t.deps.db, { clock: t.deps.clock });
    const cohort = await makeCohort(t.deps.db, { size: 5, startDate: daysFromNow(1), endDate: daysFromNow(40) });
    const seatsOf = async () => (await catalog.listUpcomingCohorts(50)).find((c) => c.id === cohort.id)?.seats_left;
    expect(await seatsOf()).toBe(5);
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect(await seatsOf()).toBe(4);
  });
});

describe('cached catalogue rows', () => {
  it('serves a course from the cache, and an edit on the next request once it commits (nobody invalidates by hand)', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'cached-course', name: 'Vana nimi', status: 'APPROVED' });
    await heard(t);
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Vana nimi');
    // the cache really is in front of the database: a second read loads nothing
    const misses = t.deps.catalog.cache?.misses;
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Vana nimi');
    expect(t.deps.catalog.cache?.misses).toBe(misses);

    await updateWhere(t.deps.db, courses, { id: course.id }, { name: 'Uus nimi' });
    await heard(t);
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Uus nimi');
    const list = (await getData<CourseSummaryDto[]>('/api/v1/courses?q=Uus%20nimi')).data;
    expect(list.map((c) => c.slug)).toEqual(['cached-course']);
  });

  it('keeps the cache when a write rolls back, and when only seats change (they are read live)', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'rolled-back', name: 'Jääb', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, startDate: daysFromNow(20), endDate: daysFromNow(50) });
    await heard(t);
    expect((await getData<CourseDetailDto>('/api/v1/courses/rolled-back')).data.name).toBe('Jääb');
    await cohortsOf('rolled-back');
    const misses = t.deps.catalog.cache?.misses;
    await t.deps.db
      .transaction(async (tx) => {
        await updateWhere(tx, courses, { id: course.id }, { name: 'Ei jää' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    await heard(t);
    expect((await getData<CourseDetailDto>('/api/v1/courses/rolled-back')).data.name).toBe('Jääb');
    expect((await cohortsOf('rolled-back'))[0]?.seats_taken).toBe(1);
    expect(t.deps.catalog.cache?.misses).toBe(misses);
  });

  it('never shows a course moved back to DRAFT or IN_REVIEW', async () => {
    for (const status of ['DRAFT', 'IN_REVIEW'] as const) {
      const slug = `withdrawn-${status.toLowerCase().replace('_', '-')}`;
      const course = await makeCourse(t.deps.db, { slug, status: 'APPROVED' });
      await makeCohort(t.deps.db, { courseId: course.id });
      await heard(t);
      expect((await getData<CourseDetailDto>(`/api/v1/courses/${slug}`)).status).toBe(200);
      expect((await getData<CourseSummaryDto[]>('/api/v1/courses')).data.map((c) => c.slug)).toContain(slug);
      expect(await cohortsOf(slug)).toHaveLength(1);

      await updateWhere(t.deps.db, courses, { id: course.id }, { status });
      await heard(t);
      expect((await getData<CourseDetailDto>(`/api/v1/courses/${slug}`)).status, status).toBe(404);
      expect((await getData<CourseSummaryDto[]>('/api/v1/courses')).data.map((c) => c.slug), status).not.toContain(slug);
      expect((await t.app.request(`/api/v1/cohorts?course=${course.id}`)).status, status).toBe(400);
    }
  });

  it('computes badges from the clock on every read, so time passing needs no invalidation', async () => {
    const startDate = daysFromNow(20);
    const cohort = await makeCohort(t.deps.db, { size: 20, startDate, endDate: daysFromNow(60) });
    let now = new Date();
    const catalog = createCatalogService(t.deps.db, { clock: () => now, cache: new CatalogCache({ clock: () => now }) });
    const badge = async () => (await catalog.listCohorts(cohort.courseId))[0]?.badge;
    expect(await badge()).toBe('REGISTRATION_OPEN');
    now = daysFromNow(-3, startDate);
    expect(await badge()).toBe('STARTING_SOON');
  });
});

describe('next start of a course', () => {
  it('shows a coming group before a running one and orders the catalogue by it', async () => {
    const both = await makeCourse(t.deps.db, { slug: 'running-and-coming', name: 'Käib ja tuleb', categories: ['SUSTAINABILITY'] });
    const running = await makeCourse(t.deps.db, { slug: 'only-running', name: 'Ainult käib', categories: ['SUSTAINABILITY'] });
    const none = await makeCourse(t.deps.db, { slug: 'no-groups', name: 'Gruppideta', categories: ['SUSTAINABILITY'] });
    await makeCohort(t.deps.db, { courseId: both.id, startDate: daysFromNow(-5), endDate: daysFromNow(30) });
    const coming = await makeCohort(t.deps.db, { courseId: both.id, startDate: daysFromNow(12), endDate: daysFromNow(60) });
    const started = await makeCohort(t.deps.db, { courseId: running.id, startDate: daysFromNow(-3), endDate: daysFromNow(30) });
    await heard(t);

    const list = (await getData<CourseSummaryDto[]>('/api/v1/courses?category=SUSTAINABILITY')).data;
    expect(list.map((c) => c.slug)).toEqual(['running-and-coming', 'only-running', 'no-groups']);
    expect(list.map((c) => c.next_start_date)).toEqual([coming.startDate.toISOString(), started.startDate.toISOString(), null]);
    expect((await getData<CourseDetailDto>('/api/v1/courses/running-and-coming')).data.next_start_date).toBe(coming.startDate.toISOString());
    void none;
  });
});

describe('CatalogCache', () => {
  it('shares one load between concurrent readers and serves hits without loading', async () => {
    const cache = new CatalogCache({ clock: t.deps.clock });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: 1 };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    await cache.get('k', load);
    expect(loads).toBe(1);
  });

  it('reloads after the TTL and after clear() (what a committed change does)', async () => {
    let clock = 0;
    const cache = new CatalogCache({ ttlMs: 1000, clock: () => new Date(clock) });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new CatalogCache({ maxEntries: 2, clock: t.deps.clock });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogCache({ clock: t.deps.clock });
    await expect(cache.get('k', async () => Promise.reject(new Error('database is down')))).rejects.toThrow('database is down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});

// Issue 15 item 6: a teacher's name or short description is on the course page. Editing it (the admin's
// user form, the teacher's own profile) changed the page only after the cache's 60 s, because no code path
// remembered to invalidate. Now the database says so when the write commits.
describe('a teacher renamed', () => {
  const detailTeachers = async (slug: string) => (await getData<CourseDetailDto>(`/api/v1/courses/${slug}`)).data.teachers;
  // On PGlite the change is heard before the write returns: the next request shows it, nothing waited for.
  // On a PostgreSQL server it arrives on the listening connection moments after the commit.
  const afterCommit = async () => {
    if (t.testDb.kind === 'postgres') await heard(t);
  };

  it('shows the new name and short description on the course page at once, from the admin user form and the own profile', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const teacher = await makeAccount(t, 'TEACHER', { firstName: 'Vana', lastName: 'Õpetaja' });
    const course = await makeCourse(t.deps.db, { slug: 'renamed-teacher', status: 'APPROVED' });
    await makeCohort(t.deps.db, { courseId: course.id, teacherUserIds: [teacher.id], startDate: daysFromNow(20), endDate: daysFromNow(60) });
    await heard(t);
    expect((await detailTeachers('renamed-teacher')).map((x) => [x.first_name, x.last_name])).toEqual([['Vana', 'Õpetaja']]);

    const put = await sendJson(t, admin, 'PUT', `/api/v1/manage/users/${teacher.id}`, {
      first_name: 'Uus',
      last_name: 'Õpetaja',
      teacher_short_description: 'Õpetab loodust',
    });
    expect(put.status).toBe(200);
    await afterCommit();
    expect(await detailTeachers('renamed-teacher')).toMatchObject([{ first_name: 'Uus', last_name: 'Õpetaja', short_description: 'Õpetab loodust' }]);

    const own = await t.app.request('/api/v1/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: BASE_URL, cookie: await signIn(t, teacher.email) },
      body: JSON.stringify({ last_name: 'Kask' }),
    });
    expect(own.status).toBe(200);
    await afterCommit();
    expect((await detailTeachers('renamed-teacher')).map((x) => [x.first_name, x.last_name])).toEqual([['Uus', 'Kask']]);
  });
});
