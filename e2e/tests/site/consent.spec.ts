// Cookie consent in production (product spec §2, §4, ADR 017): the banner shows until a choice, 'I agree'
// or 'Reject' of equal weight; the tag manager (IP anonymization on) and the ad pixel load only after
// 'I agree', never before, never after 'Reject' and never for bots; "Cookie settings" in the footer reopens
// the banner, and taking consent back stops them and removes their cookies.
import { test, expect } from '../../fixtures/index.ts';
import { axeViolations } from '../../fixtures/axe.ts';
import { serverPort } from '../../fixtures/servers.ts';
import { STAND_IN, startProductionServer, type RunningServer } from './support/production-server.ts';

let server: RunningServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // its own port beside its worker's server, so other workers and parallel runs on other ports never meet
  server = await startProductionServer(serverPort(test.info().parallelIndex) + 1000);
});
test.afterAll(async () => server?.stop());

const isTracking = (url: string) => /gtm\.js|fbevents\.js|googletagmanager|facebook/.test(url);

test('loads no tag manager or pixel before I agree, both after, and remembers the choice', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto(`${server.baseURL}/courses`);
  const banner = page.getByRole('region', { name: 'Küpsised' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('See veebileht kasutab küpsiseid.');
  await page.waitForLoadState('load');
  expect(requests.filter(isTracking)).toEqual([]);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  // the banner is fixed to the bottom of the screen
  const box = await banner.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);

  const tagManager = page.waitForRequest((request) => request.url().includes(STAND_IN.gtmScript));
  const pixel = page.waitForRequest((request) => request.url().includes(STAND_IN.adPixelScript));
  await page.getByRole('button', { name: 'Nõustun' }).click();
  expect((await tagManager).url()).toBe(`${server.baseURL}${STAND_IN.gtmScript}?id=${STAND_IN.gtmId}`);
  await pixel;
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __standInGtm?: number }).__standInGtm)).toBe(1);
  const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(dataLayer?.[0]).toEqual({ anonymize_ip: true });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('valik_cookie_consent'))) ?? '{}') as Record<string, string>;
  expect(stored.choice).toBe('accepted');
  expect(stored.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.now() - new Date(stored.at ?? 0).getTime()).toBeLessThan(60_000);

  // the next page: no banner, and the tag manager loads at once because consent is stored
  const again = page.waitForRequest((request) => request.url().includes(STAND_IN.gtmScript));
  await page.goto(`${server.baseURL}/pricing`);
  await again;
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeHidden();

  // nothing left the machine
  expect(requests.filter((url) => !url.startsWith(server.baseURL) && !url.startsWith('data:'))).toEqual([]);
});

test('Reject on the first layer: nothing loads, now or on the next page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${server.baseURL}/courses`);
  const banner = page.getByRole('region', { name: 'Küpsised' });
  const agree = banner.getByRole('button', { name: 'Nõustun' });
  const reject = banner.getByRole('button', { name: 'Keeldun' });
  await expect(reject).toBeVisible();
  // equal weight: the same look and size as 'I agree'
  const [agreeBox, rejectBox] = [await agree.boundingBox(), await reject.boundingBox()];
  expect(Math.abs((agreeBox?.height ?? 0) - (rejectBox?.height ?? 1))).toBeLessThanOrEqual(1);
  expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await agree.evaluate((el) => getComputedStyle(el).backgroundColor));
  await reject.click();
  await expect(banner).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('valik_cookie_consent'))) ?? '{}')).toMatchObject({ choice: 'rejected' });
  await page.goto(`${server.baseURL}/pricing`);
  await page.waitForLoadState('load');
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeHidden();
  expect(requests.filter(isTracking)).toEqual([]);
});

test('Cookie settings in the footer reopen the banner; withdrawing stops the tag manager and the pixel and removes their cookies', async ({ page, context }) => {
  const tagManager = page.waitForRequest((request) => request.url().includes(STAND_IN.gtmScript));
  await page.goto(`${server.baseURL}/`);
  await page.getByRole('region', { name: 'Küpsised' }).getByRole('button', { name: 'Nõustun' }).click();
  await tagManager;
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name).filter((name) => name.startsWith('_')).sort())
    .toEqual(['_fbp', '_ga', '_ga_E2E']);

  await page.getByRole('button', { name: 'Küpsiste seaded' }).click();
  const banner = page.getByRole('region', { name: 'Küpsised' });
  await expect(banner).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Keeldun' }).click();
  await reloaded;
  await page.waitForLoadState('load');
  expect((await context.cookies()).map((c) => c.name).filter((name) => /^_(ga|fbp)/.test(name))).toEqual([]);
  expect(requests.filter(isTracking)).toEqual([]);
  expect(await page.evaluate(() => (window as { __standInGtm?: number }).__standInGtm)).toBeUndefined();
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('valik_cookie_consent'))) ?? '{}')).toMatchObject({ choice: 'rejected' });
});

test('never loads the tag manager or the pixel for a bot, even with consent stored', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${server.baseURL}/`);
  await page.evaluate(() => localStorage.setItem('valik_cookie_consent', JSON.stringify({ choice: 'accepted', at: new Date().toISOString(), version: '2026-11-26' })));
  await page.reload();
  await page.waitForLoadState('load');
  expect(requests.filter(isTracking)).toEqual([]);
  await expect(page.locator('#cookie-banner')).toHaveCount(0);
  // bots get no script at all on a page that needs none
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await context.close();
});

test('the banner is accessible', async ({ page }) => {
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeVisible();
  const violations = await axeViolations(page, { include: '#cookie-banner' });
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'Nõustun' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeHidden();
});
