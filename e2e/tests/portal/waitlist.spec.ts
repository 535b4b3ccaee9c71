// Issue 6, the waitlist: a student finds a full group on the public site and joins its waitlist; when a
// seat frees (the admin raises the size) the first in line gets an offer e-mail (dev mailbox), follows it,
// registers in the held seat and sees the course in my courses.
import { test, expect, signInAs } from '../../fixtures/index.ts';
import { createConfirmedStudent, latestEmail, loginWith, openEmailAndClick } from '../../fixtures/accounts.ts';

const FULL_COURSE = '/courses/vaimne-tervis-ja-stress'; // the seed's full group (16 of 16)

test('a second student joins the waitlist of a full group, is offered the freed seat by e-mail and takes it', async ({ page, browser, baseURL }) => {
  test.slow(); // two people, e-mails and several pages on a shared machine
  const student = await createConfirmedStudent(page, 'Mirjam');
  await loginWith(page, student.email, student.password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  // the public course page offers the waitlist for the full group
  await page.goto(FULL_COURSE);
  const join = page.locator('a[data-cohort-register]:not([hidden])', { hasText: 'Liitu ootejärjekorraga' }).first();
  await join.click();
  await expect(page).toHaveURL(/\/user\/courses\/\d+\?cohort=\d+/);
  const cohortId = Number(new URL(page.url()).searchParams.get('cohort'));
  await page.getByRole('button', { name: 'Liitu ootejärjekorraga' }).click();
  await expect(page.getByText(/Grupp on täis\. Oled ootejärjekorras 1\. kohal\./)).toBeVisible();
  await page.getByRole('link', { name: 'Mine minu kursuste juurde' }).click();
  await expect(page.getByRole('heading', { name: 'Ootejärjekord' })).toBeVisible();
  await expect(page.getByText('Oled järjekorras 1. kohal.', { exact: false })).toBeVisible();

  // a seat frees: the admin raises the group's size by one (the console's cohort form, through its API)
  const adminContext = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'ADMIN');
  await expect(admin).toHaveURL(/\/manage\/cohorts/);
  const current = (await (await admin.request.get(`/api/v1/manage/cohorts/${cohortId}`)).json()) as Record<string, unknown> & { size: number };
  const saved = await admin.request.put(`/api/v1/manage/cohorts/${cohortId}`, {
    data: { ...current, size: current.size + 1 },
    headers: { origin: baseURL ?? '' },
  });
  expect(saved.status()).toBe(200);
  await adminContext.close();

  // the offer e-mail, followed from the dev mailbox to the held seat
  const offer = await latestEmail(page.request, student.email, 'waitlistOffer');
  expect(offer.subject).toMatch(/^Vabanes koht: /);
  await openEmailAndClick(page, student.email, /Vabanes koht/, /Registreeru/);
  await expect(page).toHaveURL(new RegExp(`/user/courses/\\d+\\?cohort=${cohortId}$`));
  await expect(page.getByText(/Sulle on hoitud vaba koht kuni \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Kinnita registreerimine' }).click();
  await expect(page).toHaveURL(/\/user\/success\/course-registration$/);

  await page.getByRole('link', { name: /minu kursuste/i }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await expect(page.getByRole('heading', { name: 'Ootejärjekord' })).toHaveCount(0);
  await expect(page.getByText('Vaimne tervis ja stressiga toimetulek').first()).toBeVisible();
  // the seat is the student's, and the waitlist place is gone
  const mine = await (await page.request.get('/api/v1/me/registrations')).json() as { data: { cohort_id: number; status: string }[]; waitlist: unknown[] };
  expect(mine.data.filter((r) => r.cohort_id === cohortId).map((r) => r.status)).toEqual(['REGISTERED']);
  expect(mine.waitlist).toEqual([]);
});
