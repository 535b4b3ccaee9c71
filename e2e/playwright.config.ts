import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// The journeys run against the real server (built apps, embedded PGlite seeded with the demo data)
// in Debian's Chromium. Each run starts from a fresh data directory. The server is started the way a
// newcomer starts it, `npm start` (scripts/run.mjs: install check, build when the sources changed,
// serve), on a PATH without any pnpm this machine may have (scripts/fresh-path.mjs), so a script that
// calls a bare `pnpm` only a global install would provide fails the journeys.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = resolve(import.meta.dirname, '..');
// one data directory per port, so several runs (e.g. parallel work on different apps) never share one
const dataDir = resolve(root, `.data/e2e-${PORT}`);
export const baseURL = `http://localhost:${PORT}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hang guards, not speed checks: a journey must pass on a machine busy with other work (speed is
  // measured in bench/, never here).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'et-EE',
    timezoneId: 'Europe/Tallinn',
    // A failed journey keeps its trace (actions, DOM snapshots, network). Without the screencast:
    // recording frames for every passing test made the journeys ~25% slower on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node "${resolve(root, 'scripts/run.mjs')}" start`,
    url: `${baseURL}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PATH: execFileSync(process.execPath, [resolve(root, 'scripts/fresh-path.mjs')], { encoding: 'utf8' }),
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: baseURL,
      // the phone second factor, its texts sent through the dev mailbox's Twilio stand-in
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000e2e000',
      TWILIO_AUTH_TOKEN: 'e2e-stand-in-token',
      TWILIO_FROM: '+3725000000',
      TWILIO_API_URL: `${baseURL}/dev/mailbox/twilio`,
      // every page load and navigation traced into the error ingest, so the router integration runs in every journey
      PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '1',
    },
  },
});
