// `pnpm bench`, everything in one run (issue 16 item 6): the public pages with the rendered-page cache on
// and off beside the same bytes as a static file (requests/s, p50/p99, server CPU per view), the APIs and a
// health check; first-page JavaScript of the portal and the console; Lighthouse; the registration rush on
// the PostgreSQL server (rush-bench.ts); the admin lists on large data (manage-bench.ts, skipped with
// BENCH_SKIP_MANAGE=1). Each writes its own section of bench/RESULTS.md with the machine's load. Only
// loopback traffic; every run is bounded in time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { writeResultsSection } from './results.ts';
import { measureLighthouse } from './lighthouse.ts';
import { CONNECTIONS, DURATION, measure, root, startServer, type Row, type Server } from './harness.ts';
import { RUSH_HEADING, runRush, rushSection } from './rush-bench.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : '–');

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** Gzipped bytes of the JavaScript an app's index.html loads (entry + modulepreload), as the budget test counts. */
function firstPageJs(app: 'portal' | 'admin', base: string): { kb: number; files: number } | null {
  const dist = resolve(root, app, 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) return null;
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(new RegExp(`${base}/assets/[^"]+\\.js`, 'g'))].map((m) => m[0]))];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(resolve(dist, 'assets', file.split('/').at(-1) ?? ''))).length, 0);
  return { kb: Math.round(bytes / 100) / 10, files: files.length };
}

const ms = (v: number | null) => (v === null ? '–' : v.toFixed(3));

