import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeParticipant, makeTeacher, updateWhere } from '@valik/db/testing';
import type { CohortDto, CourseDetailDto, CourseSummaryDto } from '@valik/domain/contracts';
import { createTestApp, heard, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /api/v1/courses', () => {
  it('lists only approved courses, filtered by category, language and name', async () => {
    const tech = await makeCourse(t.deps.db, { name: 'Robootika', slug: 'robootika', categories: ['TECHNOLOGY'], language: 'et', status: 'APPROVED' });
    const ru = await makeCourse(t.deps.db, { name: 'Химия', slug: 'himiya', categories: ['OTHERS'], language: 'ru', status: 'APPROVED' });
    await makeCourse(t.deps.db, { name: 'Robootika mustand', slug: 'robootika-mustand', categories: ['TECHNOLOGY'], status: 'DRAFT' });
    await makeCourse(t.deps.db, { name: 'Robootika ülevaatusel', slug: 'robootika-review', categories: ['TECHNOLOGY'], status: 'IN_REVIEW' });

    const all = await getJson<{ data: CourseSummaryDto[] }>('/api/v1/courses');
    const slugs = all.body.data.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['robootika', 'himiya']));
    expect(slugs).not.toContain('robootika-mustand');
    expect(slugs).not.toContain('robootika-review');

    const byCategory = await getJson<{ data: CourseSummaryDto[] }>('/api/v1/courses?category=TECHNOLOGY');
    expect(byCategory.body.data.map((c) => c.id)).toEqual([tech.id]);
    const byLanguage = await getJson<{ data: CourseSummaryDto[] }>('/api/v1/courses?language=ru');
    expect(byLanguage.body.data.map((c) => c.id)).toEqual([ru.id]);
    const byName = await getJson<{ data: CourseSummaryDto[] }>('/api/v1/courses?q=robooti');
    expect(byName.body.data.map((c) => c.id)).toEqual([tech.id]);
  });

  it('refuses an unknown category with a localized 400 naming the field', async () => {
    const res = await getJson<{ error: { code: string; message: string; issues: { path: string; message: string }[] } }>(
      '/api/v1/courses?category=ASTROLOGY',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toBe('Vigane päring');
    expect(res.body.error.issues).toEqual([{ path: 'category', message: 'Tundmatu kategooria' }]);
    const en = await getJson<{ error: { message: string } }>('/api/v1/courses?category=ASTROLOGY', { 'accept-language': 'en' });
    expect(en.body.error.message).toBe('Invalid request');
  });

  it('gives the next start of the soonest public cohort, ignoring draft and canceled ones', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'next-start', status: 'APPROVED' });
    await makeCohort(t.deps.db, { courseId: course.id, status: 'DRAFT', startDate: daysFromNow(3), endDate: daysFromNow(40) });
    await makeCohort(t.deps.db, { courseId: course.id, status: 'CANCELED', startDate: daysFromNow(4), endDate: daysFromNow(40) });
    const open = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const other = await makeCourse(t.deps.db, { slug: 'other-course', status: 'APPROVED' });
    await makeCohort(t.deps.db, { courseId: other.id, status: 'REGISTRATION_OPEN', startDate: daysFromNow(2), endDate: daysFromNow(30) });

    const { body } = await getJson<{ data: CourseDetailDto }>('/api/v1/courses/next-start');
    expect(body.data.next_start_date).toBe(open.startDate.toISOString());
  });

  it('says when the course’s page last changed: the course or one of its public cohorts, not a draft (the sitemap’s lastmod)', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'muudetud', status: 'APPROVED' });
    const open = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const draft = await makeCohort(t.deps.db, { courseId: course.id, status: 'DRAFT', startDate: daysFromNow(30), endDate: daysFromNow(70) });
    await updateWhere(t.deps.db, courses, { id: course.id }, { updatedAt: new Date('2026-01-05T10:00:00Z') });
    await updateWhere(t.deps.db, cohorts, { id: open.id }, { updatedAt: new Date('2026-01-04T10:00:00Z') });
    await updateWhere(t.deps.db, cohorts, { id: draft.id }, { updatedAt: new Date('2026-06-01T10:00:00Z') });
    await heard(t);
    const updatedAt = async () => (await getJson<{ data: CourseSummaryDto[] }>('/api/v1/courses')).body.data.find((c) => c.slug === 'muudetud')?.updated_at;
    expect(await updatedAt()).toBe('2026-01-05T10:00:00.000Z');
    // a change of the public cohort (its seats, times, teacher) is a change of the page
    await updateWhere(t.deps.db, cohorts, { id: open.id }, { size: open.size + 5, updatedAt: new Date('2026-02-01T09:30:00Z') });
    await heard(t);
    expect(await updatedAt()).toBe('2026-02-01T09:30:00.000Z');
  });
});

