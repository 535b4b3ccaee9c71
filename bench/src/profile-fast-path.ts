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
import { createServer as createPlain } from 'node:http';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import type { createLogger } from '@valik/api/logger';
import { parseWrk } from './ceilings.ts';
import { cpuByFunction, profiledWrk, withProfiledServer } from './profiling.ts';

// pino as the api resolves it (a dependency of @valik/api, not of the bench)
const pino = createRequire(resolve(import.meta.dirname, '../../api/package.json'))('pino') as {
  destination(options: { dest: string; sync: boolean }): NonNullable<Parameters<typeof createLogger>[1]>;
};

const PORT = Number(process.env.BENCH_PORT ?? 3300) + 30;
const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 6);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

async function profiled(session: Session, url: string) {
  const { out, profile, requests, load } = await profiledWrk(session, url, { seconds: SECONDS, intervalUs: 100 });
  const byFunction = cpuByFunction(profile);
  const total = [...byFunction.values()].reduce((sum, us) => sum + us, 0) / requests;
  // CPU µs per request by function, the costliest first, and the whole
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([n, v]) => [n, v / requests] as [string, number]);
  return { ...parseWrk(out), requests, load, total, top };
}

async function main() {
  // the asynchronous destination main.ts writes its stdout with
  await withProfiledServer(PORT, pino.destination({ dest: '/dev/null', sync: false }), async ({ base, app, listen, servers }) => {
    await listen(PORT, app.fastPath);
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
  });
}

await main();
