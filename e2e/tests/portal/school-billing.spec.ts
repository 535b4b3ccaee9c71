// Billing of issue 7: the demo school representative reads the school's credit ledger and balance, and a
// student downloads an invoice PDF from the billing history on their profile.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../../fixtures/index.ts';

test('the school representative sees the credit balance and the ledger of their school', async ({ page, loginAs }, testInfo) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  await page.goto('/user/school/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Kooli krediit' })).toBeVisible();

  // what the page shows is the school's ledger as the server computes it
  const api = await page.request.get('/api/v1/school/credits');
  expect(api.status()).toBe(200);
  const { data } = (await api.json()) as { data: { balance: number; entries: { type: string }[]; school_name: string } };
  expect(data.entries.length).toBeGreaterThan(0);
  await expect(page.getByTestId('credit-balance')).toHaveText(`${data.balance} krediiti`);

  const ledger = page.getByRole('table', { name: 'Krediidi ajalugu' });
  await expect(ledger).toBeVisible();
  await expect(ledger.getByRole('row')).toHaveCount(data.entries.length + 1);
  await expect(ledger.getByText('Lisatud').first()).toBeVisible();
  if (data.entries.some((e) => e.type === 'DEDUCT')) await expect(ledger.getByText('Kasutatud').first()).toBeVisible();
  // read-only: nothing to add or change here
  await expect(page.getByRole('button', { name: /lisa|add/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kooli arved' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('school-credits-1280-et.png'), fullPage: true });

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
  await expect(billing.getByText(newest)).toBeVisible();
  await billing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('billing-history-1280-et.png'), fullPage: true });

  const downloaded = page.waitForEvent('download');
  await billing.getByRole('link', { name: `Laadi alla arve ${newest} (PDF)` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${newest}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // someone else's invoice is not theirs to download
  const other = await page.request.get('/api/v1/invoices/999999/pdf');
  expect(other.status()).toBe(404);
});
