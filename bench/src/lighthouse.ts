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

/** Signed-in pages of the portal and the console whose Lighthouse accessibility must be 100 (issue 30). */
export const ACCESSIBILITY_ROUTES: readonly { email: string; path: string }[] = [
  { email: 'opilane@valik.ee', path: '/user/my-courses' },
  { email: 'opilane@valik.ee', path: '/user/profile' },
  { email: 'opetaja@valik.ee', path: '/user/dashboard' },
  { email: 'kool@valik.ee', path: '/user/school/my-students' },
  { email: 'admin@valik.ee', path: '/manage' },
  { email: 'admin@valik.ee', path: '/manage/cohorts' },
  { email: 'admin@valik.ee', path: '/manage/users' },
];

export interface AccessibilityRow {
  path: string;
  email: string;
  accessibility: number;
  /** the audits that failed, by id */
  failing: string[];
  /** where the browser ended: the page itself, not the login page (a failed sign-in would measure that) */
  finalUrl: string;
}

/** The session cookie of a demo account (the demo password), for Lighthouse's requests. */
async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'valik-demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Lighthouse accessibility of signed-in pages, each as its demo account, in Debian's Chromium. */
export async function measureAccessibility(base: string, routes = ACCESSIBILITY_ROUTES): Promise<AccessibilityRow[]> {
  const chrome = await (await loadChromeLauncher()).launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const cookies = new Map<string, string>();
  const rows: AccessibilityRow[] = [];
  try {
    for (const { email, path } of routes) {
      if (!cookies.has(email)) cookies.set(email, await sessionCookie(base, email));
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        extraHeaders: { Cookie: cookies.get(email) ?? '' },
      });
      const lhr = run?.lhr;
      const refs = lhr?.categories.accessibility?.auditRefs ?? [];
      rows.push({
        path,
        email,
        accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
        failing: refs.filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score === 0).map((ref) => ref.id),
        finalUrl: lhr?.finalDisplayedUrl ?? '',
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
