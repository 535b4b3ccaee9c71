// Issue 18 "The portal made whole" (items 4, 5, 6, 10): the ways in a new person takes, as they take them.
import type { Page } from '@playwright/test';
import { test, expect, DEMO } from '../../fixtures/index.ts';
import { openRegistrationWithFreeSeat } from '../../fixtures/registration.ts';
import { NEW_PASSWORD, createConfirmedStudent, freshEmail, loginWith, openEmailAndClick } from '../../fixtures/accounts.ts';

/** The first public course page with a group open for registration, and its register link. */
async function openRegisterLink(page: Page): Promise<string> {
  await page.goto('/courses');
  const hrefs = [
    ...new Set(
      await page
        .locator('a[href^="/courses/"]:not([href^="/courses/category"])')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')),
    ),
  ];
  for (const href of hrefs) {
    await page.goto(href);
    const register = page.locator('a[data-cohort-register]:not([hidden])').first();
    if ((await register.count()) === 0) continue;
    return href;
  }
  throw new Error('no course with an open group');
}

test('sign-up started from a course\'s register link comes back to that group (item 10)', async ({ page }) => {
  test.slow();
  await openRegisterLink(page);
  const register = page.locator('a[data-cohort-register]:not([hidden])').first();
  const target = (await register.getAttribute('href')) ?? '';
  expect(target).toMatch(/^\/user\/courses\/\d+\?cohort=\d+$/);
  await register.click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByRole('link', { name: 'Registreeru' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/signup\\?redirect=${encodeURIComponent(target).replace(/\?/g, '\\?')}$`));

  const email = freshEmail('mari');
  await page.getByLabel('Eesnimi').fill('Mari');
  await page.getByLabel('Perekonnanimi').fill('Mets');
  await page.getByLabel('E-post', { exact: false }).first().fill(email);
  await page.getByLabel('E-post uuesti').fill(email);
  await page.getByLabel(/^Parool/).first().fill(NEW_PASSWORD);
  await page.getByLabel('Parool uuesti').fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: /Nõustun/ }).check();
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByRole('heading', { name: 'Vaata oma e-posti' })).toBeVisible();

  await openEmailAndClick(page, email, /Kinnita oma e-posti aadress/, /Kinnita e-posti aadress/);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\?/g, '\\?')}$`));
  await expect(page.getByRole('radiogroup', { name: 'Kes maksab?' })).toBeVisible();
});

test('the login page sends a signed-in person on to their landing page, or to where they were going (item 10)', async ({ page, loginAs }) => {
  await loginAs('STUDENT');
  await expect(page).toHaveURL(new RegExp(`${DEMO.STUDENT.landing}$`));
  await page.goto('/auth/login');
  await expect(page).toHaveURL(new RegExp(`${DEMO.STUDENT.landing}$`));
  await page.goto(`/auth/login?redirect=${encodeURIComponent('/user/profile')}`);
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('a reader who asked for less motion gets the phone\'s menu without its slide; the others see it slide in', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // how long the phone's menu drawer slides in for
  const slide = async () => {
    await page.getByRole('button', { name: 'Ava menüü' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer.getByRole('navigation', { name: 'Peamenüü' })).toBeVisible();
    const duration = await drawer.evaluate((el) => getComputedStyle(el).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    return duration;
  };
  await loginAs('STUDENT');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  expect(await slide()).not.toBe('0s');
  // followed as the setting changes, without a reload
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await slide()).toBe('0s');
});

test('the price is shown before any payment, and with a pass the pass covers it (item 6)', async ({ page }) => {
  test.slow();
  const { email, password } = await createConfirmedStudent(page, 'Hinnanaja');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  // the public course page and its groups name the price with VAT
  await openRegisterLink(page);
  await expect(page.locator('[data-course-price]')).toHaveText(/^99\s€ \(sisaldab käibemaksu\)$/);
  await expect(page.locator('[data-cohort-price]').first()).toHaveText(/^99\s€ \(sisaldab käibemaksu\)$/);
  await openRegistrationWithFreeSeat(page);
  const registration = page.url();
  const summary = page.getByRole('region', { name: 'Kokkuvõte' });
  await expect(summary).toContainText('Kursuse hind (sisaldab käibemaksu)');
  await expect(summary.getByTestId('amount-to-pay')).toHaveText(/^99,00\s€$/);

  // with an active pass: the pass covers it, nothing to pay and no way of paying offered
  await page.goto('/user/payment-plan');
  await page.getByRole('button', { name: 'Osta ühe kursuse pääse' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/stripe-pass\//);
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();
  await expect(page).toHaveURL(/\/user\/success\/subscription$/);
  await page.goto(registration);
  await expect(page.getByRole('radio', { name: 'Maksan ise: minu pääse katab selle kursuse' })).toBeVisible();
  await expect(summary).toContainText('Kaetud sinu pääsmega');
  await expect(summary.getByTestId('amount-to-pay')).toHaveText(/^0,00\s€$/);
  await expect(page.getByText('Arvega hiljem (tasuda 3 päeva enne algust)')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`registration-pass-et-${width}.png`), fullPage: true });
  }
});
