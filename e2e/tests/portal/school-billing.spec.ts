// Billing of issue 7: the demo school representative reads the school's credit ledger and balance, and a
// student downloads an invoice PDF from the billing history on their profile.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../../fixtures/index.ts';

test('the school representative sees the credit balance and the ledger of their school', async ({ page, loginAs }, testInfo) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  await page.goto('/user/school/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Kooli krediit' })).toBeVisible();

  // what the page shows is the school's ledger as the server computes it, 20 newest rows a page
  const api = await page.request.get('/api/v1/school/credits?offset=0&limit=20');
  expect(api.status()).toBe(200);
  const { data } = (await api.json()) as { data: { balance: number; entries: { type: string }[]; entries_total: number; school_name: string } };
  expect(data.entries_total).toBeGreaterThan(20); // the demo school has a long ledger
  await expect(page.getByTestId('credit-balance')).toHaveText(`${data.balance} krediiti`);

  const ledger = page.getByRole('table', { name: 'Krediidi ajalugu' });
  await expect(ledger).toBeVisible();
  await expect(ledger.getByRole('row')).toHaveCount(20 + 1);
  // every kind of row the server put on the first page has its Estonian word (which kinds are there depends on
  // what other journeys registered with school credits before this one ran)
  const typeWords: Record<string, string> = { ADD: 'Lisatud', DEDUCT: 'Kasutatud', REFUND: 'Tagastatud' };
  for (const type of new Set(data.entries.map((e) => e.type))) {
    await expect(ledger.getByText(typeWords[type] ?? type, { exact: true }).first()).toBeVisible();
  }

  // paging: previous and next under the table, the rows shown announced, the balance kept on top
  const pages = page.getByRole('navigation', { name: 'Krediidi ajaloo lehed' });
  await expect(pages.getByRole('status')).toHaveText(`Read 1–20, kokku ${data.entries_total}`);
  await expect(pages.getByRole('button', { name: 'Eelmine leht' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Järgmine leht' }).click();
  await expect(page).toHaveURL(/\/user\/school\/credits\?page=2$/);
  await expect(pages.getByRole('status')).toHaveText(`Read 21–${Math.min(40, data.entries_total)}, kokku ${data.entries_total}`);
  await expect(ledger.getByRole('row')).toHaveCount(Math.min(20, data.entries_total - 20) + 1);
  await expect(page.getByRole('heading', { level: 2, name: 'Krediidi ajalugu' })).toBeFocused();
  await expect(page.getByTestId('credit-balance')).toHaveText(`${data.balance} krediiti`);
  const lastPage = Math.ceil(data.entries_total / 20);
  await page.goto(`/user/school/credits?page=${lastPage}`);
  await expect(pages.getByRole('button', { name: 'Järgmine leht' })).toBeDisabled();
  await expect(ledger.getByRole('row')).toHaveCount(data.entries_total - (lastPage - 1) * 20 + 1);
  await pages.getByRole('button', { name: 'Eelmine leht' }).click();
  await expect(pages.getByRole('status')).toHaveText(`Read ${(lastPage - 2) * 20 + 1}–${(lastPage - 1) * 20}, kokku ${data.entries_total}`);

  // read-only: nothing to add or change here
  await expect(page.getByRole('button', { name: /lisa|add/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kooli arved' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('school-credits-1280-et.png'), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await pages.scrollIntoViewIfNeeded();
  await expect(pages.getByRole('button', { name: 'Järgmine leht' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('school-credits-375-et.png'), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);

  // the conditions page says who may change them
  await page.goto('/user/school/conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Maksetingimused' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: data.school_name })).toBeVisible();
  await expect(page.getByText(/Valik|lubab esindajatel/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('school-conditions-1280-et.png'), fullPage: true });
});

test('a student downloads an invoice PDF from the billing history on the profile', async ({ page, loginAs }, testInfo) => {
  await loginAs('STUDENT');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const api = await page.request.get('/api/v1/me/invoices');
  const { data } = (await api.json()) as { data: { number: string; status: string }[] };
  expect(data.length).toBeGreaterThan(0);

  await page.goto('/user/profile');
  const billing = page.getByRole('region', { name: 'Minu arved' });
  await expect(billing).toBeVisible();
  const newest = data[0]?.number ?? '';
  await expect(billing.getByRole('list', { name: 'Arved' }).getByText(newest, { exact: true })).toBeVisible();
  await billing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('billing-history-1280-et.png'), fullPage: true });

  const downloaded = page.waitForEvent('download');
  await billing.getByRole('link', { name: `PDF – arve ${newest}` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${newest}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // someone else's invoice is not theirs to download
  const other = await page.request.get('/api/v1/invoices/999999/pdf');
  expect(other.status()).toBe(404);
});