describe('GET /api/v1/courses/{slug}', () => {
  it('answers a public course with outcomes and teachers, and 404 for drafts and unknown slugs', async () => {
    const { user: teacher } = await makeTeacher(t.deps.db, { firstName: 'Kadri', lastName: 'Tamm' });
    const course = await makeCourse(t.deps.db, {
      slug: 'kommunikatsioon',
      status: 'APPROVED',
      learningOutcomes: ['üks', 'kaks', 'kolm'],
    });
    await makeCohort(t.deps.db, { courseId: course.id, teacherUserIds: [teacher.id], status: 'REGISTRATION_OPEN' });
    const ok = await getJson<{ data: CourseDetailDto }>('/api/v1/courses/kommunikatsioon');
    expect(ok.status).toBe(200);
    expect(ok.body.data.learning_outcomes).toEqual(['üks', 'kaks', 'kolm']);
    expect(ok.body.data.teachers.map((x) => x.last_name)).toEqual(['Tamm']);

    await makeCourse(t.deps.db, { slug: 'salajane', status: 'DRAFT' });
    const draft = await getJson<{ error: { message: string } }>('/api/v1/courses/salajane');
    expect(draft.status).toBe(404);
    expect(draft.body.error.message).toBe('Kursust ei leitud');
    expect((await t.app.request('/api/v1/courses/Not%20A%20Slug')).status).toBe(404);
  });
});

describe('GET /api/v1/cohorts?course=', () => {
  it('counts every registration except canceled ones as a taken seat', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'seats', status: 'APPROVED' });
    const cohort = await makeCohort(t.deps.db, {
      courseId: course.id,
      status: 'REGISTRATION_OPEN',
      size: 10,
      startDate: daysFromNow(30),
      endDate: daysFromNow(80),
    });
    // another cohort with registrations of its own must not leak into this count
    const busy = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', size: 30, startDate: daysFromNow(40), endDate: daysFromNow(90) });
    for (let i = 0; i < 5; i++) await makeParticipant(t.deps.db, { cohortId: busy.id });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'REGISTERED' });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'IN_PROGRESS' });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'CANCELED' });

    const { body } = await getJson<{ data: CohortDto[] }>(`/api/v1/cohorts?course=${course.id}`);
    const dto = body.data.find((c) => c.id === cohort.id);
    expect(dto).toMatchObject({ size: 10, seats_taken: 2, seats_left: 8, badge: 'REGISTRATION_OPEN', availability: 'OPEN' });
    expect(body.data.find((c) => c.id === busy.id)?.seats_taken).toBe(5);
  });

  it('shows last spots and the waitlist from the domain rules', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'badges', status: 'APPROVED' });
    const nearlyFull = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', size: 3, minSize: 1, startDate: daysFromNow(30), endDate: daysFromNow(60) });
    await makeParticipant(t.deps.db, { cohortId: nearlyFull.id });
    const full = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', size: 1, minSize: 1, startDate: daysFromNow(31), endDate: daysFromNow(60) });
    await makeParticipant(t.deps.db, { cohortId: full.id });

    const { body } = await getJson<{ data: CohortDto[] }>('/api/v1/cohorts?course=badges');
    expect(body.data.find((c) => c.id === nearlyFull.id)).toMatchObject({ badge: 'LAST_SPOTS', seats_left: 2, can_register: true });
    expect(body.data.find((c) => c.id === full.id)).toMatchObject({ badge: 'JOIN_WAITLIST', availability: 'FULL', seats_left: 0 });
  });

  it('orders by next start, hides draft and canceled cohorts, and carries the spec fields', async () => {
    const course = await makeCourse(t.deps.db, { slug: 'ordering', status: 'APPROVED' });
    const later = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', startDate: daysFromNow(50), endDate: daysFromNow(90) });
    const sooner = await makeCohort(t.deps.db, { courseId: course.id, status: 'REGISTRATION_OPEN', startDate: daysFromNow(10), endDate: daysFromNow(90) });
    await makeCohort(t.deps.db, { courseId: course.id, status: 'DRAFT', startDate: daysFromNow(5), endDate: daysFromNow(90) });
    await makeCohort(t.deps.db, { courseId: course.id, status: 'CANCELED', startDate: daysFromNow(6), endDate: daysFromNow(90) });

    const { body } = await getJson<{ data: CohortDto[] }>(`/api/v1/cohorts?course=${course.id}`);
    expect(body.data.map((c) => c.id)).toEqual([sooner.id, later.id]);
    for (const key of ['id', 'course_id', 'status', 'start_date', 'end_date', 'online_class_times', 'size', 'seats_left', 'badge']) {
      expect(body.data[0]).toHaveProperty(key);
    }
  });

  it('refuses the cohorts of a course that is not public with 400', async () => {
    const draft = await makeCourse(t.deps.db, { slug: 'draft-course', status: 'DRAFT' });
    await makeCohort(t.deps.db, { courseId: draft.id, status: 'REGISTRATION_OPEN' });
    for (const q of [String(draft.id), 'draft-course', '999999']) {
      const res = await getJson<{ error: { message: string } }>(`/api/v1/cohorts?course=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.message).toBe('Kursust ei leitud');
    }
    const malformed = await getJson<{ error: { issues: { path: string; message: string }[] } }>('/api/v1/cohorts?course=bad%20value');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.issues).toEqual([{ path: 'course', message: 'Kursust ei leitud' }]);
  });
});
