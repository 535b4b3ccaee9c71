// Money an accountant accepts (issue 28 done-when): a new student picks the single pass on /pricing and goes
// straight to its checkout, buys it in the Stripe simulator, registers for a course the pass covers ("covered by
// your pass", no refund sentence), pays another course by card and leaves it within 7 days. One billing history
// on the profile then shows two invoices, a receipt for each payment, one credit note and the refunded amount,
// whose state moves to "arrived" when the provider confirms the refund. Screenshots at 375 and 1280 px, et and ru.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { openRegistrationWithFreeSeat } from '../../fixtures/registration.ts';
import type { Page } from '@playwright/test';
import { reloadUntil } from '../../fixtures/reload-until.ts';
import { scaled } from '../../fixtures/timeouts.ts';

/** The registration form of the first group with a free seat, for a student whose pass covers it (no way of paying shows). */
async function openCoveredRegistration(page: Page) {
  await page.goto('/courses');
  const links = page.locator('a[href^="/courses/"]:not([href^="/courses/category"])');
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')))];
  for (const href of hrefs) {
    await page.goto(href);
    const register = page.locator('a[data-cohort-register]:not([hidden])').first();
    if ((await register.count()) === 0) continue;
    await register.click();
    const confirm = page.getByRole('button', { name: 'Kinnita registreerimine' });
    await expect(confirm.or(page.getByRole('button', { name: 'Liitu ootejärjekorraga' }))).toBeVisible();
    if (await confirm.isVisible()) return;
  }
  throw new Error('no course with a free seat');
}

