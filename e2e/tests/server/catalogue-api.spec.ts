import { test, expect } from '../../fixtures/index.ts';

test('the public course list filters by category and language', async ({ request }) => {
  const all = await (await request.get('/api/v1/courses')).json();
  expect(all.data.length).toBeGreaterThanOrEqual(12);
  const tech = await (await request.get('/api/v1/courses?category=TECHNOLOGY')).json();
  expect(tech.data.length).toBeGreaterThan(0);
  for (const c of tech.data) expect(c.categories).toContain('TECHNOLOGY');
  const ru = await (await request.get('/api/v1/courses?language=ru')).json();
  expect(ru.data.length).toBeGreaterThan(0);
  for (const c of ru.data) expect(c.language).toBe('ru');
  const bad = await request.get('/api/v1/courses?category=NOPE');
  expect(bad.status()).toBe(400);
});

test('a course and its cohorts come with computed seats and badges', async ({ request }) => {
  const list = await (await request.get('/api/v1/courses')).json();
  const slug = list.data[0].slug as string;
  const course = await (await request.get(`/api/v1/courses/${slug}`)).json();
  expect(course.data.slug).toBe(slug);
  expect(course.data.learning_outcomes.length).toBeGreaterThanOrEqual(3);
  const cohorts = await (await request.get(`/api/v1/cohorts?course=${course.data.id}`)).json();
  for (const c of cohorts.data) {
    expect(c).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        course_id: course.data.id,
        status: expect.any(String),
        start_date: expect.any(String),
        end_date: expect.any(String),
        online_class_times: expect.any(Array),
        size: expect.any(Number),
        seats_left: expect.any(Number),
      }),
    );
    expect('badge' in c).toBe(true);
  }
  expect((await request.get('/api/v1/courses/no-such-course')).status()).toBe(404);
});
