import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURSES } from '@valik/db/seed';
import { SCROLL_ANIMATION } from '@valik/domain';
import { test, expect } from '../../fixtures/index.ts';
import { layoutShifts } from '../../fixtures/pages.ts';
import type { Page } from '@playwright/test';

/** Counts the window's scroll listeners and the document's focusin listeners, as DevTools lists them. */
async function pageListeners(page: Page): Promise<{ count: () => Promise<{ scroll: number; focusin: number }> }> {
  const cdp = await page.context().newCDPSession(page);
  async function ofType(expression: string, type: string): Promise<number> {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
    return listeners.filter((listener) => listener.type === type).length;
  }
  return { count: async () => ({ scroll: await ofType('window', 'scroll'), focusin: await ofType('document', 'focusin') }) };
}

test('the home page renders in Estonian by default and in English on request', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elective courses taught live online');
  // the choice is remembered
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Eesti' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
});

test('the home page\'s sections rise into view as they are scrolled to (spec §9), and stay put for a reader who asked for less motion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const listeners = await pageListeners(page);
  const teach = page.locator('section[aria-labelledby="teach-heading"]');
  const cta = page.locator('section.cta');
  // below the fold: not drawn yet, its words already in the page for a screen reader and a search engine
  await expect(teach).toHaveAttribute('data-reveal', 'pending');
  const before = await listeners.count();
  await expect(teach).toHaveCSS('opacity', '0');
  await expect(teach.getByRole('heading', { name: 'Õpeta Valikus' })).toBeAttached();
  // what the page opened with is never hidden
  await expect(page.locator('section[aria-labelledby="how-heading"]')).toHaveAttribute('data-reveal', '');
  // scrolled to, it rises over SCROLL_ANIMATION.duration ms
  await teach.scrollIntoViewIfNeeded();
  await expect(teach).toHaveAttribute('data-reveal', 'shown');
  await expect(teach).toHaveCSS('transition-duration', `${SCROLL_ANIMATION.duration / 1000}s, ${SCROLL_ANIMATION.duration / 1000}s`);
  await expect(teach).toHaveCSS('opacity', '1');
  await expect(teach).toHaveCSS('transform', 'none');
  // the last section, which may never come SCROLL_ANIMATION.offset px into the window, rises at the page's end
  await page.keyboard.press('End');
  await expect(cta).toHaveAttribute('data-reveal', 'shown');
  await expect(cta).toHaveCSS('opacity', '1');
  // only opacity and transform moved: nothing shifted
  expect(await layoutShifts(page)).toEqual([]);
  // with every section risen, the page is let go: its scroll and focus listeners are gone
  await expect.poll(() => listeners.count()).toEqual({ scroll: before.scroll - 1, focusin: before.focusin - 1 });

  // keyboard focus moving into a section that has not risen shows it at once (before any scroll does)
  await page.goto('/');
  await expect(cta).toHaveAttribute('data-reveal', 'pending');
  await cta.getByRole('link', { name: 'Vaata kursusi' }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await expect(cta).toHaveAttribute('data-reveal', 'shown');

  // less motion: the page as the server sent it
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('[data-reveal]')).not.toHaveCount(0);
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await expect(teach).toHaveCSS('opacity', '1');
});

test('the switch reads ET · EN · RU; Russian is remembered, the catalogue speaks it and every language has its hreflang address', async ({ page }) => {
  await page.goto('/courses');
  const switcher = page.getByRole('banner').getByRole('list', { name: 'Keel' });
  await expect(switcher.getByRole('link')).toHaveText(['ET – Eesti', 'EN – English', 'RU – Русский']);
  await switcher.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/courses\?lang=ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Курсы');
  await expect(page.getByRole('searchbox', { name: 'Поиск курса по названию' })).toBeVisible();
  await expect(page.locator('[data-catalog-count]')).toHaveText(/^Найден(о)? \d+ курс(а|ов)?$/);
  await expect(page.getByRole('banner').getByRole('list', { name: 'Язык' }).getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  // the same addresses, the language as a parameter
  for (const [lang, query] of [['et', ''], ['en', '?lang=en'], ['ru', '?lang=ru'], ['x-default', '']] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`/courses${query.replace('?', '\\?')}$`));
  }
  // the choice is remembered on a page opened without the parameter
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Цены');
  await page.getByRole('link', { name: 'Eesti' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
});

/**
 * Serves `path` as the product does, but its HTML in two parts: up to `cut` (an index into the page), then, once
 * the browser has drawn that part, the rest. Returns the layout shifts the page had when whole.
 */
async function shiftsWhenDrawnInParts(page: Page, baseURL: string, path: string, cut: (html: string) => number): Promise<string[]> {
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const at = cut(html);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, at));
      void released.then(() => res.end(html.slice(at)));
      return;
    }
    // the rest (stylesheets, scripts, icons) as the product serves it
    void fetch(`${baseURL}${req.url}`).then(async (upstream) => {
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { waitUntil: 'commit' });
    // the first part is in the document and drawn
    await expect(page.locator('body')).toBeAttached();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    release();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    return await layoutShifts(page);
  } finally {
    release();
    server.close();
  }
}

/** Where `marker` first occurs at or after `from`; a page without it fails the test instead of being cut elsewhere. */
function find(html: string, marker: string, from = 0): number {
  const at = html.indexOf(marker, from);
  if (at < 0) throw new Error(`the page has no ${marker} after character ${from}: a cut of the journey below no longer fits it`);
  return at;
}

/** The end of the first tag that opens at `marker` (searched from `from`). */
function afterTag(html: string, marker: string, from = 0): number {
  return find(html, '>', find(html, marker, from)) + 1;
}

