// The cached path beside what the machine can do at all (issue 32 item 3): in one run, with wrk, Debian's
// nginx sending the catalogue's HTML from a file, plain node:http sending the same bytes from memory
// (plain-http.mjs), and Valik's cached pages, API answers and health check, each Valik row as a share of
// both ceilings. wrk (C, 2 threads) rather than autocannon: a load generator in JavaScript takes a core
// of its own and would cap the ceilings themselves. The load average is written beside every row:
// on a machine shared with other work the figures are lower and noisier than on a quiet one.
//
// Needs `wrk` and `nginx` on PATH (Debian: apt-get install -y nginx-light wrk).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type Server } from './harness.ts';

export const CEILINGS_HEADING = '## The cached path beside nginx and plain node:http';
export const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 8);
export const WRK_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WRK_THREADS = 2;

export interface WrkRow {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  /** socket errors and non-2xx/3xx answers */
  errors: number;
  /** 1-minute load average when the row started */
  load: string;
  /** the body's bytes (identity) */
  bytes?: number;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** wrk's latency figure ("9.12ms", "850.00us", "1.02s") in milliseconds. */
function msOf(value: string, unit: string): number {
  const n = Number(value);
  return Math.round((unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n) * 100) / 100;
}

/** Parses wrk's report (run with --latency). */
export function parseWrk(out: string): { rps: number; p50: number; p99: number; errors: number } {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const pct = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`, 'm').exec(out);
    return m ? msOf(m[1]!, m[2]!) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((s, v) => s + Number(v), 0) : 0) + non2xx;
  if (!Number.isFinite(rps)) throw new Error(`wrk gave no figure:\n${out}`);
  return { rps: Math.round(rps), p50: pct('50'), p99: pct('99'), errors };
}

/** Seconds of load before each row, not counted: the JIT compiles the path, the server's start work is over. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

export function wrk(base: string, name: string, path: string): WrkRow {
  if (WARM_UP_SECONDS > 0) spawnSync('wrk', [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${WARM_UP_SECONDS}s`, base + path], { encoding: 'utf8' });
  const loadAtStart = load();
  const r = spawnSync('wrk', [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${WRK_SECONDS}s`, '--latency', base + path], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr || r.stdout}`);
  return { name, path, ...parseWrk(r.stdout), load: loadAtStart };
}

/**
 * Every server measured runs in a session of its own, as Valik's does (harness.ts starts it detached): with
 * Linux's autogroup scheduling (on by default) each session shares the CPU as one group, so a ceiling
 * started in the bench's own session (with wrk) and Valik in another were not scheduled alike — on a
 * shared machine, plain node:http in the bench's session measured up to twice what the same server did in
 * a session of its own (2026-11-29, load about 17).
 */
const SERVER_SESSION = true;

function need(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${cmd} is not installed: apt-get install -y nginx-light wrk`);
}

async function waitFor(url: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  process.kill(child.pid, 'SIGTERM');
  return exited;
}

/** nginx with one worker (as Node has one thread), the folder `www` at /, no access log. */
async function startNginx(port: number, dir: string): Promise<ChildProcess> {
  for (const d of ['logs', 'tmp']) mkdirSync(join(dir, d), { recursive: true });
  // started as root, nginx's worker runs as nobody: it must read the folder mkdtemp made for us alone
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    charset utf-8;
    location = /courses { default_type 'text/html; charset=utf-8'; try_files /courses.html =404; }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'], detached: SERVER_SESSION });
  try {
    await waitFor(`http://127.0.0.1:${port}/courses`);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return child;
}

export interface CeilingsRun {
  nginx: WrkRow;
  node: WrkRow;
  /** per tree measured (this tree; a baseline before it when given): its Valik rows */
  valik: { label: string; rows: WrkRow[] }[];
  bytes: number;
}

/** Valik's rows on a running server: the cached pages, the catalogue answers, the health check. */
/**
 * How long after it is ready a server is loaded before its first row counts: its start work (the background
 * jobs' first passes, which on the embedded PGlite run on the event loop) once put a single stall of about
 * 100 ms into the first row measured after it, and into none later (2026-11-30, 3 of 6 runs).
 */
const START_WORK_SECONDS = Number(process.env.BENCH_START_WORK_SECONDS ?? 30);

