// Lighthouse performance of the public pages. A score that depends on how busy the machine is belongs
// here, not in the test gate (e2e/tests/site/quality.spec.ts keeps accessibility, SEO and the
// JavaScript budget, which do not).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';

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