// A page's bytes may come in parts (a compressed stream's blocks, a slow network) and the browser draws what it
// has. Once the walks saw ET alone at the header's right end slide left as EN and RU came; once the logo move up
// as the menu came (CI, a slow machine). A search over a cut at every tenth tag of six pages at both widths found
// the others below (ADR 038): each part whose layout depends on what comes after it is drawn only whole.
const CUTS: { what: string; path: string; widths: number[]; cut: (html: string) => number }[] = [
  { what: 'the logo, before its word', path: '/pricing', widths: [375, 1280], cut: (html) => afterTag(html, '<svg', find(html, 'class="brand"')) },
  { what: 'the menu, after its second link opened', path: '/pricing', widths: [375, 1280], cut: (html) => afterTag(html, '<a', afterTag(html, '<a', find(html, 'class="nav-list'))) },
  { what: 'the language switch, after its second language opened', path: '/pricing', widths: [375, 1280], cut: (html) => afterTag(html, 'hreflang="en"', find(html, 'class="language-switch')) },
  { what: 'the plans, after the first', path: '/pricing', widths: [1280], cut: (html) => afterTag(html, '</li>', find(html, 'data-pass="SINGLE_PASS"')) },
  { what: 'the filters, inside a chip', path: '/courses', widths: [375, 1280], cut: (html) => afterTag(html, '<a', find(html, '/courses/category/')) },
  { what: 'the steps of a course, in the second', path: '/', widths: [1280], cut: (html) => afterTag(html, '<h3', find(html, '</li>', find(html, 'class="steps'))) },
  // a short page (the 404 page), whose footer is in view
  { what: 'the footer, in its second section', path: '/no-such-page', widths: [1280], cut: (html) => afterTag(html, '<h2', find(html, '<section', find(html, '</section>', find(html, 'footer-grid')))) },
];

test('a page that reaches the browser in parts keeps still: what depends on what comes after it is drawn only whole', async ({ page, baseURL }) => {
  const problems: string[] = [];
  for (const { what, path, widths, cut } of CUTS) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const shift of await shiftsWhenDrawnInParts(page, baseURL ?? '', path, cut)) problems.push(`${path} at ${width} px, cut in ${what}: ${shift}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the header menu reaches every public page, and the footer the teacher application', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Peamenüü' });
  for (const [name, path, heading] of [
    ['Kursused', '/courses', 'Kursused'],
    ['Hinnad', '/pricing', 'Hinnad'],
    ['KKK', '/faq', 'Korduma kippuvad küsimused'],
    ['Koolidele', '/school', 'Valik koolidele'],
  ] as const) {
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kandideeri õpetajaks' })).toHaveAttribute('href', '/auth/signup-teacher');
});

test('the catalogue links to course pages with upcoming cohorts and their structured data', async ({ page }) => {
  await page.goto('/courses');
  await page.getByTestId('course-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
  const course = data.find((block) => block['@type'] === 'Course') as { name: string; hasCourseInstance?: { '@type': string; courseMode: string }[] };
  expect(course.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  const groups = await page.locator('[data-cohort-id]').count();
  expect(course.hasCourseInstance ?? []).toHaveLength(groups);
  for (const instance of course.hasCourseInstance ?? []) expect(instance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'Online' });
  // dates are shown as dd.MM.yyyy
  await expect(page.locator('[data-cohort-id] time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
});

test('unknown pages, categories and courses answer 404 with the error screen', async ({ page, request }) => {
  for (const path of ['/no-such-page', '/courses/category/nope', '/courses/no-such-course']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  expect((await request.get('/og/courses/no-such-course.png')).status()).toBe(404);
  await page.goto('/courses/no-such-course');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seda lehte ei leitud');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Mine tagasi avalehele' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('draft and in-review courses are never public', async ({ request }) => {
  const hidden = COURSES.filter((course) => course.status !== 'APPROVED');
  expect(hidden.map((course) => course.status).sort()).toEqual(['DRAFT', 'IN_REVIEW']);
  const listed = ((await (await request.get('/api/v1/courses')).json()) as { data: { slug: string }[] }).data.map((c) => c.slug);
  const catalogue = await (await request.get('/courses')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const course of hidden) {
    expect(listed, course.slug).not.toContain(course.slug);
    expect(catalogue, course.slug).not.toContain(`/courses/${course.slug}"`);
    expect(sitemap, course.slug).not.toContain(`/courses/${course.slug}<`);
    expect((await request.get(`/courses/${course.slug}`)).status(), course.slug).toBe(404);
    expect((await request.get(`/og/courses/${course.slug}.png`)).status(), course.slug).toBe(404);
  }
});

test('sitemap.xml lists every public course and category, robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const courses = ((await (await request.get('/api/v1/courses')).json()) as { data: { slug: string }[] }).data;
  expect(courses.length).toBeGreaterThan(0);
  for (const { slug } of courses) {
    expect(xml).toContain(`<loc>${baseURL}/courses/${slug}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/courses/${slug}?lang=en</loc>`);
  }
  for (const category of ['popular', 'life-skills', 'sustainability', 'languages', 'diversity', 'technology', 'business-and-finance', 'mental-health', 'others']) {
    expect(xml).toContain(`<loc>${baseURL}/courses/category/${category}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every course has a link-preview image that exists', async ({ page, request }) => {
  await page.goto('/courses/ettevotluse-alused');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/og\/courses\/ettevotluse-alused\.png\?v=\w+$/);
  const response = await request.get(image as string);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
