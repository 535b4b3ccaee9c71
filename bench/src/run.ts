// `pnpm bench`, everything in one run (issue 16 item 6): the public pages with the rendered-page cache on
// and off beside the same bytes as a static file (requests/s, p50/p99, server CPU per view), the APIs and a
// health check; the cached path beside nginx and plain node:http with wrk (ceilings.ts); first-page
// JavaScript of the portal and the console; Lighthouse; the registration rush on
// the PostgreSQL server (rush-bench.ts); the admin lists on large data (manage-bench.ts, skipped with
// BENCH_SKIP_MANAGE=1). Each writes its own section of bench/RESULTS.md with the machine's load. Only
// loopback traffic; every run is bounded in time.
//
//   pnpm bench [--only pages,ceilings,bundles,lighthouse,rush,manage] [--baseline <git-ref>]
//
// --only runs the named sections alone. --baseline measures a git worktree of <ref> (installed and, for
// the sections that need them, built in a temporary directory) and this tree in the same run (the pages one
// after the other, the admin lists side by side with interleaved requests), and writes before / after /
// change columns: the public pages, first-page JavaScript and the
// admin lists compare; Lighthouse and the registration rush measure this tree only (the rush calls the
// registration use case in-process) and say so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeResultsSection } from './results.ts';
import { STUDENT_HOME, VISITOR_LOGIN, consoleFirstPage, portalBuilt, portalFirstPage } from '../../e2e/fixtures/first-page-js.ts';
import { measureLighthouse } from './lighthouse.ts';
import { CONNECTIONS, DURATION, measure, root, startServer, type Row, type Server } from './harness.ts';
import { RUSH_HEADING, runRush, rushSection } from './rush-bench.ts';
import { MANAGE_HEADING, manageSection, runManageBench } from './manage-bench.ts';
import { CEILINGS_HEADING, ceilingsSection, runCeilings } from './ceilings.ts';

const SECTIONS = ['pages', 'ceilings', 'bundles', 'lighthouse', 'rush', 'manage'] as const;
type Section = (typeof SECTIONS)[number];

/** The command line: pnpm forwards a literal '--'. Unknown sections or options stop the run with a message. */
function options(): { only: Set<Section>; baseline: string | null } {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { only: { type: 'string' }, baseline: { type: 'string' } },
  });
  const names = values.only ? values.only.split(',').map((n) => n.trim()).filter(Boolean) : [...SECTIONS];
  const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  const only = new Set(names as Section[]);
  if (process.env.BENCH_SKIP_MANAGE === '1') only.delete('manage');
  return { only, baseline: values.baseline ?? null };
}

const run = (cmd: string, args: string[], cwd: string) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
};

/** A detached git worktree of `ref` in a temporary directory, installed (and built when `build`). */
function baselineTree(ref: string, build: boolean): { tree: string; remove(): void } {
  const sha = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (sha.status !== 0) throw new Error(`--baseline: ${ref} is not a commit of this repository`);
  const tree = join(mkdtempSync(join(tmpdir(), 'valik-baseline-')), 'tree');
  run('git', ['worktree', 'add', '--quiet', '--detach', tree, sha.stdout.trim()], root);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'inherit' });
    rmSync(resolve(tree, '..'), { recursive: true, force: true });
  };
  try {
    // the pnpm running this script (pnpm sets npm_execpath), else the one on PATH
    // (a script for node, or pnpm's own executable)
    const pnpm = process.env.npm_execpath;
    const [cmd, pre] = !pnpm ? ['pnpm', []] : /\.[cm]?js$/.test(pnpm) ? [process.execPath, [pnpm]] : [pnpm, []];
    run(cmd, [...pre, 'install', '--frozen-lockfile', '--prefer-offline'], tree);
    if (build) run(cmd, [...pre, 'run', 'build'], tree);
  } catch (err) {
    remove();
    throw err;
  }
  return { tree, remove };
}

const PORT = Number(process.env.BENCH_PORT ?? 3300);

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : '–');

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/**
 * Gzipped kB of a first page's JavaScript in `tree`'s builds, counted as the budget test counts
 * (e2e/fixtures/first-page-js.ts): the portal's login and student's home from its build manifest, the
 * console's index.html scripts. Null when that app is not built (or its build has no manifest yet).
 */
function firstPageJs(page: 'login' | 'home' | 'console', tree: string = root): { kb: number; files: number } | null {
  try {
    if (page === 'console' && !existsSync(resolve(tree, 'admin/dist/index.html'))) return null;
    if (page !== 'console' && !portalBuilt(tree)) return null;
    const counted = page === 'console' ? consoleFirstPage(tree) : portalFirstPage(tree, page === 'login' ? VISITOR_LOGIN : STUDENT_HOME);
    return { kb: Math.round(counted.total / 100) / 10, files: counted.files.length };
  } catch {
    return null;
  }
}

