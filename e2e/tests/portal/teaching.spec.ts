// Teachers and school representatives (issue 8): the teacher sees this week's classes, marks two students
// of an ended group passed (the students then see their diploma; a running group's results wait for its
// last class week), and the rep filters their students by
// the current school year. Every seeded person can log in with the demo password.
import { test, expect, DEMO, DEMO_PASSWORD } from '../../fixtures/index.ts';
import { loginWith } from '../../fixtures/accounts.ts';
import { coveredWords } from '../../fixtures/pages.ts';

test('a teacher sees the week’s classes, marks students of an ended group passed, and they see their diploma', async ({ page, loginAs }) => {
  test.slow(); // several people sign in on a shared machine
  await loginAs('TEACHER');
  await expect(page).toHaveURL(new RegExp(`${DEMO.TEACHER.landing}$`));
  await expect(page.getByRole('heading', { name: 'Selle nädala tunnid' })).toBeVisible();
  const week = page.getByRole('list', { name: 'Selle nädala tunnid' });
  await expect(week.getByRole('listitem').first()).toBeVisible();
  // the secret calendar link to subscribe to
  await expect(page.getByLabel('Kalendrivoo aadress')).toHaveValue(/\/api\/v1\/teacher\/calendar\/[\w-]+\.ics$/);
  // on a phone a class's 'Toimunud' chip or 'Liitu' button follows its group's name and never covers it
  await page.setViewportSize({ width: 375, height: 800 });
  // polled: the page redraws for the new width first
  await expect.poll(() => page.evaluate(coveredWords)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 }); // Desktop Chrome's

  // a group taught this week: its students; results only from its last class week on (issue 18 item 1)
  await week.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/user\/cohorts\/\d+\/students$/);
  await expect(page.getByRole('table', { name: 'Õpilased' })).toBeVisible();
  const notYet = page.getByText(/^Tulemusi saab panna alates \d{2}\.\d{2}\.\d{4}, grupi viimasest tunninädalast\.$/);
  if (await notYet.isVisible()) {
    await expect(page.getByRole('button', { name: /^Arvestatud – .+$/ }).first()).toBeDisabled();
  }

  // the group's own page names its teachers, each with their photo beside the name (issue 30)
  const cohortId = /\/user\/cohorts\/(\d+)\/students$/.exec(page.url())?.[1];
  await page.goto(`/user/cohorts/${cohortId}`);
  const photo = page.locator('[data-cohort-teachers] [data-person]').first().locator('img');
  await expect(photo).toHaveAttribute('alt', '');
  await expect(photo).toHaveAttribute('src', /\/uploads\/avatars\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // an ended group of mine, listed last (by the next start time): two students not marked passed yet
  await page.goto('/user/cohorts');
  const ended = page.getByRole('article').filter({ hasText: 'Lõppenud' });
  await expect(ended.first()).toBeVisible();
  const candidates: { name: string; email: string }[] = [];
  const table = page.getByRole('table', { name: 'Õpilased' });
  for (let i = 0; i < (await ended.count()) && candidates.length === 0; i++) {
    await page.goto('/user/cohorts');
    await page.getByRole('article').filter({ hasText: 'Lõppenud' }).nth(i).getByRole('link', { name: 'Õpilased ja tulemused' }).click();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    candidates.length = 0;
    const rows = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Arvestatud – .+$/ }) });
    for (const row of await rows.all()) {
      const pass = row.getByRole('button', { name: /^Arvestatud – .+$/ });
      if (await pass.isDisabled()) continue;
      const label = (await pass.getAttribute('aria-label')) ?? '';
      const name = label.replace(/^Arvestatud – /, '');
      const email = /[\w.+-]+@[\w.-]+\.\w+/.exec((await row.innerText()) ?? '')?.[0];
      if (email) candidates.push({ name, email });
      if (candidates.length === 2) break;
    }
  }
  expect(candidates.length).toBeGreaterThan(0);
  for (const { name } of candidates) await page.getByRole('checkbox', { name: `Vali ${name}` }).check();
  await page.getByRole('button', { name: `Märgi arvestatuks (${candidates.length})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Tulemuse määramine: Arvestatud' });
  await expect(dialog.getByText(/^Igaüks neist saab e-kirja\. Tunnistus tuleb pärast kursuse lõppu/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page.getByText(`Tulemused salvestatud. Väljastatud tunnistusi: ${candidates.length}`)).toBeVisible();
  for (const { name } of candidates) {
    await expect(page.getByRole('button', { name: `Arvestatud – ${name}`, exact: true })).toBeDisabled();
  }

  // each student signs in and finds the diploma in my courses
  for (const { email } of candidates) {
    await page.context().clearCookies();
    await loginWith(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/my-courses$/);
    await expect(page.getByRole('link', { name: 'Laadi tunnistus alla' }).first()).toBeVisible();
  }
});

test('a school representative filters their students by the current school year', async ({ page, loginAs }) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(new RegExp(`${DEMO.SCHOOL_REP.landing}$`));
  await expect(page.getByRole('heading', { name: 'Minu õpilased' })).toBeVisible();
  const shown = page.getByRole('status').filter({ hasText: /Näidatud õpilasi: \d+/ });
  const year = page.getByRole('combobox', { name: 'Õppeaasta' });
  const count = async () => Number(/(\d+)/.exec((await shown.innerText()) ?? '')?.[1] ?? -1);

  await year.click();
  await page.getByRole('option', { name: 'Kõik õppeaastad' }).click();
  await expect(shown).toBeVisible();
  const all = await count();
  await year.click();
  await page.getByRole('option', { name: 'Praegune õppeaasta' }).click();
  await expect(year).toHaveText('Praegune õppeaasta');
  await expect.poll(count).toBeLessThanOrEqual(all);
  const current = await count();
  expect(current).toBeGreaterThan(0);
  // every registration shown starts in the current school year (from 1 August)
  const now = new Date();
  const yearStart = new Date(now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1, 7, 1);
  const starts = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(starts.length).toBeGreaterThan(0);
  for (const text of starts) {
    const [d, m, y] = text.trim().split('.').map(Number);
    const start = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
    expect(start.getTime(), text).toBeGreaterThanOrEqual(yearStart.getTime());
    expect(start.getTime(), text).toBeLessThan(new Date(yearStart.getFullYear() + 1, 7, 1).getTime());
  }
});
