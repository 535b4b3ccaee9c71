// Lighthouse performance of the public pages. A score that depends on how busy the machine is belongs
// here, not in the test gate (e2e/tests/journeys/lighthouse.spec.ts keeps accessibility, SEO and the
// JavaScript budget, which do not).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse, { snapshot } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { DEMO_PASSWORD } from '../../e2e/fixtures/demo.ts';

export const LIGHTHOUSE_PAGES = ['/', '/courses', '/courses/ettevotluse-alused'];

/** The part of chrome-launcher used here. */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** chrome-launcher is Lighthouse's own dependency: load the very copy Lighthouse uses. */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

export interface LighthouseRow {
  path: string;
  performance: number;
  /** first contentful paint, largest contentful paint and total blocking time, in ms (simulated) */
  fcp: number;
  lcp: number;
  tbt: number;
}

/** Performance score and its main metrics for each page, measured in Debian's Chromium. */
export async function measureLighthouse(base: string, paths = LIGHTHOUSE_PAGES): Promise<LighthouseRow[]> {
  const chrome = await (await loadChromeLauncher()).launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const run = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = run?.lhr;
      const metric = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? NaN);
      rows.push({
        path,
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** A page to measure: the path, and the demo account to sign in as (none: a visitor). */
export interface AccessibilityVisit {
  path: string;
  email: string | null;
  /** the route of the tables it belongs to, for the report */
  pattern?: string;
}

export interface AccessibilityRow {
  path: string;
  pattern: string;
  /** the demo account, or `visitor` */
  who: string;
  accessibility: number;
  /** the audits that failed, by id, each with the elements it names (CSS selector) */
  failing: string[];
  /** where the browser ended: the page itself, not the login page (a failed sign-in would measure that) */
  finalUrl: string;
}

/** The session cookie of a demo account (the demo password), for Lighthouse's requests. */
export async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The part of puppeteer-core used here (Lighthouse's own copy, as chrome-launcher). */
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>;
}
interface PuppeteerBrowser {
  createBrowserContext(): Promise<{
    setCookie(...cookies: { name: string; value: string; domain: string; path: string }[]): Promise<void>;
    newPage(): Promise<PuppeteerPage>;
    close(): Promise<void>;
  }>;
  disconnect(): Promise<void>;
}
interface PuppeteerPage {
  emulate(device: { userAgent: string; viewport: { width: number; height: number; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean } }): Promise<void>;
  goto(url: string, options: { waitUntil: 'load'; timeout: number }): Promise<unknown>;
  waitForFunction(fn: () => boolean, options: { timeout: number; polling: number }): Promise<unknown>;
  url(): string;
}

async function loadPuppeteer(): Promise<Puppeteer> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)).default as Puppeteer;
}

/**
 * Drawn: the page's main region has its words, no loading spinner is left and no finite animation is
 * running (the axe walk's `settle`, e2e/tests/journeys/accessibility.spec.ts). Runs in the page.
 */
function pageIsDrawn(): boolean {
  const main = document.querySelector('main, #main, #main-content');
  if (!main || !/\S/.test(main.textContent ?? '')) return false;
  if (document.querySelector('.MuiCircularProgress-root[aria-label], main [role="progressbar"].MuiCircularProgress-root')) return false;
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
}

/**
 * Lighthouse accessibility of portal and console pages, each as its demo account (Estonian, the language
 * cookie), in Debian's Chromium as Lighthouse's default mobile device (its screen and user agent). Each page
 * is opened and left to draw (`pageIsDrawn`), then measured with Lighthouse's snapshot mode: its navigation
 * mode waits for the network and the CPU to go quiet, which an open portal or console tab (it polls for a new
 * build) on a busy machine did not reach before the 45 s limit, on every page. `onRow` sees each row as it is
 * measured.
 */
export async function measureAccessibility(base: string, visits: readonly AccessibilityVisit[], onRow?: (row: AccessibilityRow) => void): Promise<AccessibilityRow[]> {
  const chrome = await (await loadChromeLauncher()).launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await (await loadPuppeteer()).connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const { hostname } = new URL(base);
  const cookies = new Map<string, string>();
  const rows: AccessibilityRow[] = [];
  try {
    for (const { email, path, pattern } of visits) {
      if (email && !cookies.has(email)) cookies.set(email, await sessionCookie(base, email));
      const pairs = [...(email ? (cookies.get(email) ?? '').split('; ') : []), 'valik_lang=et'].map((pair) => pair.split('='));
      const context = await browser.createBrowserContext();
      try {
        await context.setCookie(...pairs.map(([name = '', ...value]) => ({ name, value: value.join('='), domain: hostname, path: '/' })));
        const page = await context.newPage();
        const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as { width: number; height: number; deviceScaleFactor: number };
        await page.emulate({ userAgent: userAgents.mobile, viewport: { width, height, deviceScaleFactor, isMobile: true, hasTouch: true } });
        await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction(pageIsDrawn, { timeout: 60_000, polling: 100 });
        const run = await snapshot(page as unknown as Parameters<typeof snapshot>[0], {
          config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
          flags: { logLevel: 'error' },
        });
        const lhr = run?.lhr;
        const refs = lhr?.categories.accessibility?.auditRefs ?? [];
        const failing = refs
          .filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score === 0)
          .map((ref) => {
            const items = (lhr?.audits[ref.id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
            const where = items.map((item) => item.node?.selector).filter(Boolean);
            return where.length > 0 ? `${ref.id} (${where.join(' | ')})` : ref.id;
          });
        const row = {
          path,
          pattern: pattern ?? path,
          who: email ?? 'visitor',
          accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
          failing,
          finalUrl: page.url(),
        };
        rows.push(row);
        onRow?.(row);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return rows;
}
