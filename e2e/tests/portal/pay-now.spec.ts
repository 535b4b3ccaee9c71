// "Pay now" (issue 7 item 2) for an UNPAID personal invoice: a new student registers paying by invoice later,
// sees the unpaid invoice and the Pay now button in my courses, pays it by card in the local simulator, and
// sees the invoice paid (and the button gone) once the signed notification has arrived. Screenshots of my
// courses with the button at two widths in Estonian and English.
import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';

const shots = `/tmp/pw-${process.env.E2E_PORT ?? 3100}`;

/** Opens the registration form of the first course with a group that still has seats. */
async function openRegistration(page: Page) {
  await page.goto('/courses');
  const courseLinks = page.locator('a[href^="/courses/"]:not([href^="/courses/category"])');
  const hrefs = [...new Set(await courseLinks.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')))];
  for (const href of hrefs) {
    await page.goto(href);
    const register = page.locator('a[data-cohort-register]:not([hidden])').first();
    if ((await register.count()) === 0) continue;
    await register.click();
    await expect(page).toHaveURL(/\/user\/courses\/\d+\?cohort=\d+/);
    const method = page.getByRole('radiogroup', { name: 'Kuidas maksad?' });
    const full = page.getByRole('button', { name: 'Liitu ootejärjekorraga' });
    await expect(method.or(full)).toBeVisible();
    if (await method.isVisible()) return;
  }
  throw new Error('no course with a free seat');
}

test('a student registers paying by invoice later, then pays the unpaid invoice by card with Pay now', async ({ page }) => {
  test.slow(); // sign-up, catalogue, simulator and portal on a shared machine
  const { email, password } = await createConfirmedStudent(page, 'Arvemaksja');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  await openRegistration(page);
  await page.getByRole('radio', { name: 'Arvega hiljem (tasuda 3 päeva enne algust)' }).check();
  await page.getByRole('button', { name: 'Kinnita registreerimine' }).click();
  await expect(page).toHaveURL(/\/user\/success\/course-registration$/);

  await page.goto('/user/my-courses');
  const course = page.getByRole('article').first();
  await expect(course.getByText(/Arve VLK-\d{4}-\d+: tasumata/)).toBeVisible();
  const payNow = course.getByRole('button', { name: 'Maksa kohe' });
  await expect(payNow).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/pay-now-et-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'English' }).click();
  await expect(course.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(course.getByText(/Invoice VLK-\d{4}-\d+: unpaid/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/pay-now-en-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Eesti keel' }).click();
  await expect(payNow).toBeVisible();

  await payNow.click();
  const dialog = page.getByRole('dialog', { name: 'Tasu arve' });
  await expect(dialog.getByText(/Arve VLK-\d{4}-\d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaardiga' }).click();

  await expect(page).toHaveURL(/\/dev\/payments\/stripe\//);
  await expect(page.getByRole('heading', { name: /Makse simulaator/ })).toBeVisible();
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();

  await expect(page).toHaveURL(/\/user\/track\/stripe\?checkout=/);
  await expect(page.getByRole('heading', { name: 'Makse on kätte saadud' })).toBeVisible();
  await page.getByRole('link', { name: /minu kursuste/i }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await expect(course.getByText(/Arve VLK-\d{4}-\d+: tasutud/)).toBeVisible();
  await expect(course.getByText('Registreeritud', { exact: true })).toBeVisible();
  await expect(course.getByRole('button', { name: 'Maksa kohe' })).toHaveCount(0);
});