const ms = (v: number | null) => (v === null ? '–' : v.toFixed(3));

/** Relative change from `before` to `after`, e.g. "+12 %" or "-30 %". */
const change = (before: number | null | undefined, after: number | null | undefined) =>
  before && after !== null && after !== undefined ? `${after >= before ? '+' : ''}${Math.round(((after - before) / before) * 100)} %` : '–';

interface PagesRun {
  rows: Row[];
  readings: string[];
  loadBefore: string;
  loadAfter: string;
}

/** The public pages of `tree`'s server with the rendered-page cache on and off, beside the same HTML as a file. */
async function measurePages(tree: string): Promise<PagesRun> {
  const loadBefore = load();
  // The server as it runs (rendered-page cache on) and, beside it, the same server rendering every page
  // (PAGE_CACHE_SECONDS=0): both measured in one run, so machine load hits both alike.
  const cached = await startServer(PORT, {}, tree);
  const uncached = await startServer(PORT + 1, { PAGE_CACHE_SECONDS: '0' }, tree).catch(async (err: unknown) => {
    await cached.stop();
    throw err;
  });
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
    const css = readdirSync(resolve(tree, 'site/dist/client/_astro')).find((f) => f.endsWith('.css'));
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
      const fileRow = await at(cached, `${name}, same HTML as a static file`, `/uploads/bench/${file}.html`);
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
    return { rows, readings, loadBefore, loadAfter: load() };
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
  }
}

function pagesSection(after: PagesRun, cpu: string, baseline: { ref: string; run: PagesRun } | null): string {
  const command = baseline ? `\`pnpm bench --baseline ${baseline.ref}\`` : '`pnpm bench`';
  const head = [
    `Measured ${new Date().toISOString().slice(0, 10)} with ${command} on ${cpus().length} × ${cpu}, Node ${process.version}.`,
    `Embedded PGlite with the demo seed; autocannon in the same machine, ${CONNECTIONS} connections, ${DURATION} s per row, no`,
    'Accept-Encoding (every row sends the same identity bytes).',
    baseline
      ? `Before: \`${baseline.ref}\` (a worktree of it, built), load average (1 min) ${baseline.run.loadBefore} → ${baseline.run.loadAfter}; after: this tree, ${after.loadBefore} → ${after.loadAfter}. One after the other in the same run: anything above the core count means other work shared the machine.`
      : `Load average (1 min) ${after.loadBefore} before and ${after.loadAfter} after the run: anything above the core count means other work`,
    ...(baseline ? [] : ['shared the machine and the figures are lower and noisier than on a quiet one.']),
    'Two servers side by side on the same builds: the rendered-page cache on (as it runs, ADR 019) and off',
    '(`PAGE_CACHE_SECONDS=0`, Astro renders every view). Static rows: the HTML of the page above them, saved as a',
    "file under `/uploads` and served by the same server. CPU per view: the server process group's user + system",
    'time during the row divided by the requests answered.',
    '',
  ];
  const before = new Map(baseline?.run.rows.map((r) => [r.name, r]));
  const table = baseline
    ? [
        '| what | requests/s before | requests/s after | change | p99 ms before | p99 ms after | CPU ms per view before | CPU ms per view after | errors + non-2xx after |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...after.rows.map((r) => {
          const b = before.get(r.name);
          return `| ${r.name} | ${b?.rps ?? '–'} | ${r.rps} | ${change(b?.rps, r.rps)} | ${b?.p99 ?? '–'} | ${r.p99} | ${ms(b?.cpuMsPerRequest ?? null)} | ${ms(r.cpuMsPerRequest)} | ${r.errors + r.non2xx} |`;
        }),
      ]
    : [
        '| what | path | requests/s | p50 ms | p99 ms | CPU ms per view | errors | non-2xx |',
        '|---|---|---:|---:|---:|---:|---:|---:|',
        ...after.rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${ms(r.cpuMsPerRequest)} | ${r.errors} | ${r.non2xx} |`),
      ];
  return [
    ...head,
    ...table,
    '',
    '### Reading the figures',
    '',
    ...after.readings,
    '- Targets on a quiet 2-core machine: public pages ≥ 4,000 requests/s, p99 < 30 ms at 32 connections, ≤ 0.3 ms CPU',
    '  per view. autocannon shares the 2 cores with the server, so absolute numbers are lower than on a dedicated',
    '  machine; compare rows of one run, not runs on different days.',
    '',
  ].join('\n');
}

const FIRST_PAGES = [
  { page: 'login', label: 'portal `/auth/login` (visitor)', target: 180 },
  { page: 'home', label: 'portal `/user/my-courses` (student\'s home)', target: 180 },
  { page: 'console', label: 'admin console (`/manage`)', target: 450 },
] as const;

function bundlesSection(baseline: { ref: string; tree: string } | null): string {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench${baseline ? ` --baseline ${baseline.ref}` : ''}\` from the builds' files, counted as`,
    'e2e/tests/server/bundle-budget.spec.ts counts (e2e/fixtures/first-page-js.ts): a portal page is the entry with its',
    'imports plus its layout\'s and page\'s chunks with theirs (and, on /user, the features\' Estonian), from',
    '`portal/dist/.vite/manifest.json`; the console is the scripts its index.html loads. Each file gzipped (level 9).',
    '',
  ];
  if (!baseline) {
    return [
      ...lines,
      '| first page | files | gzipped kB | target kB |',
      '|---|---:|---:|---:|',
      ...FIRST_PAGES.map(({ page, label, target }) => {
        const now = firstPageJs(page);
        return `| ${label} | ${now?.files ?? '–'} | ${now?.kb ?? 'not built'} | ${target} |`;
      }),
    ].join('\n');
  }
  return [
    ...lines,
    `Before: \`${baseline.ref}\`; after: this tree's current builds (run \`pnpm build\` first).`,
    '',
    '| first page | gzipped kB before | gzipped kB after | change | target kB |',
    '|---|---:|---:|---:|---:|',
    ...FIRST_PAGES.map(({ page, label, target }) => {
      const [b, a] = [firstPageJs(page, baseline.tree), firstPageJs(page)];
      return `| ${label} | ${b?.kb ?? 'not built'} | ${a?.kb ?? 'not built'} | ${change(b?.kb, a?.kb)} | ${target} |`;
    }),
  ].join('\n');
}

