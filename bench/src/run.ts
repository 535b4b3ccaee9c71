// Load benchmark of the public catalogue: starts the real server twice (built apps, fresh embedded
// database with the demo seed; catalogue cache on and off) on spare ports, drives them with autocannon
// from this process, and writes bench/RESULTS.md. Only loopback traffic; every run is bounded in time.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { writeResultsSection } from './results.ts';
import { CONNECTIONS, DURATION, measure, root, startServer, type Row, type Server } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : '–');

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function main() {
  const loadBefore = load();
  // The catalogue as it runs (cache on) and, beside it, the same server with the cache off
  // (CATALOG_CACHE_TTL_SECONDS=0): both measured in one run, so machine load hits both alike.
  const cached = await startServer(PORT);
  const uncached = await startServer(PORT + 1, { CATALOG_CACHE_TTL_SECONDS: '0' });
  try {
    const courses = (await (await fetch(`${cached.base}/api/v1/courses`)).json()) as { data: { slug: string; id: number }[] };
    const first = courses.data[0];
    if (!first) throw new Error('no courses seeded');
    const coursePath = `/courses/${first.slug}`;
    const css = readdirSync(resolve(root, 'site/dist/client/_astro')).find((f) => f.endsWith('.css'));
    const asset = css ? `/_astro/${css}` : null;
    // The same HTML as each page, saved as a static file and served by the same server: the baseline.
    mkdirSync(join(cached.dataDir, 'uploads', 'bench'), { recursive: true });
    writeFileSync(join(cached.dataDir, 'uploads', 'bench', 'courses.html'), await (await fetch(`${cached.base}/courses`)).text());
    writeFileSync(join(cached.dataDir, 'uploads', 'bench', 'course.html'), await (await fetch(`${cached.base}${coursePath}`)).text());

    const at = (server: Server, name: string, path: string) => measure(server.base, name, path);
    const rows: Row[] = [];
    rows.push(await at(uncached, 'catalogue page, SSR, cache off', '/courses'));
    rows.push(await at(cached, 'catalogue page, SSR, cache on', '/courses'));
    rows.push(await at(cached, 'same HTML as a static file', '/uploads/bench/courses.html'));
    rows.push(await at(uncached, 'course page, SSR, cache off', coursePath));
    rows.push(await at(cached, 'course page, SSR, cache on', coursePath));
    rows.push(await at(cached, 'same HTML as a static file', '/uploads/bench/course.html'));
    rows.push(await at(uncached, 'course list API, cache off', '/api/v1/courses'));
    rows.push(await at(cached, 'course list API, cache on', '/api/v1/courses'));
    rows.push(await at(cached, 'cohorts API (seats live), cache on', `/api/v1/cohorts?course=${first.id}`));
    if (asset) rows.push(await at(cached, 'hashed static asset', asset));

    const [listOff, listOn, listStatic, pageOff, pageOn, pageStatic] = rows as [Row, Row, Row, Row, Row, Row];
    const loadAfter = load();
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\` on ${cpus().length} × ${cpu}, Node ${process.version}.`,
      `Embedded PGlite with the demo seed; autocannon in the same machine, ${CONNECTIONS} connections, ${DURATION} s per row.`,
      `Load average (1 min) ${loadBefore} before and ${loadAfter} after the run: anything above the core count means other work`,
      'shared the machine and the figures are lower and noisier than on a quiet one.',
      'Two servers side by side on the same builds: the catalogue cache on (as it runs) and off',
      '(`CATALOG_CACHE_TTL_SECONDS=0`, every request reads the database). Static rows: the HTML of the page',
      'above them, saved as a file under `/uploads` and served by the same server.',
      '',
      '| what | path | requests/s | p50 ms | p99 ms | errors | non-2xx |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
      '',
      '### Reading the figures',
      '',
      `- Catalogue page: the cache gives ${ratio(listOn.rps, listOff.rps)}× the requests per second of the uncached page ` +
        `(p99 ${listOff.p99} → ${listOn.p99} ms); the static file still serves ${ratio(listStatic.rps, listOn.rps)}× the cached page.`,
      `- Course page: ${ratio(pageOn.rps, pageOff.rps)}× with the cache (p99 ${pageOff.p99} → ${pageOn.p99} ms); ` +
        `static is ${ratio(pageStatic.rps, pageOn.rps)}× the cached page. A course page still makes one database query per ` +
        'request on purpose: seats taken are read live, so a registration shows at once.',
      '- What a cached page still costs is rendering: Astro builds the HTML on every request (the language and the',
      '  signed-in user differ per request, and badges follow the clock). The static file is the ceiling for a page',
      '  that cannot change, not a target for one that shows live seats.',
      '- All servers share 2 cores with autocannon itself, so absolute numbers are lower than on a dedicated machine;',
      '  compare rows of one run, not runs on different days.',
      '',
    ];
    writeResultsSection('## Public catalogue under load', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
