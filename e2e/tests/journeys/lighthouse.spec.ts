// Lighthouse (accessibility, SEO, the JavaScript budget) once on the home page, the catalogue and a course
// page of the site. The performance score depends on the machine's load: it is measured by `pnpm bench`.
// (Here among the whole-page journeys, which the workers take first, rather than at the end of the site's
// files: a file is run by one worker, and this one, ~20 s, was the last file, run while the other worker
// had nothing left.)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { test, expect } from '../../fixtures/index.ts';

interface LighthouseScores {
  accessibility: number;
  seo: number;
  /** bytes of JavaScript the page loads, as transferred (compressed) */
  scriptBytes: number;
  /** requests Lighthouse saw: none means the measurement itself failed */
  requests: number;
}

/** The JavaScript a public page may load, compressed. Measured 2026-11-25: 0 (home), 2.1 kB (catalogue filters),
 * 1.7 kB (course page); a framework runtime slipping into the site would be ~50 kB and fail this. */
const SCRIPT_BUDGET_BYTES = 10_000;

/** The part of chrome-launcher used here. */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** chrome-launcher is Lighthouse's own dependency: load the very copy Lighthouse uses. */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

// Only what does not depend on how busy the machine is: the performance score moved to `pnpm bench`
// (bench/src/lighthouse.ts, bench/RESULTS.md).
test(`Lighthouse: accessibility 100, SEO 100 and at most ${SCRIPT_BUDGET_BYTES / 1000} kB of JavaScript on the home page, the catalogue and a course page`, async ({ baseURL }) => {
  test.setTimeout(480_000);
  const chromeLauncher = await loadChromeLauncher();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Record<string, LighthouseScores> = {};
  try {
    for (const path of ['/', '/courses', '/courses/ettevotluse-alused']) {
      // A run that could not load the page at all (a runtime error such as NO_FCP on a busy machine) is
      // tried once more; a run that loaded it counts as it is.
      let run: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt += 1) {
        run = await lighthouse(`${baseURL}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility', 'seo'],
          onlyAudits: ['network-requests'],
        });
        if (!run?.lhr.runtimeError || attempt === 2) break;
        console.log(`Lighthouse ${path}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}; trying again`);
      }
      const categories = run?.lhr.categories;
      const requests = ((run?.lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
      results[path] = {
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        seo: Math.round((categories?.seo?.score ?? 0) * 100),
        scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        requests: requests.length,
      };
      const failing = Object.values(run?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`);
      if (failing.length) console.log(`Lighthouse ${path}: audits below 0.9 →`, failing.join('; '));
    }
  } finally {
    chrome.kill();
  }
  console.log('Lighthouse', JSON.stringify(results));
  for (const [path, scores] of Object.entries(results)) {
    expect(scores.accessibility, `${path} accessibility`).toBe(100);
    expect(scores.seo, `${path} SEO`).toBe(100);
    expect(scores.requests, `${path} requests seen`).toBeGreaterThan(0);
    expect(scores.scriptBytes, `${path} JavaScript bytes`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
  }
});
