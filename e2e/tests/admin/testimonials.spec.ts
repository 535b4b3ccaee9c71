// Issue 29 item 4, testimonials from feedback: an admin opens a course in the console, sees the highlights
// of students who agreed to be quoted, and switches one on; a visitor without a session (the kept,
// rendered page) sees it on the public course page as "first name + initial"; switched off, it is gone.
// On a phone and on a desktop.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, STUDENTS, buildPlan } from '@valik/db/seed';
import { expect, test } from '../../fixtures/index.ts';
import { loginWith } from '../../fixtures/accounts.ts';

interface Quote {
  id: number;
  author: string;
  text: string;
  quoted: boolean;
}

/** A course of the demo data with a consenting author (the seed's satisfied students mostly agree). */
async function courseWithQuotes(page: Page): Promise<{ id: number; slug: string; quote: Quote }> {
  const list = await page.request.get('/api/v1/manage/courses?filter=%7B%22status%22%3A%22APPROVED%22%7D&range=%5B0%2C49%5D');
  expect(list.status()).toBe(200);
  for (const course of (await list.json()) as { id: number; slug: string }[]) {
    const res = await page.request.get(`/api/v1/manage/courses/${course.id}/feedback-quotes`);
    const quotes = ((await res.json()) as { data: Quote[] }).data;
    const quote = quotes.find((q) => !q.quoted && q.text.length < 200);
    if (quote) return { id: course.id, slug: course.slug, quote };
  }
  throw new Error('the demo data has no approved course with a consenting author');
}

for (const width of [375, 1280]) {
  test(`an admin chooses a student's highlights for the course page and takes them off again (${width} px)`, async ({ page, browser, loginAs }, testInfo) => {
    test.slow(); // two people and several pages on a shared machine
    await loginAs('ADMIN');
    await expect(page).toHaveURL(/\/manage\/cohorts$/);
    const { id, slug, quote } = await courseWithQuotes(page);

    // a visitor reads the course page first, so the kept rendered page has to be dropped by the choice
    const visitorContext = await browser.newContext({ locale: 'et-EE', viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/courses/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(`“${quote.text}”`)).toHaveCount(0);

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/manage/courses/${id}`);
    const section = page.getByRole('region', { name: 'Tsitaadid tagasisidest' });
    await expect(section).toBeVisible();
    const toggle = section.getByRole('switch', { name: `Näita kursuse lehel: ${quote.author}` }).first();
    await expect(toggle).not.toBeChecked();
    await toggle.click(); // a controlled switch: it turns once the server has saved the choice
    await expect(page.getByText('Tsitaat on kursuse lehel nähtaval.')).toBeVisible();
    await expect(toggle).toBeChecked();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`console-quotes-${width}.png`), fullPage: true });

    await visitor.reload();
    const shown = visitor.getByRole('listitem').filter({ hasText: `“${quote.text}”` });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(`— ${quote.author}`);
    expect(quote.author).toMatch(/^\S.* \p{Lu}\.$/u);
    await shown.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: testInfo.outputPath(`course-quote-${width}.png`), fullPage: true });

    // switched off: the page no longer shows it
    await toggle.click();
    await expect(page.getByText('Tsitaati kursuse lehel enam ei näidata.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(`“${quote.text}”`)).toHaveCount(0);
    await visitorContext.close();
  });
}

/**
 * A seeded student (not the demo login) with a finished group's feedback still to give: one from the middle of
 * the list, as the keyboard journey takes the last and other journeys the first.
 */
function studentWithFeedbackDue(): string {
  const plan = buildPlan(new Date(), { production: false });
  const given = new Set(plan.feedback.map((f) => f.registrationIndex));
  const due = plan.registrations.filter((r) => r.status === 'COMPLETED' && r.studentIndex !== 0 && !given.has(r.index));
  const student = STUDENTS[due[Math.floor(due.length / 2)]?.studentIndex ?? -1];
  if (!student) throw new Error('the seed has no student with feedback due');
  return student.email;
}

test('a satisfied student agrees on the last step to be quoted, and the admin finds the highlight among the quotes', async ({ page, browser }) => {
  test.slow(); // six steps of a form, then the console's API, on a shared machine
  await loginWith(page, studentWithFeedbackDue(), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.getByRole('link', { name: 'Anna tagasisidet' }).first().click();
  await expect(page).toHaveURL(/\/user\/cohorts\/\d+\/feedback$/);
  const highlight = `Õpetaja selgitas kõike rahulikult ${Date.now().toString(36)}`;
  const main = page.locator('main');
  for (let step = 1; step <= 6; step += 1) {
    await expect(page.getByText(new RegExp(`Samm ${step}/`))).toBeVisible();
    // the highest answer of every question (satisfaction 10 of 10 on the first step)
    for (const group of await main.getByRole('radiogroup').all()) await group.getByRole('radio').last().check();
    // every text still empty, the highlights included (shown once satisfaction is chosen)
    for (const box of await main.getByRole('textbox').all()) if ((await box.inputValue()) === '') await box.fill(highlight);
    if (step < 6) await page.getByRole('button', { name: 'Edasi' }).click();
  }
  // satisfied, with highlights: the last step asks whether Valik may quote them (issue 29 item 4)
  const consent = page.getByRole('checkbox', { name: /tsiteerida/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: 'Saada tagasiside' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  // the admin's list of a course's quotable highlights now has this one, not yet shown on the course page
  const admin = await browser.newContext();
  const signIn = await admin.request.post('/api/auth/sign-in/email', { data: { email: 'admin@valik.ee', password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const courses = (await (await admin.request.get('/api/v1/manage/courses?range=%5B0%2C99%5D')).json()) as { id: number }[];
  const found: Quote[] = [];
  for (const course of courses) {
    const res = await admin.request.get(`/api/v1/manage/courses/${course.id}/feedback-quotes`);
    if (res.ok()) found.push(...((await res.json()) as { data: Quote[] }).data.filter((q) => q.text === highlight));
  }
  expect(found).toHaveLength(1);
  expect(found[0]?.quoted).toBe(false);
  expect(found[0]?.author).toMatch(/^\S.* \p{Lu}\.$/u);
  await admin.close();
});
