// The public diploma check: the code printed on a student's diploma (and in its QR) confirms it at
// /diplomas/{code} for anyone, signed in or not; the lookup form takes a code as typed; an unknown code is
// denied with 404. Axe on every state, screenshots at phone and desktop widths in both languages.
import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/index.ts';
import { seriousViolations as axeProblems } from '../../fixtures/axe.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const SHOTS = process.env.E2E_SHOTS_DIR;

async function seriousViolations(page: Page): Promise<string[]> {
  return axeProblems(page, page.url(), { tags: AXE_TAGS });
}

test('a diploma code from the PDF is confirmed publicly, typed codes are looked up, unknown codes denied', async ({ page, loginAs, browser }) => {
  test.slow(); // a sign-in, a PDF and several pages on a shared machine
  await loginAs('STUDENT');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Laadi tunnistus alla' }).first().click();
  const code = /^valik-(VLK-[A-Z0-9]{5}-[A-Z0-9]{5})\.pdf$/.exec((await download).suggestedFilename())?.[1];
  expect(code).toBeTruthy();

  // anyone, not signed in
  const visitor = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const anon = await visitor.newPage();
  const problems: string[] = [];
  const ok = await anon.goto(`/diplomas/${code}`);
  expect(ok?.status()).toBe(200);
  await expect(anon.getByRole('heading', { level: 1, name: 'Tunnistus on kehtiv' })).toBeVisible();
  for (const label of ['Nimi', 'Kursus', 'Akadeemilisi tunde', 'Kursuse toimumisaeg', 'Välja antud', 'Kontrollkood']) {
    await expect(anon.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(anon.locator('dd', { hasText: code ?? '' })).toBeVisible();
  await expect(anon.locator('dd', { hasText: /^\d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
  await expect(anon.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  problems.push(...(await seriousViolations(anon)));

  // typed in lower case without dashes, through the form
  await anon.goto('/diplomas');
  problems.push(...(await seriousViolations(anon)));
  await anon.getByLabel('Kontrollkood').fill((code ?? '').toLowerCase().replaceAll('-', ''));
  await anon.getByRole('button', { name: 'Kontrolli' }).click();
  await expect(anon).toHaveURL(new RegExp(`/diplomas/${code}$`));
  await expect(anon.getByRole('heading', { level: 1, name: 'Tunnistus on kehtiv' })).toBeVisible();

  // an unknown code: 404 and a plain answer, in English too
  const unknown = await anon.goto('/diplomas/VLK-22222-22222');
  expect(unknown?.status()).toBe(404);
  await expect(anon.getByRole('heading', { level: 1, name: 'Selle koodiga tunnistust ei ole' })).toBeVisible();
  await expect(anon.getByText('Me ei leidnud tunnistust koodiga VLK-22222-22222.')).toBeVisible();
  await expect(anon.getByLabel('Kontrollkood')).toHaveValue('VLK-22222-22222');
  problems.push(...(await seriousViolations(anon)));
  const english = await anon.goto('/diplomas/VLK-22222-22222?lang=en');
  expect(english?.status()).toBe(404);
  await expect(anon.getByRole('heading', { level: 1, name: 'No diploma with this code' })).toBeVisible();
  problems.push(...(await seriousViolations(anon)));

  for (const width of [375, 1280]) {
    await anon.setViewportSize({ width, height: 900 });
    for (const lang of ['et', 'en'] as const) {
      await anon.goto(`/diplomas/${code}?lang=${lang}`);
      await expect(anon.getByRole('heading', { level: 1 })).toHaveText(lang === 'et' ? 'Tunnistus on kehtiv' : 'The diploma is valid');
      problems.push(...(await seriousViolations(anon)));
      if (SHOTS) {
        await anon.screenshot({ path: `${SHOTS}/diploma-valid-${lang}-${width}.png`, fullPage: true });
        await anon.goto(`/diplomas/VLK-22222-22222?lang=${lang}`);
        await anon.screenshot({ path: `${SHOTS}/diploma-unknown-${lang}-${width}.png`, fullPage: true });
      }
    }
  }
  expect(problems).toEqual([]);
  await visitor.close();
});
