import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromiumArgs } from './fixtures/chromium.ts';
import { E2E_WORKERS, dataDirOf, serverLogOf, serverPort, serverURL } from './fixtures/servers.ts';
import { scaled } from './fixtures/timeouts.ts';

// The journeys run against the real server (built apps, embedded PGlite seeded with the demo data)
// in Debian's Chromium, one server per worker (fixtures/servers.ts), each from a fresh data directory. The server is started the way a
// newcomer starts it, `npm start` (scripts/run.mjs: install check, build when the sources changed,
// serve), on a PATH without any pnpm this machine may have (scripts/fresh-path.mjs), so a script that
// calls a bare `pnpm` only a global install would provide fails the journeys.
const root = resolve(import.meta.dirname, '..');
const freshPath = execFileSync(process.execPath, [resolve(root, 'scripts/fresh-path.mjs')], { encoding: 'utf8' });


export default defineConfig({
  testDir: './tests',
  // A file's journeys run in order in one worker; files are shared out among the workers, each of which
  // has its own server (fixtures/servers.ts: the `baseURL` fixture picks it).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Hang guards, not speed checks: a journey must pass on a machine busy with other work (speed is
  // measured in bench/, never here).
  // (VALIK_TIMEOUT_SCALE scales them all: fixtures/timeouts.ts)
  timeout: scaled(120_000),
  expect: { timeout: scaled(30_000) },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `npm test` reads each journey file's time from it for its closing table (scripts/timing-table.mjs)
    ...(process.env.VALIK_E2E_REPORT ? [['json', { outputFile: process.env.VALIK_E2E_REPORT }] as const] : []),
  ],
  use: {
    locale: 'et-EE',
    timezoneId: 'Europe/Tallinn',
    // A failed journey keeps its trace: its actions, the console, the network and the source, and the
    // page's accessibility tree at the failure (error-context), besides the screenshot below. Without the
    // screencast (frames for every passing test made the journeys ~25% slower on 2 cores) and without a DOM
    // snapshot around every action (serialised in the page and stored by the runner for every passing
    // journey too: measured 2026-11-30 on five journey files, 267–277 → 246 s of CPU, 159–163 → 147 s). A person
    // chasing a failure here runs it again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  // Started one after another, but each only until its `npm start` has begun serving (`▸ Starting Valik`,
  // scripts/run.mjs): the first builds when the sources changed and the others find the build done, while
  // the servers migrate and seed side by side (waiting for each to be ready took ~10 s of a mostly idle core
  // per server). Playwright waits for the last server's /readyz; each worker waits for its own server's
  // before its first journey (`serverReady` in fixtures/index.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = serverPort(index);
    const dataDir = dataDirOf(port);
    const baseURL = serverURL(index);
    const last = index === E2E_WORKERS - 1;
    return {
      // its output also to a file (serverLogOf): Playwright keeps none of it
      command: `rm -rf "${dataDir}" && node "${resolve(root, 'scripts/run.mjs')}" start | tee "${serverLogOf(port)}"`,
      ...(last ? { url: `${baseURL}/readyz` } : { wait: { stdout: /▸ Starting Valik/ } }),
      timeout: scaled(300_000),
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PATH: freshPath,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PUBLIC_BASE_URL: baseURL,
        // the phone second factor, its texts sent through the dev mailbox's Twilio stand-in
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000e2e000',
        TWILIO_AUTH_TOKEN: 'e2e-stand-in-token',
        TWILIO_FROM: '+3725000000',
        TWILIO_API_URL: `${baseURL}/dev/mailbox/twilio`,
        // Performance traces stay off, production's default (PUBLIC_SENTRY_TRACES_SAMPLE_RATE 0): tracing every
        // page load and navigation took a fifth of the journeys' CPU (ADR 035). The traced configuration runs in
        // error-reports.spec.ts on a server of its own.
      },
    };
  }),
});
