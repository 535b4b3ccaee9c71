// A student who is registered in a group sees that on the public course page, with the way to My
// courses, instead of a register button they cannot use again; a visitor who is not signed in still
// sees the register button there.
import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { openRegistrationWithFreeSeat } from '../../fixtures/registration.ts';

const shots = `/tmp/pw-${process.env.E2E_PORT ?? 3100}`;

async function slugOfCourse(page: Page, courseId: number): Promise<string> {
  const { data } = (await (await page.request.get('/api/v1/courses')).json()) as { data: { id: number; slug: string }[] };
  const course = data.find((candidate) => candidate.id === courseId);
  if (!course) throw new Error(`course ${courseId} is not in the catalogue`);
  return course.slug;
}

test('a registered student sees "registered" and My courses on the course page instead of the register button', async ({ page, browser, baseURL }) => {
  test.slow(); // sign-up, catalogue and portal on a shared machine
  const { email, password } = await createConfirmedStudent(page, 'Registreeritu');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  await openRegistrationWithFreeSeat(page);
  const [, courseId, cohortId] = /\/user\/courses\/(\d+)\?cohort=(\d+)/.exec(page.url()) ?? [];
  await page.getByRole('radio', { name: 'Arvega hiljem (tasuda 3 päeva enne algust)' }).check();
  await page.getByRole('button', { name: 'Kinnita registreerimine' }).click();
  await expect(page).toHaveURL(/\/user\/success\/course-registration$/);
  const mine = (await (await page.request.get(`/api/v1/me/registrations?cohort=${cohortId}`)).json()) as { data: { status: string }[] };
  expect(mine.data.map((registration) => registration.status)).toEqual(['REGISTERED']);

  const coursePath = `/courses/${await slugOfCourse(page, Number(courseId))}`;
  await page.goto(coursePath);
  const card = page.locator(`[data-cohort-id="${cohortId}"]`);
  await expect(card.getByText('Oled sellesse rühma registreeritud')).toBeVisible();
  await expect(card.getByRole('link', { name: /registreeru|liitu ootejärjekorraga/i })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/registered-cohort-et-${width}.png` });
  }

  await page.goto(`${coursePath}?lang=en`);
  await expect(card.getByText('You are registered in this group')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/registered-cohort-en-${width}.png` });
  }
  await card.getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  // the same page for someone who is not signed in: the group takes registrations as before
  const visitorContext = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn', baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(coursePath);
  const visitorCard = visitor.locator(`[data-cohort-id="${cohortId}"]`);
  await expect(visitorCard.getByRole('link', { name: /registreeru|liitu ootejärjekorraga/i })).toBeVisible();
  await expect(visitorCard.getByText('Oled sellesse rühma registreeritud')).toHaveCount(0);
  await visitorContext.close();
});
