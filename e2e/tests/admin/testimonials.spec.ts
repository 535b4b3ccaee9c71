// Issue 29 item 4, testimonials from feedback: an admin opens a course in the console, sees the highlights
// of students who agreed to be quoted, and switches one on; a visitor without a session (the kept,
// rendered page) sees it on the public course page as "first name + initial"; switched off, it is gone.
// On a phone and on a desktop.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/index.ts';

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