async function main() {
  const loadBefore = load();
  // The server as it runs (rendered-page cache on) and, beside it, the same server rendering every page
  // (PAGE_CACHE_SECONDS=0): both measured in one run, so machine load hits both alike.
  const cached = await startServer(PORT);
  const uncached = await startServer(PORT + 1, { PAGE_CACHE_SECONDS: '0' });
  try {
    const courses = (await (await fetch(`${cached.base}/api/v1/courses`)).json()) as { data: { slug: string; id: number; categories: string[] }[] };
    const first = courses.data[0];
    if (!first) throw new Error('no courses seeded');
    const category = first.categories.find((c) => c !== 'POPULAR') ?? first.categories[0] ?? 'TECHNOLOGY';
    const pages: [string, string, string][] = [
      ['home', '/', 'home'],
      ['catalogue', '/courses', 'courses'],
      ['category', `/courses/category/${category.toLowerCase().replaceAll('_', '-')}`, 'category'],
      ['course page', `/courses/${first.slug}`, 'course'],
    ];
    const css = readdirSync(resolve(root, 'site/dist/client/_astro')).find((f) => f.endsWith('.css'));
    const asset = css ? `/_astro/${css}` : null;
    // The same HTML as each page, saved as a file and served by the same server's file path: the baseline.
    mkdirSync(join(cached.dataDir, 'uploads', 'bench'), { recursive: true });
    for (const [, path, file] of pages) {
      writeFileSync(join(cached.dataDir, 'uploads', 'bench', `${file}.html`), await (await fetch(`${cached.base}${path}`)).text());
    }

    const at = (server: Server, name: string, path: string) => measure(server.base, name, path, {}, server);
    const rows: Row[] = [];
    const readings: string[] = [];
    for (const [name, path, file] of pages) {
      const off = await at(uncached, `${name}, rendered per request`, path);
      const on = await at(cached, `${name}, rendered-page cache`, path);
      const fileRow = await at(cached, 'same HTML as a static file', `/uploads/bench/${file}.html`);
      rows.push(off, on, fileRow);
      readings.push(
        `- ${name}: the cache serves ${ratio(on.rps, off.rps)}× the requests/s of rendering (p99 ${off.p99} → ${on.p99} ms, ` +
          `${ms(off.cpuMsPerRequest)} → ${ms(on.cpuMsPerRequest)} ms CPU per view); the file path serves ${ratio(fileRow.rps, on.rps)}× the cached page.`,
      );
    }
    rows.push(await at(cached, 'course list API', '/api/v1/courses'));
    rows.push(await at(cached, 'cohorts API (seats live)', `/api/v1/cohorts?course=${first.id}`));
    rows.push(await at(cached, 'health check', '/healthz'));
    if (asset) rows.push(await at(cached, 'hashed static asset', asset));

    const loadAfter = load();
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\` on ${cpus().length} × ${cpu}, Node ${process.version}.`,
      `Embedded PGlite with the demo seed; autocannon in the same machine, ${CONNECTIONS} connections, ${DURATION} s per row, no`,
      'Accept-Encoding (every row sends the same identity bytes).',
      `Load average (1 min) ${loadBefore} before and ${loadAfter} after the run: anything above the core count means other work`,
      'shared the machine and the figures are lower and noisier than on a quiet one.',
      'Two servers side by side on the same builds: the rendered-page cache on (as it runs, ADR 019) and off',
      '(`PAGE_CACHE_SECONDS=0`, Astro renders every view). Static rows: the HTML of the page above them, saved as a',
      'file under `/uploads` and served by the same server. CPU per view: the server process group\'s user + system',
      'time during the row divided by the requests answered.',
      '',
      '| what | path | requests/s | p50 ms | p99 ms | CPU ms per view | errors | non-2xx |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${ms(r.cpuMsPerRequest)} | ${r.errors} | ${r.non2xx} |`),
      '',
      '### Reading the figures',
      '',
      ...readings,
      '- Targets on a quiet 2-core machine: public pages ≥ 4,000 requests/s, p99 < 30 ms at 32 connections, ≤ 0.3 ms CPU',
      '  per view. autocannon shares the 2 cores with the server, so absolute numbers are lower than on a dedicated',
      '  machine; compare rows of one run, not runs on different days.',
      '',
    ];
    writeResultsSection('## Public pages under load', lines.join('\n'));
    console.log(lines.join('\n'));

    // bundle sizes of the current builds (the budget test holds them too: e2e/tests/server/bundle-budget.spec.ts)
    const portal = firstPageJs('portal', '/user');
    const admin = firstPageJs('admin', '/manage');
    const bundleLines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\` from the builds' files: the scripts each app's index.html`,
      'loads before it runs (entry + modulepreload), gzipped.',
      '',
      '| app | files | gzipped kB | target kB |',
      '|---|---:|---:|---:|',
      `| portal (/auth, /user) | ${portal?.files ?? '–'} | ${portal?.kb ?? 'not built'} | 180 |`,
      `| admin console (/manage) | ${admin?.files ?? '–'} | ${admin?.kb ?? 'not built'} | 450 |`,
    ];
    writeResultsSection('## First-page JavaScript', bundleLines.join('\n'));
    console.log(bundleLines.join('\n'));

    // Lighthouse on the server as it runs (cache on), after the load rows: the score depends on how busy
    // the machine is, which is why it is measured here and not asserted in the test gate.
    const lhLoad = load();
    const lighthouseRows = await measureLighthouse(cached.base);
    const lhLines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\` (Lighthouse's default mobile emulation, simulated throttling) in`,
      `Debian's Chromium on ${cpus().length} × ${cpu}; load average (1 min) ${lhLoad} before the run. Target: ≥ 95 on a quiet machine.`,
      '',
      '| page | performance | FCP ms | LCP ms | TBT ms |',
      '|---|---:|---:|---:|---:|',
      ...lighthouseRows.map((r) => `| \`${r.path}\` | ${r.performance} | ${r.fcp} | ${r.lcp} | ${r.tbt} |`),
    ];
    writeResultsSection('## Lighthouse performance', lhLines.join('\n'));
    console.log(lhLines.join('\n'));
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
  }

  // the registration rush on the PostgreSQL server (BENCH_PG), then the admin lists on large data there
  try {
    const rush = await runRush();
    writeResultsSection(RUSH_HEADING, rushSection(rush));
    console.log(rushSection(rush));
  } catch (err) {
    console.error('registration rush skipped (no PostgreSQL server at BENCH_PG?):', err);
  }
  if (process.env.BENCH_SKIP_MANAGE !== '1') {
    const manage = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(import.meta.dirname, 'manage-bench.ts')], { stdio: 'inherit' });
    if (manage.status !== 0) console.error('admin lists benchmark failed or skipped');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
