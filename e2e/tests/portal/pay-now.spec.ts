// "Pay now" (issue 7 item 2) for an UNPAID personal invoice: a new student registers paying by invoice later,
// sees the unpaid invoice and the Pay now button in my courses, pays it by card in the local simulator, and
// sees the invoice paid (and the button gone) once the signed notification has arrived. Screenshots of my
// courses with the button at two widths in Estonian and English. Then a gift card (ADR 010): issued by an admin
// in the console, used once by a student on the unpaid invoice in the same dialog.
import { test, expect, signInAs } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { openRegistrationWithFreeSeat as openRegistration } from '../../fixtures/registration.ts';

const shots = `/tmp/pw-${process.env.E2E_PORT ?? 3100}`;

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

test('an admin issues a gift card in the console; a student uses it once on the unpaid invoice', async ({ page, browser }) => {
  test.slow();
  // the admin, in a browser of their own
  const adminContext = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'ADMIN');
  await expect(admin).toHaveURL(/\/manage\/cohorts/);
  await admin.goto('/manage/gift_cards');
  const issue = admin.getByRole('form', { name: 'Väljasta kinkekaart' });
  await issue.getByLabel('Väärtus (€)').fill('0,50');
  await issue.getByRole('button', { name: 'Väljasta' }).click();
  await expect(issue.getByText('Sisesta summa vähemalt 1 €, näiteks 25 või 25,50')).toBeVisible();
  await issue.getByLabel('Väärtus (€)').fill('25');
  await issue.getByRole('button', { name: 'Väljasta' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Väljastatud kinkekaart väärtusega 25,00' })).toBeVisible();
  const code = (await admin.getByTestId('gift-card-code').textContent()) ?? '';
  expect(code).toMatch(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('Kasutamata');
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `${shots}/gift-cards-admin-et-${width}.png`, fullPage: true });
  }

  // the student, registered by invoice later
  const { email, password } = await createConfirmedStudent(page, 'Kinkija');
  await loginWith(page, email, password);
  await openRegistration(page);
  await page.getByRole('radio', { name: 'Arvega hiljem (tasuda 3 päeva enne algust)' }).check();
  await page.getByRole('button', { name: 'Kinnita registreerimine' }).click();
  await expect(page).toHaveURL(/\/user\/success\/course-registration$/);
  await page.goto('/user/my-courses');
  const course = page.getByRole('article').first();
  await course.getByRole('button', { name: 'Maksa kohe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tasu arve' });
  await expect(dialog.getByText(/Tasuda: 99,00/)).toBeVisible();
  await dialog.getByLabel('Kinkekaardi kood').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Kasuta kinkekaarti' }).click();
  await expect(page.getByText(/Kinkekaart kasutatud: arvelt maha 25,00/)).toBeVisible();
  await expect(dialog.getByText(/Tasuda: 74,00/)).toBeVisible();
  // a card is used once
  await dialog.getByLabel('Kinkekaardi kood').fill(code);
  await dialog.getByRole('button', { name: 'Kasuta kinkekaarti' }).click();
  await expect(dialog.getByText('See kinkekaart on juba kasutatud')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/pay-now-gift-card-et-${width}.png`, fullPage: true });
  }

  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('Kasutatud · Kinkija Kask');
  await adminContext.close();
});
