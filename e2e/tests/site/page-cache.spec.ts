// Issue 16 item 1 with the real Astro pages: a visitor who is not signed in gets the course page from the
// server's rendered-page cache, and a registration shows on it at the next view (ADR 019).
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { scaled } from '../../fixtures/timeouts.ts';

interface CohortJson { id: number; seats_left: number; availability: string; can_register: boolean }

test('a registration changes the seats a visitor sees on the cached course page at once', async ({ page, browser, baseURL }) => {
  test.slow(); // sign-up and pages on a shared machine
  // a course with a group that has a free seat (read through the public API)
  const { data: courses } = (await (await page.request.get('/api/v1/courses')).json()) as { data: { id: number; slug: string }[] };
  let target: { slug: string; cohort: CohortJson } | null = null;
  for (const course of courses) {
    const { data: cohorts } = (await (await page.request.get(`/api/v1/cohorts?course=${course.id}`)).json()) as { data: CohortJson[] };
    const open = cohorts.find((c) => c.availability === 'OPEN' && c.can_register && c.seats_left > 1);
    if (open) {
      target = { slug: course.slug, cohort: open };
      break;
    }
  }
  if (!target) throw new Error('no course with a group that has free seats');
  const coursePath = `/courses/${target.slug}`;

  const visitorContext = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn', baseURL });
  const visitor = await visitorContext.newPage();
  const seats = visitor.locator(`[data-cohort-id="${target.cohort.id}"] [data-cohort-seats]`);
  await visitor.goto(coursePath);
  // the server's first minute may still change cohorts (the community sync): view until the page is kept
  await expect(async () => expect((await visitor.reload())?.headers()['x-page-cache']).toBe('hit')).toPass({ timeout: scaled(90_000) });
  await expect(seats).toHaveText(String(target.cohort.seats_left));

  // a student registers (the API the portal's registration page calls)
  const { email, password } = await createConfirmedStudent(page, 'Kiirusta');
  await loginWith(page, email, password);
  const registered = await page.request.post(`/api/v1/cohorts/${target.cohort.id}/registrations`, {
    headers: { origin: baseURL ?? '' },
    data: { payer: 'STUDENT' },
  });
  expect(registered.status()).toBe(201);

  // the visitor's next view: rendered afresh with the seat taken, then served from the cache again
  const fresh = await visitor.reload();
  expect(fresh?.headers()['x-page-cache']).toBe('miss');
  await expect(seats).toHaveText(String(target.cohort.seats_left - 1));
  const again = await visitor.reload();
  expect(again?.headers()['x-page-cache']).toBe('hit');
  await expect(seats).toHaveText(String(target.cohort.seats_left - 1));
  await visitorContext.close();
});
