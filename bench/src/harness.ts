// What the load benchmarks share: the real server on a spare port and one autocannon measurement.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '../..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function waitReady(base: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

export interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** requests answered */
  total: number;
  /** the server's CPU time per answered request (ms), when the server was given */
  cpuMsPerRequest: number | null;
}

export async function measure(base: string, name: string, path: string, headers: Record<string, string> = {}, server?: Server): Promise<Row> {
  const cpuBefore = server?.cpuMs() ?? 0;
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION, headers });
  const cpu = server ? server.cpuMs() - cpuBefore : null;
  return {
    total: result.requests.total,
    cpuMsPerRequest: cpu === null || result.requests.total === 0 ? null : cpu / result.requests.total,
    name,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface Server {
  base: string;
  dataDir: string;
  /** CPU time (user + system, ms) the server's processes have used so far */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** CPU time (ms) of every process in the process group `pgid` (Linux /proc; 0 elsewhere). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Waits until the server is done with its start (the seed's jobs, the community sync's first pass): its
 * processes use under a tenth of a core for two seconds, or 90 s have passed. Measured before that, a
 * row pays for the start's work too (and the pages it drops from the cache).
 */
async function settle(pgid: number, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const before = groupCpuMs(pgid);
    await new Promise((r) => setTimeout(r, 2_000));
    if (groupCpuMs(pgid) - before < 200) return;
  }
}

/**
 * The real server (the builds of `tree`, this checkout unless another is given, e.g. a baseline
 * worktree; fresh embedded database with the demo seed) on its own port.
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}, tree: string = root): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'valik-bench-'));
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(tree, 'api/src/main.ts')], {
    cwd: tree,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PUBLIC_BASE_URL: base, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: stop() ends tsx and the node process under it
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // a server already on this port would answer for ours
    if (await fetch(`${base}/readyz`).then(() => true, () => false)) throw new Error(`port ${port} is taken: choose BENCH_PORT`);
    await waitReady(base);
    if (child.pid) await settle(child.pid);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, dataDir, stop, cpuMs: () => (child.pid ? groupCpuMs(child.pid) : 0) };
}
