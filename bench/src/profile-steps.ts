// What each step of the cached path costs (issue 32 item 1): the server built as main.ts builds it, in this
// process (embedded PGlite with the demo seed), on two ports: one answering every request through the full
// middleware chain (before: @hono/node-server's listener, as main.ts served until issue 32), one with the
// fast path in front of it (after: listenHttp). wrk loads one cached path at a time while V8's sampling
// profiler runs; each sample's time goes to the step its function belongs to (by file: the adapter, Hono,
// the request context, the log, the metrics, the encoder's decision, …), written per 1,000 requests.
// Log lines are written at `info` to /dev/null, as production writes them (to its stdout).
//
//   pnpm --filter @valik/bench run profile     (writes bench/PROFILE.md; needs wrk and a built site)
//
// Timing under a profiler is slower than without: compare the two columns of one run, not the figures
// with the load benchmarks. The load average is written beside each figure.
import { createWriteStream, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { WRK_CONNECTIONS, WRK_SECONDS, parseWrk } from './ceilings.ts';
import { cpuByFunction, profiledWrk, withProfiledServer, type Profile } from './profiling.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300) + 20;
const OUT = resolve(import.meta.dirname, '../PROFILE.md');

/** The steps of a request, by where the sampled function lives (first rule that matches). */
const STEPS: [string, (url: string, fn: string) => boolean][] = [
  ['page cache: lookup and send (site-pages/)', (u) => u.includes('/api/src/site-pages/')],
  ['request context: request id, language, client address (middleware/request-context.ts)', (u) => u.includes('/middleware/request-context') || u.includes('/lib/client-address')],
  ['access log line (pino)', (u) => /\/(pino|sonic-boom|thread-stream|fast-redact|pino-std-serializers)\//.test(u) || u.includes('/lib/logger')],
  ['request metrics (prom-client)', (u) => u.includes('prom-client') || u.includes('/api/src/metrics/')],
  ['encoder decision (lib/compression.ts, compression)', (u) => u.includes('/lib/compression') || /\/(compression|compressible|negotiator|accepts|vary|on-headers)\//.test(u)],
  ['security headers (lib/answer-headers.ts)', (u) => u.includes('/lib/answer-headers') || u.includes('/lib/security-headers')],
  ['session guard (better-auth, middleware/allow.ts)', (u) => u.includes('better-auth') || u.includes('better-call') || u.includes('/middleware/allow')],
  ['query validation (zod)', (u) => u.includes('/zod/') || u.includes('/lib/validate')],
  ['other middleware: body limits, input rules, no-store, origin, language cookie', (u) => u.includes('/api/src/middleware/') || u.includes('/lib/body-limits')],
  ['static files lookup (serveStatic)', (u) => u.includes('/lib/static-files') || u.includes('serve-static')],
  ['@hono/node-server: fetch Request and Response over node:http', (u) => u.includes('@hono/node-server') || u.includes('@hono+node-server')],
  ['Hono: routing and middleware composition', (u) => u.includes('/hono/dist/')],
  ['routes and the site handler (server.ts, routes/, catalogue)', (u) => u.includes('/api/src/')],
  ['the profiler itself (node:inspector)', (u) => u === 'node:inspector'],
  ['Node: HTTP parser, sockets, streams', (u) => u.startsWith('node:')],
  ['socket writes (writev: the kernel sending the bytes)', (u, fn) => u === '' && /^write/.test(fn)],
  ['garbage collection', (_u, fn) => fn === '(garbage collector)'],
  ['V8 and native code without a script ((program), builtins)', (u) => u === ''],
];
const OTHER = 'other packages';

/** CPU ms per function (`name file:line`, idle left out): the most costly ones, for reading a step closer. */
function functionsOf(profile: Profile): Map<string, number> {
  return new Map([...cpuByFunction(profile)].map(([name, us]) => [name, us / 1000]));
}

/** CPU ms per step (idle left out), from a profile's samples. */
function stepsOf(profile: Profile): Map<string, number> {
  const stepOfNode = new Map<number, string | null>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    if (functionName === '(idle)') stepOfNode.set(node.id, null);
    else stepOfNode.set(node.id, STEPS.find(([, match]) => match(url, functionName))?.[0] ?? OTHER);
  }
  const ms = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const step = stepOfNode.get(id);
    if (!step) return;
    ms.set(step, (ms.get(step) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return ms;
}

interface Measured {
  requests: number;
  rps: number;
  p99: number;
  steps: Map<string, number>;
  functions: Map<string, number>;
  load: string;
}

async function profiled(session: Session, url: string): Promise<Measured> {
  const { out, profile, requests, load } = await profiledWrk(session, url, { intervalUs: 200 });
  const { rps, p99 } = parseWrk(out);
  return { requests, rps, p99, steps: stepsOf(profile), functions: functionsOf(profile), load };
}

async function main() {
  await withProfiledServer(PORT, createWriteStream('/dev/null'), async ({ base, app, listen }) => {
    // before: every request through the chain; after: the fast path first (as main.ts runs)
    await listen(PORT, () => false);
    await listen(PORT + 1, app.fastPath);
    const { data } = (await (await fetch(`${base}/api/v1/courses`)).json()) as { data: { slug: string }[] };
    const paths = ['/courses', `/courses/${data[0]?.slug ?? ''}`, '/api/v1/courses'];
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    const results: { path: string; before: Measured; after: Measured }[] = [];
    for (const path of paths) {
      // kept in the cache before either row
      for (const port of [PORT, PORT + 1]) await fetch(`http://127.0.0.1:${port}${path}`);
      const before = await profiled(session, `http://127.0.0.1:${PORT}${path}`);
      const after = await profiled(session, `http://127.0.0.1:${PORT + 1}${path}`);
      results.push({ path, before, after });
    }
    session.disconnect();
    const section = report(results);
    writeFileSync(OUT, section);
    console.log(section);
  });
}

const perK = (ms: number | undefined, requests: number) => (ms && requests ? ((ms / requests) * 1000).toFixed(0) : '0');

function report(results: { path: string; before: Measured; after: Measured }[]): string {
  const lines = [
    '# What each step of the cached path costs',
    '',
    `Written by \`pnpm --filter @valik/bench run profile\` (bench/src/profile-steps.ts) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'},`,
    `Node ${process.version}. The server as main.ts builds it, in the profiling process (PGlite, demo seed, log lines at info to`,
    `/dev/null); wrk, 2 threads, ${WRK_CONNECTIONS} connections, ${WRK_SECONDS} s per column after 3 s of the same load unprofiled;`,
    'V8\'s sampling profiler (200 µs) on the whole column. Before: every request through the middleware chain (@hono/node-server\'s listener, as main.ts served until',
    'issue 32). After: listenHttp, the fast path answering the page-cache hit before the chain (ADR 029). CPU ms per 1,000',
    'requests by the step the sampled function belongs to (idle left out); requests/s are lower under the profiler than',
    'without it. The load average (1 min) beside each column: on a busy machine every figure is noisier; the lead re-runs',
    'this on a quiet one. Compare the two columns of one path, not paths or runs.',
    '',
  ];
  for (const { path, before, after } of results) {
    const steps = [...new Set([...before.steps.keys(), ...after.steps.keys()])].sort((a, b) => (before.steps.get(b) ?? 0) - (before.steps.get(a) ?? 0));
    const total = (m: Measured) => [...m.steps.values()].reduce((s, v) => s + v, 0);
    lines.push(
      `## \`${path}\` (a page-cache hit)`,
      '',
      `Before: ${before.rps} requests/s, p99 ${before.p99} ms, load ${before.load}. After: ${after.rps} requests/s, p99 ${after.p99} ms, load ${after.load}.`,
      '',
      '| step | CPU ms per 1,000 requests before | after |',
      '|---|---:|---:|',
      ...steps.map((s) => `| ${s} | ${perK(before.steps.get(s), before.requests)} | ${perK(after.steps.get(s), after.requests)} |`),
      `| **all** | **${perK(total(before), before.requests)}** | **${perK(total(after), after.requests)}** |`,
      '',
      'The functions that cost most after (self time):',
      '',
      '| function | CPU ms per 1,000 requests |',
      '|---|---:|',
      ...[...after.functions.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, ms]) => `| \`${name.replaceAll('|', '\\|')}\` | ${perK(ms, after.requests)} |`),
      '',
    );
  }
  return lines.join('\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
