// Issue 18 item 12: the console follows the one language rule of the server (the saved choice, then the
// cookie, then the browser), so its own words and the API's messages are in the same language; a switch
// in the console is saved on the account, as in the portal.
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { test, expect, DEMO, DEMO_PASSWORD } from '../../fixtures/index.ts';

test("an admin whose saved language is English gets the console in English over an Estonian cookie, and a switch is saved", async ({ page, browser, baseURL }) => {
  // a new admin, so the demo admin's language stays as every other journey expects it
  const { email, password } = await createConfirmedStudent(page, 'Anneli');
  const lead = await (await browser.newContext()).newPage();
  await loginWith(lead, DEMO.ADMIN.email, DEMO_PASSWORD);
  const list = await lead.request.get(`/api/v1/manage/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
  expect(list.status()).toBe(200);
  const [row] = (await list.json()) as { id: number }[];
  const record = (await (await lead.request.get(`/api/v1/manage/users/${row!.id}`)).json()) as Record<string, unknown>;
  const promoted = await lead.request.put(`/api/v1/manage/users/${row!.id}`, { data: { ...record, role: 'ADMIN', language: 'en' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await lead.context().close();

  // the browser says Estonian (cookie); the account says English
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', url: baseURL! }]);
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  await expect(page.getByRole('menuitem', { name: 'Courses' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // the API answers the console in the same language
  const missing = await page.evaluate(async () => {
    const response = await fetch('/api/v1/manage/cohorts/987654321', { headers: { Accept: 'application/json' } });
    return ((await response.json()) as { error: { message: string } }).error.message;
  });
  expect(missing).toBe('The cohort could not be found');

  // switching to Estonian in the console saves it on the account
  await page.getByRole('button', { name: 'Eesti keel' }).click();
  await expect(page.getByRole('menuitem', { name: 'Kursused' })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/v1/me')).json()) as { language: string | null }).language)
    .toBe('et');
});
