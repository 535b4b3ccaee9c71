// Issue 18 item 3 and issue 29 item 6: a teacher drafts a course with the spec's course form from the menu,
// sends it for review (awaiting approval), the admin approves it with the console's button, the teacher
// proposes a cohort of it (awaiting approval, not "Tulemas"), the admin sends it back with a reason, the
// teacher reads the reason and sends it again, and the admin approves it. A student at /user/courses/new
// gets a plain "not for your role" page. Screens at 375 and 1280 px, in Estonian and English
// (E2E_SHOTS_DIR).
import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/index.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZ0lEQVRYhe2SQQkAQRDDaqwGz3TWw33CQCEC0tDw9TTRDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV2QXqh7yNw/rKfbiE9PqygAAAABJRU5ErkJggg==',
  'base64',
);

function day(n: number): string {
  return new Date(Date.now() + n * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const lang of ['et', 'en'] as const) {
    await page.context().addCookies([{ name: 'valik_lang', value: lang, url: page.url() }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

test('a teacher drafts a course, sends it for review, the admin approves it, the teacher proposes a cohort', async ({ page, loginAs }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Linnalinnud ${stamp}`;
  await loginAs('TEACHER');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('link', { name: 'Kursused' }).first().click();
  await expect(page).toHaveURL(/\/user\/courses$/);
  await shoot(page, 'teacher-courses');
  await page.getByRole('link', { name: 'Uus kursus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uus kursus' })).toBeVisible();

  await page.getByLabel(/^Pealkiri/).fill(title);
  await expect(page.getByLabel(/^URL-i lühinimi/)).toHaveValue(`linnalinnud-${stamp}`);
  await page.getByLabel(/^Kokkuvõte/).fill('Õpime tundma linnas elavaid linde.');
  const outcomes = page.getByRole('textbox', { name: /^Õpiväljund \d$/ });
  await expect(outcomes).toHaveCount(3);
  await outcomes.nth(0).fill('Tunneb ära kümme linnulindu');
  await outcomes.nth(1).fill('Oskab pidada vaatluspäevikut');
  await outcomes.nth(2).fill('Oskab linde loendada');
  await page.getByLabel(/^Hindamiskriteeriumid/).fill('Vaatluspäevik kuue nädala kohta.');
  await page.getByRole('checkbox', { name: 'Jätkusuutlikkus' }).check();
  await page.locator('input[type=file]').setInputFiles({ name: 'lind.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Pisipilt' })).toBeVisible();
  await page.getByLabel(/^Lühikirjeldus/).fill('Linnud meie ümber.');
  await page.getByLabel(/^Pikk kirjeldus/).fill('Kuus nädalat vaatlusi ja arutelusid.');
  await page.getByRole('button', { name: 'Salvesta mustand' }).click();
  await expect(page.getByText('Mustand on salvestatud')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/courses\/\d+$/);
  const courseId = /\/user\/courses\/(\d+)$/.exec(page.url())?.[1];
  await shoot(page, 'teacher-course-form');
  await page.getByRole('button', { name: 'Saada ülevaatamiseks' }).click();
  await expect(page.getByText('Saadetud ülevaatamiseks. Valik kinnitab kursuse.')).toBeVisible();
  await expect(page.getByText('Ootab kinnitamist', { exact: true })).toBeVisible();

  // the admin approves it in the console with the review's button (not the status field)
  await page.context().clearCookies();
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto(`/manage/courses/${courseId}`);
  await expect(page.getByLabel(/^Pealkiri/)).toHaveValue(title);
  await expect(page.getByText('Õpetaja saatis selle kursuse ülevaatamiseks.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Kinnita', exact: true }).click();
  await expect(page.getByText('Kinnitatud; õpetajale saadeti e-kiri')).toBeVisible();

  // the teacher proposes a cohort of it
  await page.context().clearCookies();
  await loginAs('TEACHER');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/user/courses');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Kinnitatud')).toBeVisible();
  await card.getByRole('link', { name: 'Paku gruppi' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/cohorts/new\\?course=${courseId}$`));
  await page.getByLabel(/^Grupi nimi/).fill(`Kevad ${stamp}`);
  await page.getByLabel(/^Alguskuupäev/).fill(day(40));
  await page.getByLabel(/^Lõppkuupäev/).fill(day(82));
  await shoot(page, 'teacher-cohort-proposal');
  await page.getByLabel(/^Grupi nimi/).fill(`Kevad ${stamp}`);
  await page.getByLabel(/^Alguskuupäev/).fill(day(40));
  await page.getByLabel(/^Lõppkuupäev/).fill(day(82));
  await page.getByRole('button', { name: 'Paku grupp' }).click();
  await expect(page.getByText('Grupp on pakutud ja ootab kinnitamist. Valik vaatab selle üle, lisab lingid ja avab registreerimise.')).toBeVisible();

  // it is among my cohorts, awaiting approval (not "Tulemas")
  await page.getByRole('link', { name: 'Minu grupid' }).first().click();
  const proposal = page.getByRole('article', { name: new RegExp(`Kevad ${stamp}`) });
  await expect(proposal.getByText('Ootab kinnitamist', { exact: true })).toBeVisible();
  await expect(proposal.getByText('Tulemas', { exact: true })).toHaveCount(0);
  await proposal.getByRole('link', { name: 'Andmed ja lingid' }).click();
  const cohortId = /\/user\/cohorts\/(\d+)$/.exec(page.url())?.[1];
  expect(cohortId).toBeTruthy();

  // the admin finds it by its review and sends it back with a reason
  await page.context().clearCookies();
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto(`/manage/cohorts?filter=${encodeURIComponent(JSON.stringify({ review_status: 'IN_REVIEW' }))}`);
  await expect(page.getByText(`Kevad ${stamp}`)).toBeVisible();
  await page.goto(`/manage/cohorts/${cohortId}`);
  await expect(page.getByText(/Õpetaja pakkus selle grupi välja/)).toBeVisible();
  await page.getByRole('button', { name: 'Saada tagasi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Saada põhjendusega tagasi' });
  await dialog.getByRole('textbox', { name: /^Põhjus/ }).fill('Alusta pärast koolivaheaega.');
  await dialog.getByRole('button', { name: 'Saada tagasi' }).click();
  await expect(page.getByText('Tagasi saadetud; õpetajale saadeti põhjus e-kirjaga')).toBeVisible();
  await expect(page.getByText('Õpetajale tagasi saadetud: Alusta pärast koolivaheaega.')).toBeVisible();

  // the teacher reads the reason and sends it again
  await page.context().clearCookies();
  await loginAs('TEACHER');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(`/user/cohorts/${cohortId}`);
  await expect(page.getByText('Valiku märkus: Alusta pärast koolivaheaega.')).toBeVisible();
  await page.getByRole('button', { name: 'Saada uuesti kinnitamiseks' }).click();
  await expect(page.getByText('Saadetud uuesti kinnitamiseks. Valik annab sulle teada.')).toBeVisible();
  await expect(page.getByText(/^Ootab kinnitamist ·/)).toBeVisible();

  // the admin approves it
  await page.context().clearCookies();
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await page.goto(`/manage/cohorts/${cohortId}`);
  await page.getByRole('button', { name: 'Kinnita', exact: true }).click();
  await expect(page.getByText('Kinnitatud; õpetajale saadeti e-kiri')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kinnita', exact: true })).toHaveCount(0);
});

test('a student at /user/courses/new gets a page saying it is not for them, not a spinner', async ({ page, loginAs }) => {
  await loginAs('STUDENT');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/courses/new');
  await expect(page.getByText('See leht ei ole sinu rollile')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shoot(page, 'student-courses-new');
});
