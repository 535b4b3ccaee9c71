// The feedback dashboard is one component of the UI kit (@valik/ui, ADR 023), shown by the console in its
// own language with its own translations and by the portal in the portal's: an admin reads a cohort's
// feedback in Estonian and in Russian, a school representative reads their students'.
import type { Page } from '@playwright/test';
import type { FeedbackDashboardDto } from '@valik/domain/contracts';
import { expect, test } from '../../fixtures/index.ts';

/** The dashboard's answer as the signed-in person's API gives it. */
async function dashboardFor(page: Page, query: string): Promise<FeedbackDashboardDto> {
  const res = await page.request.get(`/api/v1/feedback-dashboard?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FeedbackDashboardDto }).data;
}

const percent = (share: number | null) => `${Math.round((share ?? 0) * 100)}%`;

test('an admin reads a cohort’s feedback in the console, in Estonian and in Russian', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts$/);
  // a cohort of the demo data whose answers are shown (three or more students answered)
  const everything = await dashboardFor(page, 'school_year=ALL');
  let cohort: { id: number; name: string } | undefined;
  let aggregate: FeedbackDashboardDto['aggregate'] | undefined;
  for (const option of everything.options.cohorts) {
    const answer = await dashboardFor(page, `school_year=ALL&cohort_id=${option.id}`);
    if (answer.aggregate.answers >= 3 && !answer.aggregate.withheld) {
      cohort = option;
      aggregate = answer.aggregate;
      break;
    }
  }
  if (!cohort || !aggregate) throw new Error('the demo data has no cohort with three or more feedback answers');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/manage/cohorts/${cohort.id}/feedback-dashboard`);
  // the cohort is named with its course (issue 30 item 2): "Grupi tagasiside: <course> · <cohort>"
  const named = (prefix: string) => new RegExp(`^${prefix}: .+ · ${cohort!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.getByRole('heading', { level: 1, name: named('Grupi tagasiside') })).toBeVisible();
  const summary = `${aggregate.participants} õpilasest vastas ${aggregate.answers} (${percent(aggregate.response_rate)}).`;
  await expect(page.getByText(summary)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Rahulolu (1–10)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtrid' }).getByRole('combobox', { name: 'Kool' })).toBeVisible();

  await page.getByRole('group', { name: 'Keel' }).getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByText(`Ответили ${aggregate.answers} из ${aggregate.participants} (${percent(aggregate.response_rate)}).`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: named('Отзывы о группе') })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Удовлетворённость (1–10)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Фильтры' }).getByRole('combobox', { name: 'Школа' })).toBeVisible();
  await expect(page.getByText(summary)).toHaveCount(0);

  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'Eesti keel' }).click();
  await expect(page.getByText(summary)).toBeVisible();
  // The switch saved the choice on the admin's account, where it wins over the `valik_lang` cookie: back to
  // the demo data's "no saved language", or the journeys after this one on the same server (the axe
  // journey's Russian visit) would stay in Estonian.
  const cleared = await page.request.patch('/api/v1/me', { data: { language: null } });
  expect(cleared.status()).toBe(200);
});

test('a school representative reads the feedback of their school’s students in the portal', async ({ page, loginAs }) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  const { aggregate } = await dashboardFor(page, 'school_year=ALL');

  await page.goto('/user/school/feedback-dashboard');
  await expect(page.getByRole('heading', { name: 'Tagasiside ülevaade' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filtrid' });
  // a representative's school is fixed: no school to choose
  await expect(filters.getByRole('combobox', { name: 'Kool' })).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Õppeaasta' }).click();
  await page.getByRole('option', { name: 'Kõik õppeaastad' }).click();
  await expect(page.getByText(`${aggregate.participants} õpilasest vastas ${aggregate.answers} (${percent(aggregate.response_rate)}).`)).toBeVisible();
  if (aggregate.withheld) {
    await expect(page.getByText('Vastanud on vähem kui 3 õpilast, seetõttu vastuseid nende privaatsuse kaitseks ei näidata.')).toBeVisible();
  } else {
    await expect(page.getByRole('figure', { name: 'Rahulolu (1–10)' })).toBeVisible();
  }
});