async function valikRows(server: Server, readyAt: number): Promise<WrkRow[]> {
  const left = Math.ceil(START_WORK_SECONDS - (Date.now() - readyAt) / 1000);
  if (left > 0) spawnSync('wrk', [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${left}s`, `${server.base}/`], { encoding: 'utf8' });
  const courses = (await (await fetch(`${server.base}/api/v1/courses`)).json()) as { data: { slug: string; id: number }[] };
  const first = courses.data[0];
  if (!first) throw new Error('no courses seeded');
  const paths: [string, string][] = [
    ['home (page-cache hit)', '/'],
    ['`/courses` (page-cache hit)', '/courses'],
    ['course page (page-cache hit)', `/courses/${first.slug}`],
    ['`/api/v1/courses`', '/api/v1/courses'],
    ['`/api/v1/courses/:slug`', `/api/v1/courses/${first.slug}`],
    ['`/api/v1/cohorts?course=`', `/api/v1/cohorts?course=${first.id}`],
    ['`/healthz`', '/healthz'],
  ];
  const rows: WrkRow[] = [];
  for (const [name, path] of paths) {
    // kept before the row starts
    const bytes = (await (await fetch(server.base + path)).arrayBuffer()).byteLength;
    rows.push({ ...wrk(server.base, name, path), bytes });
  }
  return rows;
}

/**
 * The two ceilings and Valik's rows of `trees` (this tree first; a baseline's after it), in one run.
 * `port`: the first of four ports used.
 */
export async function runCeilings(port: number, trees: { label: string; tree: string; env?: Record<string, string> }[]): Promise<CeilingsRun> {
  need('wrk', ['--version']);
  need('nginx', ['-v']);
  const dir = mkdtempSync(join(tmpdir(), 'valik-ceilings-'));
  const children: ChildProcess[] = [];
  try {
    const valik: CeilingsRun['valik'] = [];
    let html: Buffer | null = null;
    for (const [i, { label, tree, env }] of trees.entries()) {
      const server = await startServer(port + 2 + i, env ?? {}, tree);
      const readyAt = Date.now();
      try {
        // the ceilings send the bytes this tree's server sends for /courses (identity, as wrk asks)
        if (!html) html = Buffer.from(await (await fetch(`${server.base}/courses`)).arrayBuffer());
        valik.push({ label, rows: await valikRows(server, readyAt) });
      } finally {
        await server.stop();
      }
    }
    if (!html) throw new Error('no tree to measure');
    mkdirSync(join(dir, 'www'), { recursive: true });
    const file = join(dir, 'www', 'courses.html');
    writeFileSync(file, html);
    const nginxProcess = await startNginx(port, dir);
    children.push(nginxProcess);
    const nginx = wrk(`http://127.0.0.1:${port}`, 'nginx, `/courses` bytes from a file', '/courses');
    await stopChild(nginxProcess);
    const plain = spawn(process.execPath, [resolve(import.meta.dirname, 'plain-http.mjs'), String(port + 1), file], { stdio: ['ignore', 'ignore', 'inherit'], detached: SERVER_SESSION });
    children.push(plain);
    await waitFor(`http://127.0.0.1:${port + 1}/courses`);
    const node = wrk(`http://127.0.0.1:${port + 1}`, 'plain `node:http`, the same bytes from memory', '/courses');
    await stopChild(plain);
    return { nginx, node, valik, bytes: html.byteLength };
  } finally {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  }
}

const share = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)} %` : '–');

export function ceilingsSection(run: CeilingsRun, command: string): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const rowsOf = (label: string, rows: WrkRow[]) =>
    rows.map((r) => `| ${label ? `${label}: ` : ''}${r.name} | ${r.bytes ?? '–'} | ${r.rps} | ${r.p50} | ${r.p99} | ${share(r.rps, run.node.rps)} | ${share(r.rps, run.nginx.rps)} | ${r.errors} | ${r.load} |`);
  const labelled = run.valik.length > 1;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with ${command} on ${cpus().length} × ${cpu}, Node ${process.version}: wrk, ${WRK_THREADS} threads,`,
    `${WRK_CONNECTIONS} connections, ${WRK_SECONDS} s per row after ${WARM_UP_SECONDS} s of the same load not counted (the JIT), the first row ${START_WORK_SECONDS} s`,
    'after the server is ready (its start work: the background jobs\' first passes run on the embedded PGlite\'s event loop),',
    'no Accept-Encoding (identity bytes everywhere), all on one machine.',
    `The ceilings send the ${run.bytes} bytes Valik sends for \`/courses\`: nginx (one worker, no access log) from a file, and a`,
    '`node:http` server of a few lines (bench/src/plain-http.mjs) from memory. Valik: the server as it runs (`tsx api/src/main.ts`,',
    'PGlite with the demo seed, the rendered-page cache on, LOG_LEVEL silent); every path is asked once before its row, so',
    'the row measures hits. The load average (1 min) is written beside each row: above the core count, other work shared',
    'the machine and the figures are lower and noisier than on a quiet one — the lead re-runs this on a quiet machine.',
    'The shares compare requests/s with the ceilings\' `/courses` bytes: a row with a bigger body (the bytes column) sends more per request.',
    '',
    '| what | bytes | requests/s | p50 ms | p99 ms | share of node:http | share of nginx | errors | load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${run.nginx.name} | ${run.bytes} | ${run.nginx.rps} | ${run.nginx.p50} | ${run.nginx.p99} | ${share(run.nginx.rps, run.node.rps)} | 100 % | ${run.nginx.errors} | ${run.nginx.load} |`,
    `| ${run.node.name} | ${run.bytes} | ${run.node.rps} | ${run.node.p50} | ${run.node.p99} | 100 % | ${share(run.node.rps, run.nginx.rps)} | ${run.node.errors} | ${run.node.load} |`,
    ...run.valik.flatMap(({ label, rows }) => rowsOf(labelled ? label : '', rows)),
    '',
    'Targets (issue 32, quiet 2-core machine): cached pages ≥ 60 % of plain node:http with p99 < 20 ms; `/api/v1/courses`',
    '≥ 5,000 requests/s. What each step of the cached path costs: bench/PROFILE.md (`pnpm --filter @valik/bench run profile`).',
  ].join('\n');
}
