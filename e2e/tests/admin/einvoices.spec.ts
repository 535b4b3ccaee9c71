// Issue 28 item 5: a school's finished month is invoiced (course lines, a reference number) and delivered as
// an e-invoice; the local access point's page (/dev/einvoices, the stand-in for the Peppol access point)
// shows it received, and the school's representative downloads the same e-invoice (UBL) beside its PDF.
// The demo school that pays by invoice (Tallinna Kalamaja Ühisgümnaasium, a Peppol address) gets a fresh
// representative, so the shared demo logins stay as every other journey expects them.
import { readFile } from 'node:fs/promises';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { test, expect, DEMO, DEMO_PASSWORD } from '../../fixtures/index.ts';

const SCHOOL = 'Tallinna Kalamaja Ühisgümnaasium';

interface SchoolInvoice {
  number: string;
  reference_number: string;
  period: string | null;
  lines: unknown[];
  einvoice: { channel: string } | null;
}

/** The month before this one in Tallinn, as invoices name it ('2026-10'). */
function lastMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

test('the school’s finished month arrives at the e-invoice access point, and its representative downloads the UBL', async ({ page, browser }, testInfo) => {
  // an admin makes a fresh account the representative of the school
  const { email, password } = await createConfirmedStudent(page, 'Merle');
  const admin = await (await browser.newContext()).newPage();
  await loginWith(admin, DEMO.ADMIN.email, DEMO_PASSWORD);
  const schools = (await (await admin.request.get(`/api/v1/manage/schools?filter=${encodeURIComponent(JSON.stringify({ q: 'Kalamaja' }))}`)).json()) as { id: number; name: string }[];
  const school = schools.find((s) => s.name === SCHOOL);
  expect(school).toBeTruthy();
  const [row] = (await (await admin.request.get(`/api/v1/manage/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`)).json()) as { id: number }[];
  const record = (await (await admin.request.get(`/api/v1/manage/users/${row!.id}`)).json()) as Record<string, unknown>;
  const made = await admin.request.put(`/api/v1/manage/users/${row!.id}`, { data: { ...record, role: 'SCHOOL_REP', rep_school_ids: [school!.id] } });
  expect(made.status(), await made.text()).toBe(200);

  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  // the month just over: issued with course lines and a reference number, delivered once the outbox ran
  const period = lastMonth();
  let invoice: SchoolInvoice | undefined;
  await expect(async () => {
    const listed = (await (await page.request.get('/api/v1/school/invoices')).json()) as { data: SchoolInvoice[] };
    invoice = listed.data.find((i) => i.period === period);
    expect(invoice?.einvoice?.channel).toBe('PEPPOL');
  }).toPass();
  expect(invoice!.lines.length).toBeGreaterThan(0);

  // the stand-in access point shows it received for the school's registry code
  await page.goto('/dev/einvoices');
  await expect(page.getByRole('heading', { level: 1, name: /E-invoices received/ })).toBeVisible();
  const received = page.getByRole('row').filter({ has: page.getByRole('link', { name: invoice!.number, exact: true }) });
  await expect(received).toContainText('EE:CC:75099002');
  await expect(received).toContainText('invoice');
  await received.getByRole('link', { name: invoice!.number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: invoice!.number })).toBeVisible();
  await expect(page.getByText(`<cbc:PaymentID>${invoice!.reference_number}</cbc:PaymentID>`, { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dev-einvoice-1280.png'), fullPage: false });

  // the representative's page: the invoice with its course lines, reference number and delivery, and the UBL
  await page.goto('/user/school/credits');
  const list = page.getByRole('list', { name: 'Arved' });
  const item = list.getByRole('listitem').filter({ has: page.getByText(invoice!.number, { exact: true }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(`Viitenumber ${invoice!.reference_number}`, { exact: false })).toBeVisible();
  await expect(item.getByText(/E-arve saadetud/)).toBeVisible();
  await expect(item.getByRole('list', { name: 'Arve read' }).getByRole('listitem')).toHaveCount(invoice!.lines.length);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('school-einvoice-1280-et.png'), fullPage: false });
  const downloaded = page.waitForEvent('download');
  await item.getByRole('link', { name: `E-arve – arve ${invoice!.number}` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${invoice!.number}.xml`);
  const xml = (await readFile((await download.path()) ?? '')).toString('utf8');
  expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
  expect(xml).toContain(`<cbc:ID>${invoice!.number}</cbc:ID>`);
  expect(xml).toContain(`<cbc:RegistrationName>${SCHOOL}</cbc:RegistrationName>`);

  await page.setViewportSize({ width: 375, height: 812 });
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByRole('link', { name: `E-arve – arve ${invoice!.number}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('school-einvoice-375-et.png'), fullPage: false });

  // the console lists it with its PDF and its e-invoice
  await admin.goto(`/manage/invoices?filter=${encodeURIComponent(JSON.stringify({ q: invoice!.number }))}`);
  const einvoice = admin.getByRole('link', { name: `E-arve ${invoice!.number}` });
  await expect(einvoice).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('console-invoices-1280-et.png'), fullPage: false });
  const fromConsole = admin.waitForEvent('download');
  await einvoice.click();
  expect((await fromConsole).suggestedFilename()).toBe(`${invoice!.number}.xml`);
  await admin.context().close();
});
