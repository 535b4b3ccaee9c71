// The console's first page (issue 29 item 7): /manage shows how the school is doing — registrations and
// payments by week, seat fill of the running and upcoming groups, groups at risk, students needing
// attention and the outbox — in Estonian, English and Russian at 375 and 1280 px, each chart a table whose
// numbers are its text; its links lead to the lists. A failed load says so and can be tried again.
import type { Page } from '@playwright/test';
import type { OverviewDto } from '@valik/domain/contracts';
import { expect, test } from '../../fixtures/index.ts';
import { keepScreenshot } from '../../fixtures/pages.ts';

const TEXT = {
  et: { title: 'Ülevaade', weeks: 'Registreerimised ja laekumised nädalate kaupa', seats: 'Gruppide täituvus', running: 'Käimasolevad grupid', upcoming: 'Tulevased grupid', risk: 'Riskis grupid', below: 'alla miinimumi', attention: /^Tähelepanu vajava?d? õppijad? \(\d+\)$/, health: 'Saatmisjärjekord ja liidesed', dead: 'Loobutud kirje', discord: /^Discordi sünkroonimine: \d+ ootel, \d+ proovib uuesti, [1-9]\d* loobutud; vanim \d\d\.\d\d\.\d{4}$/ },
  en: { title: 'Overview', weeks: 'Registrations and payments by week', seats: 'Seat fill of the cohorts', running: 'Running cohorts', upcoming: 'Upcoming cohorts', risk: 'Cohorts at risk', below: 'below the minimum', attention: /^Students? needing attention \(\d+\)$/, health: 'Outbox and integrations', dead: 'Given-up entry', discord: /^Discord sync: \d+ waiting, \d+ retrying, [1-9]\d* given up; oldest \d\d\.\d\d\.\d{4}$/ },
  ru: { title: 'Обзор', weeks: 'Регистрации и оплаты по неделям', seats: 'Заполненность групп', running: 'Идущие группы', upcoming: 'Предстоящие группы', risk: 'Группы под угрозой', below: 'ниже минимума', attention: /^(Учащийся, требующий|Учащиеся, требующие) внимания \(\d+\)$/, health: 'Очередь отправки и интеграции', dead: 'Отменённая запись', discord: /^Синхронизация Discord: ожидают: \d+, повторяются: \d+, отменено: [1-9]\d*; самая старая от \d\d\.\d\d\.\d{4}$/ },
} as const;

async function overviewOf(page: Page): Promise<OverviewDto> {
  const res = await page.request.get('/api/v1/manage/overview');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: OverviewDto }).data;
}

test('an admin sees how the school is doing on the console’s first page, in three languages and two widths', async ({ page, loginAs, baseURL }) => {
  test.slow(); // three page loads on a shared machine
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts$/); // the landing page of product-spec §2
  const data = await overviewOf(page);
  // the demo data has a group at risk, students needing attention and a given-up Discord sync
  const risky = data.cohorts.find((c) => c.at_risk === 'BELOW_MIN_SIZE');
  if (!risky) throw new Error('the demo data has no group at risk');
  expect(data.attention.total).toBeGreaterThan(0);
  expect(data.outbox.some((o) => o.kind === 'DISCORD_SYNC' && o.dead > 0)).toBe(true);

  // loaded once per language on a phone, then widened, as a window is (journeys/every-role-every-width)
  for (const lang of ['et', 'en', 'ru'] as const) {
    for (const width of [375, 1280]) {
      const text = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      if (width === 375) {
        await page.context().addCookies([{ name: 'valik_lang', value: lang, url: baseURL! }]);
        await page.goto('/manage');
      }
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      if (width === 1280) await expect(page.getByRole('menuitem', { name: text.title })).toBeVisible();

      // registrations and payments: one row a week, the current week last
      const weeks = page.getByRole('region', { name: text.weeks }).getByRole('table');
      await expect(weeks.getByRole('row')).toHaveCount(data.weeks.length + 1);
      const lastWeek = data.weeks.at(-1)!;
      await expect(weeks.getByRole('row').last()).toContainText(String(lastWeek.registrations));

      // seat fill: the group at risk among the upcoming ones, named with its course, "taken / size (%)"
      const seats = page.getByRole('region', { name: text.seats });
      const upcoming = seats.getByRole('table', { name: text.upcoming });
      const riskyRow = upcoming.getByRole('row').filter({ has: page.getByRole('link', { name: risky.display_name, exact: true }) });
      await expect(riskyRow).toContainText(`${risky.seats_taken} / ${risky.size} (${risky.fill_percent}%)`);
      await expect(riskyRow).toContainText(text.below);
      await expect(seats.getByRole('table', { name: text.running })).toBeVisible();

      await expect(page.getByRole('region', { name: text.risk }).getByRole('link', { name: risky.display_name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.attention })).toBeVisible();
      const health = page.getByRole('region', { name: text.health });
      await expect(health.getByRole('listitem').filter({ hasText: text.discord })).toHaveText(text.discord);
      await expect(health.getByRole('link', { name: new RegExp(`^${text.dead}`) })).toBeVisible();

      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, test.info().outputPath(`overview-${lang}-${width}.png`));
    }
  }

  // the links lead to the lists: the given-up entries of the outbox, the group at risk
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', url: baseURL! }]);
  await page.goto('/manage');
  await page.getByRole('region', { name: TEXT.et.health }).getByRole('link', { name: /^Loobutud kirje/ }).click();
  await expect(page).toHaveURL(/\/manage\/outbox\?/);
  await expect(page.getByRole('row').filter({ hasText: 'Discordi sünkroonimine' }).first()).toContainText('Loobutud');
  await page.getByRole('menuitem', { name: 'Ülevaade' }).click();
  await expect(page).toHaveURL(/\/manage\/?$/);
  await page.getByRole('region', { name: TEXT.et.risk }).getByRole('link', { name: risky.display_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/cohorts/${risky.id}$`));
});

test('the overview says when it cannot be loaded, and loads when tried again', async ({ page, loginAs, baseURL }) => {
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', url: baseURL! }]);
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts$/); // the landing page of product-spec §2
  await page.route('**/api/v1/manage/overview', (route) => route.fulfill({ status: 503, json: { error: { code: 'NOT_READY', message: 'Server ei ole valmis' } } }));
  await page.goto('/manage');
  await expect(page.getByRole('alert')).toContainText('Ülevaadet ei õnnestunud laadida. Server ei ole valmis');
  await page.unroute('**/api/v1/manage/overview');
  await page.getByRole('button', { name: 'Proovi uuesti' }).click();
  await expect(page.getByRole('region', { name: TEXT.et.weeks })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
