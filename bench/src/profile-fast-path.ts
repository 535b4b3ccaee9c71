// The fast path's own cost, function by function (issue 32, ADR 029 "Then"): the server built as main.ts
// builds it, in this process (embedded PGlite, demo seed, log lines at info to /dev/null through the
// asynchronous destination main.ts writes its stdout with), the fast path in front (listenHttp), and beside it in the same process a
// plain node:http server sending the same bytes of each path from memory. wrk loads one path at a time
// while V8's sampling profiler runs (after the same load unprofiled); prints the CPU µs per request of the
// costliest functions and of the whole, for the Valik path and for plain node:http, and requests/s of each.
//
//   BENCH_PORT=3500 pnpm --filter @valik/bench exec tsx src/profile-fast-path.ts [path …]
//
// Compare the columns of one run (before and after a change: run it in each tree, in turn).
import { spawn } from 'node:child_process';
import { createServer as createPlain, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb, migrateDb } from '@valik/db/client';
import { seed } from '@valik/db/seed';
import { parseEnv } from '@valik/api/env';
import { createLogger } from '@valik/api/logger';
import { createServices } from '@valik/api/services';
import { createServer, listenHttp } from '@valik/api/server';
import { WRK_CONNECTIONS, parseWrk } from './ceilings.ts';

// pino as the api resolves it (a dependency of @valik/api, not of the bench)
const pino = createRequire(resolve(import.meta.dirname, '../../api/package.json'))('pino') as {
  destination(options: { dest: string; sync: boolean }): NonNullable<Parameters<typeof createLogger>[1]>;
};

const PORT = Number(process.env.BENCH_PORT ?? 3300) + 30;
const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 6);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

function runWrk(url: string, seconds: number): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn('wrk', ['-t2', `-c${WRK_CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', () => fail(new Error('wrk is not installed: apt-get install -y wrk')));
    child.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`wrk exited ${code}`))));
  });
}

/** CPU µs per request by function (idle left out), the costliest first, and the whole. */
function perRequest(profile: Profile, requests: number): { total: number; top: [string, number][] } {
  const name = new Map<number, string | null>();
  for (const { id, callFrame: { functionName, url, lineNumber } } of profile.nodes) {
    const file = url.replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/(api|db)\/src\//, '$1/src/');
    name.set(id, functionName === '(idle)' ? null : `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`);
  }
  const us = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const n = name.get(id);
    if (!n) return;
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    us.set(n, (us.get(n) ?? 0) + dt);
  });
  const top = [...us].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([n, v]) => [n, v / requests] as [string, number]);
  return { total: total / requests, top };
}

async function profiled(session: Session, url: string) {
  await runWrk(url, 3);
  const load = loadavg()[0]!.toFixed(1);
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const out = await runWrk(url, SECONDS);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { ...parseWrk(out), requests, load, ...perRequest(profile, requests) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'valik-profile-'));
  const base = `http://127.0.0.1:${PORT}`;
  const env = parseEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_BASE_URL: base, LOG_LEVEL: 'info', PORT: String(PORT) });
  const handle = await createDb({ dataDir: env.pgliteDir });
  const servers: Server[] = [];
  try {
    await migrateDb(handle);
    await seed(handle.db, { production: false, uploadsDir: env.uploadsDir });
    const deps = createServices(handle, env, { logger: createLogger('info', pino.destination({ dest: '/dev/null', sync: false })) });
    const app = await createServer(deps);
    const leave = await deps.changes.listen(handle);
    await new Promise<void>((ok) => servers.push(listenHttp({ fetch: app.fetch, fastPath: app.fastPath }, { port: PORT, hostname: '127.0.0.1' }, () => ok())));
    // plain node:http: the same bytes of the path asked, from memory (as bench/src/plain-http.mjs)
    let plainBody = Buffer.alloc(0);
    const plain = createPlain((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(plainBody.byteLength) });
      res.end(plainBody);
    });
    plain.keepAliveTimeout = 65_000;
    await new Promise<void>((ok) => plain.listen(PORT + 1, '127.0.0.1', ok));
    servers.push(plain);
    const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/courses'];
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    for (const path of paths) {
      const first = await fetch(base + path);
      plainBody = Buffer.from(await first.arrayBuffer());
      for (const [label, url] of [['valik', base + path], ['plain node:http', `http://127.0.0.1:${PORT + 1}/`]] as const) {
        const m = await profiled(session, url);
        console.log(`\n${label} ${path} (${plainBody.byteLength} bytes): ${m.rps} requests/s, p99 ${m.p99} ms, load ${m.load}; CPU ${m.total.toFixed(1)} µs per request (sampled)`);
        for (const [n, v] of m.top) console.log(`${v.toFixed(2).padStart(7)}  ${n}`);
      }
    }
    session.disconnect();
    await leave();
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
