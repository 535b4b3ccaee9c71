// The artifact's process as an orchestrator sees it (issue 27 item 2): production refuses to start on what
// would lose data unless told, says so when told; and from SIGTERM until it exits /readyz answers 503 while
// the process still serves, so the load balancer stops sending before the connections close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freshDatabase, startServer } from './support.ts';

const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'shutdown-suite-auth-secret-32-characters',
  TOTP_ENCRYPTION_KEY: 'shutdown-suite-totp-key-of-32-characters',
  RESEND_API_KEY: 're_shutdown_not_sent',
  SENTRY_ENVIRONMENT: 'local',
  LOG_LEVEL: 'info',
};

let workDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'valik-shutdown-'));
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the production process', () => {
  it('refuses the embedded database and uploads on disk without an explicit opt-in, naming both', async () => {
    const port = await freePort();
    const refused = await startServer({ ...production, PORT: String(port), DATA_DIR: join(workDir, 'refused') }, { waitReady: false });
    expect(await refused.exited).toEqual({ code: 78, signal: null });
    expect(refused.output()).toMatch(/DATABASE_URL: is required in production/);
    expect(refused.output()).toMatch(/S3_BUCKET: is required in production/);
  });

  it('answers /readyz 503 from SIGTERM until it exits, serving meanwhile, and warns about the uploads it was allowed to keep on disk', async () => {
    const port = await freePort();
    const server = await startServer({
      ...production,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
      ALLOW_LOCAL_UPLOADS: 'true',
      DATA_DIR: join(workDir, 'data'),
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    expect(server.output()).toMatch(/ALLOW_LOCAL_UPLOADS=true: uploaded files are in .* on this machine only/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    const sigterm = Date.now();
    // The signal arrives between two turns of the process's event loop: a probe already accepted may still
    // be answered 200 before the handler runs. From the handler's first line on, every probe is a 503.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('shutting down: not ready any more');
    let ended = false;
    void server.exited.then(() => (ended = true));
    const ready: number[] = [];
    const live: number[] = [];
    // every probe after the signal, on a new connection each, until the port is closed
    while (!ended) {
      const probe = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } }).then((r) => r.status, () => null);
      if (probe === null) break;
      ready.push(probe);
      live.push(await fetch(`${server.url}/api/v1/courses`, { headers: { connection: 'close' } }).then((r) => r.status, () => 0));
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ready.length).toBeGreaterThan(3);
    expect(new Set(ready)).toEqual(new Set([503]));
    // still serving while it drains (the answers that came before the port closed)
    expect(live.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(Date.now() - sigterm).toBeGreaterThanOrEqual(1900);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down: not ready any more');
  });
});
