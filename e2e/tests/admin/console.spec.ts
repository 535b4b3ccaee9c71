// The admin console's journeys: an admin creates a course and a cohort with class times and sees them
// on the public site, changes a participant's status, adds school credits; a non-admin cannot open
// the credits page.
import type { Locator } from '@playwright/test';
import { keepScreenshot } from '../../fixtures/pages.ts';
import { activityOfType } from '../../fixtures/activity-log.ts';
import { test, expect } from '../../fixtures/index.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZ0lEQVRYhe2SQQkAQRDDaqwGz3TWw33CQCEC0tDw9TTRDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV2QXqh7yNw/rKfbiE9PqygAAAABJRU5ErkJggg==',
  'base64',
);

/** dd.MM.yyyy (how the console's date inputs are typed, whatever the browser locale), n days from today */
function day(n: number): string {
  const [y, m, d] = new Date(Date.now() + n * 24 * 3600 * 1000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

test('an admin creates a course and a cohort with class times and sees them on the public site', async ({ page, loginAs }) => {
  const stamp = Date.now().toString(36);
  const title = `Robootika töötuba ${stamp}`;
  const slug = `robootika-tootuba-${stamp}`;
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);

  await page.goto('/manage/courses/new');
  await page.getByLabel(/^Pealkiri/).fill(title);
  // the slug is made from the title
  await expect(page.getByLabel(/^URL-i lühinimi/)).toHaveValue(slug);
  await page.getByLabel(/^Staatus/).click();
  await page.getByRole('option', { name: 'Kinnitatud' }).click();
  await page.getByRole('checkbox', { name: 'Tehnoloogia' }).check();
  await page.getByLabel(/^Kokkuvõte/).fill('Ehitame ja programmeerime väikese roboti.');
  await page.getByLabel(/^Pikk kirjeldus/).fill('Kuue nädala jooksul ehitame roboti ja õpime selle juhtimist.');
  await page.getByLabel(/^Hindamiskriteeriumid/).fill('Robot sõidab rajal.');
  const outcomes = page.getByLabel(/^Õpiväljund/);
  await outcomes.nth(0).fill('Oskab roboti kokku panna');
  await outcomes.nth(1).fill('Oskab kirjutada lihtsa programmi');
  await outcomes.nth(2).fill('Oskab vigu otsida');
  await page.locator('input[type=file]').setInputFiles({ name: 'robot.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Kirje lisatud')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/courses\/\d+$/);

  await page.goto('/manage/cohorts/new');
  await page.getByLabel(/^Nimi/).fill(`Robootika kevad ${stamp}`);
  await page.getByLabel(/^Staatus/).click();
  await page.getByRole('option', { name: 'Registreerimine avatud' }).click();
  await page.getByLabel(/^Kursus/).fill(title);
  await page.getByRole('option', { name: title }).click();
  await page.getByLabel(/^Õpetajad/).fill('Kadri');
  await page.getByRole('option', { name: /Kadri/ }).first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Algus/).fill(day(20));
  await page.getByLabel(/^Lõpp/).fill(day(62));
  // the one class time of a new cohort: Tuesday 18:30
  await page.getByLabel(/^Päev/).click();
  await page.getByRole('option', { name: 'Teisipäev' }).click();
  await page.getByLabel(/^Tund/).fill('18');
  await page.getByLabel(/^Minut/).fill('30');
  await page.getByLabel(/^Classroomi link/).fill('https://classroom.google.com/c/robootika');
  await page.getByLabel(/^Videokõne link/).fill('https://meet.google.com/rob-otik-aaa');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Kirje lisatud')).toBeVisible();

  // the cohort list names the teacher with her photo beside the name (issue 30; empty alt: the name is beside it)
  await page.goto(`/manage/cohorts?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  const listed = page.getByRole('row', { name: new RegExp(`Robootika kevad ${stamp}`) }).locator('[data-person]');
  await expect(listed).toHaveText(/Kadri/);
  await expectPhotoShown(listed.locator('img'));

  await page.goto(`/courses/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Robootika kevad ${stamp}` })).toBeVisible();
  await expect(page.getByText(/teisipäev 18:30/i).first()).toBeVisible();
  // the public group card too, with the same photo
  const teacher = page.locator('[data-cohort-teacher]').filter({ hasText: /Kadri/ });
  await expect(teacher).toBeVisible();
  await expectPhotoShown(teacher.locator('img'));
});

/** A teacher's photo beside the name: decoration (alt=""), round, and the image really loaded. */
async function expectPhotoShown(photo: Locator) {
  await expect(photo).toHaveAttribute('alt', '');
  await expect(photo).toHaveAttribute('src', /\/uploads\/avatars\//);
  await expect(photo).toHaveCSS('border-radius', '50%');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the course form keeps 3 to 6 learning outcomes (issue 18 item 8)', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto('/manage/courses/new');
  const outcomes = page.getByRole('textbox', { name: /^Õpiväljund \d$/ });
  const add = page.getByRole('button', { name: 'Lisa õpiväljund' });
  await expect(outcomes).toHaveCount(3);
  // ⊕ on three empty rows adds a fourth, it does not collapse them
  await add.click();
  await expect(outcomes).toHaveCount(4);
  await outcomes.nth(0).fill('Esimene');
  await outcomes.nth(3).fill('Neljas');
  await add.click();
  await add.click();
  await expect(outcomes).toHaveCount(6);
  await expect(add).toBeDisabled();
  await expect(outcomes.nth(0)).toHaveValue('Esimene');
  await expect(outcomes.nth(3)).toHaveValue('Neljas');
  // ⊖ down to three, never fewer
  for (const n of [6, 5, 4]) await page.getByRole('button', { name: `Eemalda õpiväljund ${n}` }).click();
  await expect(outcomes).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Eemalda õpiväljund 1' })).toBeDisabled();
  await expect(add).toBeEnabled();
});

test('a form error is shown in Estonian under its field', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto('/manage/cohorts/new');
  await page.getByLabel(/^Nimi/).fill('Vigane grupp');
  await page.getByLabel(/^Algus/).fill(day(30));
  await page.getByLabel(/^Lõpp/).fill(day(10));
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Alguskuupäev peab olema enne lõppkuupäeva')).toBeVisible();
  await expect(page.getByText('Lisa vähemalt üks õpetaja')).toBeVisible();
});

test("an admin changes a participant's status and it is logged", async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto('/manage/cohorts/1/students');
  // the spec's loading bar (the portal's, driven by react-admin's loading state) is on every page
  await expect(page.getByTestId('loading-bar')).toBeAttached();
  const select = page.getByRole('combobox', { name: /staatus$/ }).first();
  await expect(select).toBeVisible();
  const label = (await select.getAttribute('aria-label')) ?? '';
  const target = (await select.textContent())?.includes('Mittearvestatud') ? 'Arvestatud' : 'Mittearvestatud';
  await select.click();
  await page.getByRole('option', { name: target, exact: true }).click();
  await expect(page.getByText('Staatus on muudetud')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(target);

  // this cohort is over: a payer change is refused (product-spec §8)
  const payer = page.getByRole('combobox', { name: /maksja$/ }).first();
  const other = (await payer.textContent())?.includes('Kool') ? 'Õpilane' : 'Kool';
  await payer.click();
  await page.getByRole('option', { name: other, exact: true }).click();
  await expect(page.getByText('Möödunud grupi maksjat ei saa muuta')).toBeVisible();

  // the newest status change in the log is this one, by the admin
  const changes = await activityOfType(page, 'Osaleja staatus muudetud');
  await expect(changes.first()).toContainText('Valik Admin');
});

test('an admin adds school credits and the balance grows', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto('/manage/schools/1/credits');
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/^\d+$/);
  const before = Number(await balance.textContent());
  await page.getByLabel(/^Krediite/).fill('7');
  await page.getByLabel(/^Märkus/).fill('E2E arve');
  await page.getByRole('button', { name: 'Lisa krediiti' }).click();
  await expect(page.getByText('Krediit on lisatud')).toBeVisible();
  await expect(balance).toHaveText(String(before + 7));
  await expect(page.getByRole('cell', { name: 'E2E arve' }).first()).toBeVisible();
});

test('a non-admin opening the credits page is sent through the login page back to their own landing page', async ({ page, loginAs }) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students/);
  const passed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) passed.push(new URL(frame.url()).pathname);
  });
  await page.goto('/manage/schools/1/credits');
  // the console refuses them (login page, coming back to the credits page); the login page sees someone
  // signed in whose role may not open it and sends them home instead of looping (issue 18 item 10)
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  expect(passed).toContain('/auth/login');
  // still signed in: the session was not ended by the refusal
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);
});

test.describe('in a browser set to American English', () => {
  // the browser's own locale and time zone are American; the chosen language (cookie) stays Estonian
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('dates are typed and shown as dd.MM.yyyy in Tallinn time', async ({ page, loginAs, baseURL }) => {
    await page.context().addCookies([{ name: 'valik_lang', value: 'et', url: baseURL! }]);
    await loginAs('ADMIN');
    await expect(page).toHaveURL(/\/manage\/cohorts/);
    // the list: every start shown as dd.MM.yyyy HH:mm
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    await page.goto('/manage/cohorts/new');
    const start = page.getByLabel(/^Algus/);
    await expect(start).toHaveAttribute('placeholder', 'pp.kk.aaaa');
    await start.fill('1.9.2030');
    await start.blur();
    await expect(start).toHaveValue('01.09.2030');
    // a day that does not exist is refused in Estonian (the cohort form's own schema words it)
    const end = page.getByLabel(/^Lõpp/);
    await end.fill('31.02.2030');
    await page.getByRole('button', { name: 'Salvesta' }).click();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vigane kuupäev')).toBeVisible();

    // an existing cohort's start date in its form, as its Tallinn day
    await page.goto('/manage/cohorts');
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/manage\/cohorts\/\d+/);
    await expect(page.getByLabel(/^Algus/)).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await keepScreenshot(page, test.info().outputPath('admin-date-en-US.png'));
  });
});
