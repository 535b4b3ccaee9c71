// What the two profiling scripts share (profile-steps.ts: the cached path's cost by step; profile-fast-path.ts:
// by function, beside plain node:http): the server built as main.ts builds it in this process (embedded
// PGlite, the demo seed, log lines at info to /dev/null), wrk as the load, and V8's sampling profiler over
// one wrk run after the same load unprofiled (so the JIT has compiled the path when the profile starts).
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateDb } from '@valik/db/client';
import { seed } from '@valik/db/seed';
import { parseEnv } from '@valik/api/env';
import { createLogger } from '@valik/api/logger';
import { createServices } from '@valik/api/services';
import { createServer, listenHttp } from '@valik/api/server';
import { WRK_CONNECTIONS, WRK_SECONDS } from './ceilings.ts';

export interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber?: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export function runWrk(url: string, seconds = WRK_SECONDS): Promise<string> {
  return new Promise((ok, fail) => {
    // asynchronous: this process is the server being measured
    const child = spawn('wrk', ['-t2', `-c${WRK_CONNECTIONS}`, `-d${seconds}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', () => fail(new Error('wrk is not installed: apt-get install -y wrk')));
    child.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`wrk exited ${code}`))));
  });
}

/** One wrk run of `url` under the sampling profiler, after 3 s of the same load unprofiled. */
export async function profiledWrk(
  session: Session,
  url: string,
  { seconds = WRK_SECONDS, intervalUs }: { seconds?: number; intervalUs: number },
): Promise<{ out: string; profile: Profile; requests: number; load: string }> {
  await runWrk(url, 3);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  await session.post('Profiler.start');
  const out = await runWrk(url, seconds);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { out, profile, requests, load };
}

/** CPU µs per function (`name file:line`, self time, idle left out), from a profile's samples. */
export function cpuByFunction(profile: Profile): Map<string, number> {
  const nameOf = new Map<number, string | null>();
  for (const { id, callFrame: { functionName, url, lineNumber } } of profile.nodes) {
    const file = url.replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/(api|db)\/src\//, '$1/src/');
    nameOf.set(id, functionName === '(idle)' ? null : `${functionName || '(anonymous)'} ${file}${url ? `:${(lineNumber ?? 0) + 1}` : ''}`);
  }
  const us = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const name = nameOf.get(id);
    if (name) us.set(name, (us.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return us;
}

type App = Awaited<ReturnType<typeof createServer>>;

/**
 * The server as main.ts builds it, in this process, on a fresh seeded PGlite; `run` gets a way to listen on
 * a port with a given fast path. Everything started is closed and the data removed afterwards.
 */
export async function withProfiledServer(
  port: number,
  logDestination: NonNullable<Parameters<typeof createLogger>[1]>,
  run: (s: { base: string; app: App; listen: (port: number, fastPath: App['fastPath']) => Promise<void>; servers: Server[] }) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'valik-profile-'));
  const base = `http://127.0.0.1:${port}`;
  const env = parseEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_BASE_URL: base, LOG_LEVEL: 'info', PORT: String(port) });
  const handle = await createDb({ dataDir: env.pgliteDir });
  const servers: Server[] = [];
  try {
    await migrateDb(handle);
    await seed(handle.db, { production: false, uploadsDir: env.uploadsDir });
    const deps = createServices(handle, env, { logger: createLogger('info', logDestination) });
    const app = await createServer(deps);
    const leave = await deps.changes.listen(handle);
    const listen = (at: number, fastPath: App['fastPath']) =>
      new Promise<void>((ok) => servers.push(listenHttp({ fetch: app.fetch, fastPath }, { port: at, hostname: '127.0.0.1' }, () => ok())));
    await run({ base, app, listen, servers });
    await leave();
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
