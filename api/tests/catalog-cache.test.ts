import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortParticipants, courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant } from '@valik/db/testing';
import { CatalogCache, invalidateCatalog } from '../src/catalog-cache.ts';
import { createCatalogService } from '../src/catalog-service.ts';
import type { CohortDto, CourseDetailDto, CourseSummaryDto } from '../src/contracts/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

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
  it('shows one seat fewer on the next read, with no invalidation and no rebuild', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'live-seats', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size: 10, startDate: daysFromNow(30), endDate: daysFromNow(70) });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });

    // warm the cache, twice to be sure the second read is a hit
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);

    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect((await cohortsOf('live-seats'))[0]).toMatchObject({ seats_taken: 2, seats_left: 8 });

    // a cancellation gives the seat back just as fast
    await t.deps.db.update(cohortParticipants).set({ status: 'CANCELED' }).where(eq(cohortParticipants.id, participant.id));
    expect((await cohortsOf('live-seats'))[0]?.seats_left).toBe(9);
  });

  it('turns the badge into the waitlist when the last seat is taken', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'last-seat', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, size: 2, minSize: 1, startDate: daysFromNow(30), endDate: daysFromNow(70) });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect((await cohortsOf('last-seat'))[0]).toMatchObject({ badge: 'LAST_SPOTS', availability: 'OPEN', seats_left: 1 });
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect((await cohortsOf('last-seat'))[0]).toMatchObject({ badge: 'JOIN_WAITLIST', availability: 'FULL', seats_left: 0 });
  });

  it('counts live seats in the upcoming groups of the home page too', async () => {
    const catalog = createCatalogService(t.deps.db);
    const cohort = await makeCohort(t.deps.db, { size: 5, startDate: daysFromNow(1), endDate: daysFromNow(40) });
    const seatsOf = async () => (await catalog.listUpcomingCohorts(50)).find((c) => c.id === cohort.id)?.seats_left;
    expect(await seatsOf()).toBe(5);
    await makeParticipant(t.deps.db, { cohortId: cohort.id });
    expect(await seatsOf()).toBe(4);
  });
});

describe('cached catalogue rows', () => {
  it("keeps serving a course until the catalogue is invalidated; an admin's edit shows on the next request after", async () => {
    const course = await makeCourse(t.deps.db, { slug: 'cached-course', name: 'Vana nimi', status: 'APPROVED' });
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Vana nimi');

    await t.deps.db.update(courses).set({ name: 'Uus nimi' }).where(eq(courses.id, course.id));
    // without invalidation the cached row is still served: the cache really is in front of the database
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Vana nimi');

    invalidateCatalog();
    expect((await getData<CourseDetailDto>('/api/v1/courses/cached-course')).data.name).toBe('Uus nimi');
    const list = (await getData<CourseSummaryDto[]>('/api/v1/courses?q=Uus%20nimi')).data;
    expect(list.map((c) => c.slug)).toEqual(['cached-course']);
  });

  it('never shows a course moved back to DRAFT or IN_REVIEW once the edit invalidates', async () => {
    for (const status of ['DRAFT', 'IN_REVIEW'] as const) {
      const slug = `withdrawn-${status.toLowerCase().replace('_', '-')}`;
      const course = await makeCourse(t.deps.db, { slug, status: 'APPROVED' });
      await makeCohort(t.deps.db, { courseId: course.id });
      invalidateCatalog(); // as the admin's create does
      expect((await getData<CourseDetailDto>(`/api/v1/courses/${slug}`)).status).toBe(200);
      expect((await getData<CourseSummaryDto[]>('/api/v1/courses')).data.map((c) => c.slug)).toContain(slug);
      expect(await cohortsOf(slug)).toHaveLength(1);

      await t.deps.db.update(courses).set({ status }).where(eq(courses.id, course.id));
      invalidateCatalog();
      expect((await getData<CourseDetailDto>(`/api/v1/courses/${slug}`)).status, status).toBe(404);
      expect((await getData<CourseSummaryDto[]>('/api/v1/courses')).data.map((c) => c.slug), status).not.toContain(slug);
      expect((await t.app.request(`/api/v1/cohorts?course=${course.id}`)).status, status).toBe(400);
    }
  });

  it('computes badges from the clock on every read, so time passing needs no invalidation', async () => {
    const startDate = daysFromNow(20);
    const cohort = await makeCohort(t.deps.db, { size: 20, startDate, endDate: daysFromNow(60) });
    let now = new Date();
    const catalog = createCatalogService(t.deps.db, { clock: () => now, cache: new CatalogCache() });
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
    invalidateCatalog(); // as the admin's create does

    const list = (await getData<CourseSummaryDto[]>('/api/v1/courses?category=SUSTAINABILITY')).data;
    expect(list.map((c) => c.slug)).toEqual(['running-and-coming', 'only-running', 'no-groups']);
    expect(list.map((c) => c.next_start_date)).toEqual([coming.startDate.toISOString(), started.startDate.toISOString(), null]);
    expect((await getData<CourseDetailDto>('/api/v1/courses/running-and-coming')).data.next_start_date).toBe(coming.startDate.toISOString());
    void none;
  });
});

describe('CatalogCache', () => {
  it('shares one load between concurrent readers and serves hits without loading', async () => {
    const cache = new CatalogCache();
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

  it('reloads after the TTL and after invalidateCatalog()', async () => {
    let clock = 0;
    const cache = new CatalogCache({ ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
    invalidateCatalog();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('database is down')))).rejects.toThrow('database is down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