async function main() {
  const { only, baseline } = options();
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const needsBuild = only.has('pages') || only.has('ceilings') || only.has('bundles');
  const base = baseline ? { ref: baseline, ...baselineTree(baseline, needsBuild) } : null;
  // an interrupted run still removes the worktree
  const interrupted = (signal: NodeJS.Signals) => {
    base?.remove();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (only.has('pages')) {
      const before = base ? { ref: base.ref, run: await measurePages(base.tree) } : null;
      const section = pagesSection(await measurePages(root), cpu, before);
      writeResultsSection('## Public pages under load', section);
      console.log(section);
    }

    // the cached path as a share of nginx and of plain node:http, with wrk (issue 32); a baseline's rows after this tree's
    if (only.has('ceilings')) {
      const trees = [{ label: 'after', tree: root }, ...(base ? [{ label: `before (\`${base.ref}\`)`, tree: base.tree }] : [])];
      const section = ceilingsSection(await runCeilings(PORT + 10, trees), base ? `\`pnpm bench --baseline ${base.ref}\`` : '`pnpm bench`');
      writeResultsSection(CEILINGS_HEADING, section);
      console.log(section);
    }

    // bundle sizes of the builds (the budget test holds them too: e2e/tests/server/bundle-budget.spec.ts)
    if (only.has('bundles')) {
      const section = bundlesSection(base);
      writeResultsSection('## First-page JavaScript', section);
      console.log(section);
    }

    // Lighthouse on the server as it runs (cache on), after the load rows: the score depends on how busy
    // the machine is, which is why it is measured here and not asserted in the test gate.
    if (only.has('lighthouse')) {
      const lhLoad = load();
      const server = await startServer(PORT);
      let lighthouseRows;
      try {
        lighthouseRows = await measureLighthouse(server.base);
      } finally {
        await server.stop();
      }
      const lhLines = [
        `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\` (Lighthouse's default mobile emulation, simulated throttling) in`,
        `Debian's Chromium on ${cpus().length} × ${cpu}; load average (1 min) ${lhLoad} before the run. Target: ≥ 95 on a quiet machine.`,
        ...(base ? [`This tree only (\`--baseline\` does not compare Lighthouse).`] : []),
        '',
        '| page | performance | FCP ms | LCP ms | TBT ms |',
        '|---|---:|---:|---:|---:|',
        ...lighthouseRows.map((r) => `| \`${r.path}\` | ${r.performance} | ${r.fcp} | ${r.lcp} | ${r.tbt} |`),
      ];
      writeResultsSection('## Lighthouse performance', lhLines.join('\n'));
      console.log(lhLines.join('\n'));
    }

    // the registration rush on the PostgreSQL server (BENCH_PG), then the admin lists on large data there
    if (only.has('rush')) {
      try {
        const rush = await runRush();
        writeResultsSection(RUSH_HEADING, rushSection(rush));
        console.log(rushSection(rush));
        if (base) console.log('(the registration rush measures this tree only)');
      } catch (err) {
        console.error('registration rush skipped (no PostgreSQL server at BENCH_PG?):', err);
      }
    }
    if (only.has('manage')) {
      const { after, before } = await runManageBench(base ? { baselineTree: base.tree } : {});
      const section = manageSection(after, base && before ? { ref: base.ref, run: before } : undefined);
      writeResultsSection(MANAGE_HEADING, section);
      console.log(section);
    }
  } finally {
    base?.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