test('a pass, a course it covers, a course paid by card and left: two invoices, a receipt each, a credit note and the refund arriving', async ({ page }, testInfo) => {
  test.slow(); // sign-up, two simulators, the portal and the outbox on a shared machine
  const { email, password } = await createConfirmedStudent(page, 'Raamatupidaja');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  // /pricing names the pass for what it is and sends the student to that pass's checkout
  await page.goto('/pricing');
  const single = page.locator('[data-pass="SINGLE_PASS"]');
  await expect(single.getByRole('heading', { name: 'Ühe kursuse pääse' })).toBeVisible();
  await expect(single.getByText('Uueneb iga 7 päeva järel')).toBeVisible();
  await expect(single.getByText(/Lõpetamiseks lõpeta see makseplaani lehel/)).toBeVisible();
  await single.getByRole('link', { name: 'Osta ühe kursuse pääse' }).click();
  await expect(page).toHaveURL(/\/user\/payment-plan\?pass=SINGLE_PASS$/);
  const checkout = page.getByRole('region', { name: 'Osta pääse' });
  await expect(checkout.getByRole('button', { name: 'Osta mitme kursuse pääse' })).toHaveCount(0);
  await expect(checkout.getByText('Uueneb iga 7 päeva järel, kuni selle lõpetad.')).toBeVisible();
  await expect(checkout.getByText(/Lõpetamiseks lõpeta pääse sellel lehel/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Osta ühe kursuse pääse' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/stripe-pass\//);
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();
  await expect(page).toHaveURL(/\/user\/success\/subscription$/);

  // a course the pass covers: no invoice, nothing to pay, no refund sentence (no way of paying is offered)
  await openCoveredRegistration(page);
  await expect(page.getByRole('radio', { name: 'Maksan ise: minu pääse katab selle kursuse' })).toBeChecked();
  await expect(page.getByText('Selle eest maksab sinu pääse: arvet pole ja midagi maksta pole vaja.')).toBeVisible();
  await expect(page.getByText('Kui loobud kuni 7 päeva pärast algust, saad kogu raha tagasi; hiljem raha ei tagastata.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kinnita registreerimine' }).click();
  await expect(page).toHaveURL(/\/user\/success\/course-registration/);
  await expect(page.getByText('Kaetud sinu pääsmega')).toBeVisible();

  // another course, by card (the single pass has paid for its one course this period)
  await openRegistrationWithFreeSeat(page);
  await page.getByRole('radio', { name: 'Kaardiga kohe' }).check();
  await page.getByRole('button', { name: 'Maksa ja registreeru' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/stripe\//);
  const cardSimulator = page.url();
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Makse on kätte saadud' })).toBeVisible();

  // left within 7 days of the start: a full refund
  await page.goto('/user/my-courses');
  const paidCourse = page.getByRole('article').filter({ hasText: /Arve VLK-\d{4}-\d+: tasutud/ });
  await expect(paidCourse).toHaveCount(1);
  await paidCourse.getByRole('button', { name: 'Lahku kursuselt' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Saad kogu raha tagasi/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Lahku kursuselt' }).click();
  await expect(page.getByText('Oled kursuselt lahkunud.')).toBeVisible();

  // the provider confirms the refund it was sent (the simulator plays Stripe's charge.refunded)
  await page.goto(cardSimulator);
  const wentThrough = page.getByRole('button', { name: 'Tagastus läks läbi · The refund went through' });
  await expect(async () => {
    await page.reload();
    await expect(wentThrough).toBeVisible({ timeout: scaled(1_000) });
  }).toPass();
  await wentThrough.click();

  // one billing history: two invoices, a receipt per payment, one credit note, the refunded amount, arrived
  await page.goto('/user/profile#billing');
  const billing = page.getByRole('region', { name: 'Minu arved' });
  const history = billing.getByRole('list', { name: 'Maksete ajalugu' });
  await reloadUntil(page, history, async () => {
    await expect(history.getByText('Kviitung saadetud e-postile')).toHaveCount(2, { timeout: scaled(1_000) });
    await expect(history.getByText('Laekunud')).toBeVisible({ timeout: scaled(1_000) });
  });
  await expect(billing.getByRole('list', { name: 'Arved' }).getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('Pääse ostetud')).toBeVisible();
  await expect(history.getByText('Kaetud sinu pääsmega')).toBeVisible();
  await expect(history.getByRole('link', { name: /^Kreeditarve KR-\d{4}-\d{6}$/ })).toHaveCount(1);
  await expect(billing.getByText('Sulle tagastatud: 99,00 €')).toBeVisible();
  await expect(billing.getByRole('link', { name: /^PDF – kreeditarve KR-/ })).toHaveCount(1);
  const downloaded = page.waitForEvent('download');
  await history.getByRole('link', { name: /^Kreeditarve KR-/ }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^KR-\d{4}-\d{6}\.pdf$/);
  // and beside its PDF the credit note as an e-invoice (a UBL CreditNote referring to the invoice)
  const ubl = page.waitForEvent('download');
  await billing.getByRole('link', { name: /^E-arve – kreeditarve KR-/ }).click();
  const creditNote = await ubl;
  expect(creditNote.suggestedFilename()).toMatch(/^KR-\d{4}-\d{6}\.xml$/);
  const xml = (await readFile((await creditNote.path()) ?? '')).toString('utf8');
  expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  expect(xml).toContain('<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>VLK-');

  for (const lang of ['et', 'ru'] as const) {
    if (lang === 'ru') {
      await page.getByRole('group', { name: 'Keel' }).getByRole('button', { name: 'Русский' }).click();
      await expect(page.getByRole('list', { name: 'История платежей' }).getByText('Возврат поступил')).toBeVisible();
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('list', { name: lang === 'et' ? 'Maksete ajalugu' : 'История платежей' })).toBeVisible();
      await page.getByRole('region', { name: lang === 'et' ? 'Minu arved' : 'Мои счета' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`billing-history-${lang}-${width}.png`), fullPage: true });
      await page.goto('/pricing');
      await expect(page.locator('[data-pass="MULTI_PASS"]')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`pricing-${lang}-${width}.png`), fullPage: true });
      await page.goto('/user/profile#billing');
    }
  }
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'Eesti keel' }).click();
  await expect(page.getByRole('region', { name: 'Minu arved' })).toBeVisible();
});

test('the school representative sees the school’s invoices with their credit notes', async ({ page, loginAs }, testInfo) => {
  await loginAs('SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  await page.goto('/user/school/credits');
  await expect(page.getByRole('heading', { name: 'Kooli arved' })).toBeVisible();
  // the demo school pays with credits: its invoices (with their credit notes) or the empty state
  await expect(page.getByRole('list', { name: 'Arved' }).getByRole('listitem').first().or(page.getByText('Arveid veel ei ole.'))).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Kooli arved' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`school-invoices-et-${width}.png`), fullPage: true });
  }
});
