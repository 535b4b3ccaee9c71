// A second server in production mode for the consent journeys (the suite's own server runs in test
// mode, where the cookie banner is off). It serves the current builds on its own port and data
// directory, with the tag manager and the ad pixel pointed at local stand-in scripts under /uploads,
// so nothing ever leaves the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

export const STAND_IN = {
  gtmId: 'GTM-E2ETEST',
  gtmScript: '/uploads/stand-in/gtm.js',
  adPixelId: '1234567890',
  adPixelScript: '/uploads/stand-in/fbevents.js',
} as const;

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitReady(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the production server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the production server did not become ready');
}

export async function startProductionServer(port: number): Promise<RunningServer> {
  const dataDir = resolve(root, `.data/e2e-production-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(resolve(dataDir, 'uploads/stand-in'), { recursive: true });
  // The stand-ins mark themselves on window, so a test can tell they ran.
  // Like the real ones, they set their cookies (what withdrawing consent must remove).
  writeFileSync(
    resolve(dataDir, 'uploads/stand-in/gtm.js'),
    "window.__standInGtm = (window.__standInGtm || 0) + 1;\ndocument.cookie = '_ga=GA1.1.e2e; path=/';\ndocument.cookie = '_ga_E2E=GS1.1.e2e; path=/';\n",
  );
  writeFileSync(
    resolve(dataDir, 'uploads/stand-in/fbevents.js'),
    "window.__standInPixel = (window.__standInPixel || 0) + 1;\ndocument.cookie = '_fbp=fb.1.e2e; path=/';\n",
  );
  const baseURL = `http://localhost:${port}`;
  let stderr = '';
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'api/src/main.ts')], {
    cwd: root,
    detached: true, // its own process group, so stop() ends tsx and the node process it starts
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseURL,
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'e2e-production-secret-at-least-32-characters-long',
      TOTP_ENCRYPTION_KEY: 'e2e-production-totp-key-at-least-32-characters',
      // one process on its own data directory: the embedded database and uploads on disk, said so
      ALLOW_EMBEDDED_DATABASE: 'true',
      ALLOW_LOCAL_UPLOADS: 'true',
      RESEND_API_KEY: 're_e2e_not_used',
      // no error reports from this second server (a production server needs a DSN, or this explicit opt-out)
      SENTRY_ENVIRONMENT: 'local',
      PUBLIC_GTM_ID: STAND_IN.gtmId,
      PUBLIC_GTM_SCRIPT_URL: STAND_IN.gtmScript,
      PUBLIC_AD_PIXEL_ID: STAND_IN.adPixelId,
      PUBLIC_AD_PIXEL_SCRIPT_URL: STAND_IN.adPixelScript,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await waitReady(baseURL, child, 120_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
