import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process, as `npm start` runs it: start-up, readiness, graceful shutdown, bad config.
const root = resolve(import.meta.dirname, '../..');
const tsx = resolve(root, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'valik-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(tsx, [resolve(root, 'api/src/main.ts')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { child, exited, output: () => output };
}

describe('main.ts', () => {
  it('turns allocation-site pretenuring off before it opens the database or loads the app (ADR 029 "Then")', () => {
    const source = readFileSync(resolve(root, 'api/src/main.ts'), 'utf8');
    const statics = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);
    expect(statics).toEqual(['node:os', 'node:v8', 'pino', '@valik/db/client', '@valik/db/seed', './env.ts', './lib/logger.ts']);
    // the flag first, then the database, then the app's own modules through import()
    const flag = source.indexOf("setFlagsFromString('--no-allocation-site-pretenuring')");
    expect(flag).toBeGreaterThan(0);
    expect(source.indexOf('await createDb(')).toBeGreaterThan(flag);
    expect(source.indexOf("import('./server.ts')")).toBeGreaterThan(source.indexOf('await createDb('));
  });
});

// V8 13.6 (Node 24) can abort while it registers freshly compiled WebAssembly code: "Check failed:
// jit_page.has_value()" in its JIT page registry, under PGlite's compile-and-free churn, with or without
// memory protection keys (nodejs/node#64500; V8 tracks JIT pages either way, so --no-memory-protection-keys
// does not avoid it, and NODE_OPTIONS refuses that flag anyway). It is the engine's, not Valik's: CI saw it
// once in about fifty runs, here, in this cold start. That one abort, and only it, earns a second start,
// reported on stderr; any other death or a second abort fails the test.
const v8JitPageAbort = /Check failed: jit_page/;

async function startUntilReady(env: Record<string, string>, port: number) {
  for (let attempt = 1; ; attempt++) {
    const proc = start(env);
    // A cold start compiles TypeScript and migrates a new database: on a loaded 2-core machine that can
    // take minutes, so wait up to 240 s (the limit is for hangs, not speed: speed lives in bench/).
    let ready = false;
    const deadline = Date.now() + 240_000;
    while (!ready && Date.now() < deadline && proc.child.exitCode === null && proc.child.signalCode === null) {
      await new Promise((r) => setTimeout(r, 250));
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    }
    if (ready || attempt === 2 || !v8JitPageAbort.test(proc.output())) return { proc, ready };
    await proc.exited;
    process.stderr.write(`main.test: V8 aborted the server's first start (nodejs/node#64500), starting it once more:\n${proc.output()}\n`);
  }
}

describe('the server process', () => {
  it('starts, answers readiness, prints its address and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { proc, ready } = await startUntilReady({ PORT: String(port), PUBLIC_BASE_URL: `http://localhost:${port}` }, port);
    expect(ready, proc.output()).toBe(true);
    expect(proc.output()).toContain(`Valik is running at http://localhost:${port}`);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  }, 540_000);

  it('refuses to start on bad configuration with a message naming the value', async () => {
    const proc = start({ PORT: 'not-a-port' });
    expect(await proc.exited).toBe(78);
    expect(proc.output()).toMatch(/Invalid configuration:\n\s+- PORT:/);
  }, 120_000);
});
