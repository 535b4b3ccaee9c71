// The public API's catalogue answers kept in the page cache (issue 32 item 2, ADR 029): the course list,
// a course and the cohorts of a course are made once per change, with the bodies and headers the API
// gave before, and a committed change drops them as it drops the pages. Two apps on one database here:
// the API as it runs (the cache on, listening) and the same API without the cache, as the reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, updateWhere } from '@valik/db/testing';
import { createApp } from '../src/app.ts';
import { createServices } from '../src/services.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestApp, heard, LogSink, testEnv, type TestApp } from './helpers.ts';

describe('the catalogue answers of the API in the page cache', () => {
  let t: TestApp;
  let reference: ReturnType<typeof createApp>;
  let slug: string;
  let courseId: number;
  let cohortId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_CACHE_SECONDS: '3600', CATALOG_CACHE_TTL_SECONDS: '3600' } });
    // the same database without any cache: what the API answered before
    const plain = createServices(t.testDb, testEnv({ PAGE_CACHE_SECONDS: '0', CATALOG_CACHE_TTL_SECONDS: '0' }), { logger: createLogger('warn', new LogSink()), rateLimit: false });
    reference = createApp(plain);
    slug = 'answer-course';
    const course = await makeCourse(t.deps.db, { slug, name: 'Vastuste kursus', status: 'APPROVED', categories: ['TECHNOLOGY'], summary: 'Pikem kokkuvõte. '.repeat(80) });
    courseId = course.id;
    cohortId = (await makeCohort(t.deps.db, { courseId, size: 5, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) })).id;
    await makeCourse(t.deps.db, { slug: 'answer-other', status: 'APPROVED', categories: ['LANGUAGES'] });
    await heard(t);
  });
  afterAll(() => t.close());

  const paths = () => ['/api/v1/courses', '/api/v1/courses?category=TECHNOLOGY', `/api/v1/courses/${slug}`, `/api/v1/cohorts?course=${courseId}`, `/api/v1/cohorts?course=${slug}`];

  it('answers with the bodies and headers the API gave without the cache, made once', async () => {
    for (const path of paths()) {
      const before = await reference.request(path);
      const first = await t.app.request(path);
      const second = await t.app.request(path);
      expect([path, first.status, second.status]).toEqual([path, 200, 200]);
      expect([path, first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual([path, 'miss', 'hit']);
      const body = await before.json();
      expect(await first.json()).toEqual(body);
      expect(await second.json()).toEqual(body);
      for (const name of ['content-type', 'cache-control']) expect([path, name, second.headers.get(name)]).toEqual([path, name, before.headers.get(name)]);
      expect(second.headers.get('etag')).toMatch(/^W\//);
    }
    // a hit reads nothing of the database's catalogue rows
    const misses = t.deps.catalog.cache?.misses;
    for (const path of paths()) await t.app.request(path);
    expect(t.deps.catalog.cache?.misses).toBe(misses);
  });

  it('drops the cohorts of a course when a seat is taken, and every answer when a course changes', async () => {
    const seats = async () => {
      const res = await t.app.request(`/api/v1/cohorts?course=${courseId}`);
      const { data } = (await res.json()) as { data: { id: number; seats_taken: number; seats_left: number }[] };
      return { cache: res.headers.get('x-page-cache'), cohort: data.find((c) => c.id === cohortId) };
    };
    await seats();
    expect((await seats()).cache).toBe('hit');
    await makeParticipant(t.deps.db, { cohortId });
    await heard(t);
    const after = await seats();
    expect(after.cache).toBe('miss');
    expect(after.cohort).toMatchObject({ seats_taken: 1, seats_left: 4 });
    expect((await seats()).cache).toBe('hit');

    // the course list does not show seats: a seat change keeps it
    await t.app.request('/api/v1/courses');
    await makeParticipant(t.deps.db, { cohortId });
    await heard(t);
    expect((await t.app.request('/api/v1/courses')).headers.get('x-page-cache')).toBe('hit');

    await updateWhere(t.deps.db, courses, { id: courseId }, { name: 'Uus vastuste kursus' });
    await heard(t);
    const list = await t.app.request('/api/v1/courses');
    expect(list.headers.get('x-page-cache')).toBe('miss');
    expect(((await list.json()) as { data: { slug: string; name: string }[] }).data.find((c) => c.slug === slug)?.name).toBe('Uus vastuste kursus');
    const one = await t.app.request(`/api/v1/courses/${slug}`);
    expect(one.headers.get('x-page-cache')).toBe('miss');
    expect(((await one.json()) as { data: { name: string } }).data.name).toBe('Uus vastuste kursus');
    // a course taken off the catalogue is gone at once from every answer
    await updateWhere(t.deps.db, courses, { id: courseId }, { status: 'DRAFT' });
    await heard(t);
    expect((await t.app.request(`/api/v1/courses/${slug}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/cohorts?course=${courseId}`)).status).toBe(400);
    await updateWhere(t.deps.db, courses, { id: courseId }, { status: 'APPROVED' });
    await heard(t);
    expect((await t.app.request(`/api/v1/courses/${slug}`)).status).toBe(200);
  });

  it('keeps no error and no search: each is answered per request, errors in the caller’s language', async () => {
    for (const lang of ['en', 'et', 'en']) {
      const res = await t.app.request('/api/v1/courses/no-such-course', { headers: { 'accept-language': lang } });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-page-cache')).toBeNull();
      const { error } = (await res.json()) as { error: { message: string } };
      expect(error.message).toBe(lang === 'en' ? 'The course could not be found' : 'Kursust ei leitud');
    }
    const bad = await t.app.request('/api/v1/courses?category=NOPE');
    expect(bad.status).toBe(400);
    const search = await t.app.request('/api/v1/courses?q=vastuste');
    expect(search.status).toBe(200);
    expect(search.headers.get('x-page-cache')).toBeNull();
    expect(await search.json()).toEqual(await (await reference.request('/api/v1/courses?q=vastuste')).json());
  });
});
