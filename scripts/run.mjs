#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine that has only Node (>= 18) and npm.
// This file runs on whatever Node the machine has; everything it starts runs on the Node 24 that
// the root devDependency `node` installs (node_modules/.bin is put first on PATH).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timingTable } from './timing-table.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The pnpm the project pins: the catalog entry that the root devDependency `pnpm` uses. */
const PNPM_VERSION = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').match(/^\s+pnpm:\s*([\d.]+)\s*$/m)?.[1];
if (!PNPM_VERSION) throw new Error('pnpm-workspace.yaml: the catalog has no `pnpm: <version>` entry');
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };

const began = Date.now();

/** The steps of this run and how long each took (a step ends where the next begins), for the table at the end. */
const steps = [];
let current;
function endStep() {
  if (current) steps.push({ title: current.title, seconds: (Date.now() - current.at) / 1000 });
  current = undefined;
}

/** A step's title, with the time since this command began, so a log shows where a run's minutes go. */
function step(title) {
  endStep();
  current = { title, at: Date.now() };
  const seconds = Math.round((Date.now() - began) / 1000);
  const at = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  process.stdout.write(`\n\x1b[1m▸ ${title}\x1b[0m (at ${at})\n`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...(opts.env ?? {}) } });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    if (opts.allowFailure) return false;
    process.stderr.write(`\n✗ ${opts.name ?? cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})\n`);
    process.exit(r.status ?? 1);
  }
  return true;
}

/**
 * pnpm is a root devDependency (pinned in the catalog), so after the first install it is
 * node_modules/.bin/pnpm, which is first on PATH for this script and everything it starts: every bare
 * `pnpm` in a package script is the pinned one, whatever pnpm or corepack the machine has. The first
 * install has no node_modules yet, so it fetches that same version once through npm exec (cached by
 * npm) and puts its folder on PATH behind node_modules/.bin.
 */
let pnpmPath;
function pnpmBin() {
  if (pnpmPath) return pnpmPath;
  const installed = join(bin, 'pnpm');
  if (existsSync(installed) && installedPnpmVersion() === PNPM_VERSION) return (pnpmPath = installed);
  const r = spawnSync('npm', ['exec', '--yes', `--package=pnpm@${PNPM_VERSION}`, '--', 'sh', '-c', 'command -v pnpm'], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.error) throw r.error;
  pnpmPath = r.stdout.trim();
  if (r.status !== 0 || !pnpmPath) {
    process.stderr.write(`\n✗ could not get pnpm@${PNPM_VERSION} through npm exec (exit ${r.status ?? r.signal})\n`);
    process.exit(r.status || 1);
  }
  env.PATH = `${bin}:${dirname(pnpmPath)}:${process.env.PATH ?? ''}`;
  return pnpmPath;
}

function installedPnpmVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

function pnpm(args, opts = {}) {
  return run(pnpmBin(), args, { name: 'pnpm', ...opts });
}

/**
 * Runs lanes of pnpm commands at once: the lanes side by side, the commands of one lane one after another
 * (a lane is a command or a list of them). Each command's output is held back and printed whole under its
 * title when it ends (in the order given); exits like run() if any failed, after all have ended (a lane
 * stops at its first failure).
 */
async function pnpmTogether(lanes) {
  // (a command's `short` names it in the others' "beside" note of the closing table)
  // the step before ends here (its time must not take in these commands')
  endStep();
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const commands = lanes.flatMap((lane) => (Array.isArray(lane) ? lane : [lane]));
  const start = ({ args, env: own = {} }) =>
    new Promise((ok, fail) => {
      const chunks = [];
      const startedAt = Date.now();
      const child = spawn(pnpmBin(), args, { cwd: root, env: { ...env, ...color, ...own }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('error', fail);
      child.on('close', (code, signal) => ok({ code, signal, chunks, startedAt, endedAt: Date.now() }));
    });
  /** each command's result once it has run; a command after a failure in its lane does not run (null) */
  const results = new Map();
  const done = lanes.map(async (lane) => {
    let failed = false;
    for (const command of Array.isArray(lane) ? lane : [lane]) {
      const result = failed ? null : await start(command);
      if (result && result.code !== 0) failed = true;
      results.set(command, result);
    }
  });
  await Promise.all(done);
  let failed;
  for (const command of commands) {
    const r = results.get(command);
    if (!r) continue;
    step(`${command.title} (ran beside the others; its output, now that it has ended)`);
    current = undefined;
    const others = commands.filter((o) => o !== command && results.get(o) && results.get(o).startedAt < r.endedAt && results.get(o).endedAt > r.startedAt);
    steps.push({ title: `${command.title}${others.length ? ` (beside: ${others.map((o) => o.short ?? o.title).join(', ')})` : ''}`, seconds: (r.endedAt - r.startedAt) / 1000 });
    process.stdout.write(Buffer.concat(r.chunks));
    if (r.code !== 0 && !failed) failed = { command, status: r.code ?? r.signal };
  }
  if (failed) {
    process.stderr.write(`\n✗ pnpm ${failed.command.args.join(' ')} failed (exit ${failed.status})\n`);
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
}

function hashOf(paths) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name === '.astro' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else {
      h.update(p.slice(root.length));
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return h.digest('hex');
}

const stampDir = join(root, 'node_modules', '.valik');
/** where the test runners leave their JSON results for the table at the end of `npm test` */
const reportDir = join(stampDir, 'reports');
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `vitest-${name}.json`)}`];

function ensureInstalled() {
  const lock = hashOf(['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']);
  const stamp = join(stampDir, 'install');
  if (existsSync(join(bin, 'node')) && existsSync(join(bin, 'pnpm')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
  step('Installing dependencies (pnpm, Node 24 from the npm registry)');
  pnpm(['install', '--frozen-lockfile']);
  // Lint keeps a cache of the files it passed (package.json `lint`), keyed by their contents and the lint
  // config; a plugin that changed with the lock file could judge them differently, so it starts afresh.
  rmSync(join(root, 'node_modules/.cache/eslint'), { recursive: true, force: true });
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, lock);
}

let builtThisRun = false;

const BUILD_TITLE = 'Building the site, the portal and the admin console';
// what ships, whatever NODE_ENV the caller runs with (the journeys start the server with NODE_ENV=test,
// which made Vite bundle React's development build: issue 16 item 5)
const BUILD = { title: BUILD_TITLE, short: 'the build', args: ['run', 'build'], env: { NODE_ENV: 'production' } };

/** The sources' hash when the apps must be built (`force`, or the sources changed since the last build), else null. */
function buildDue(force = false) {
  const sources = hashOf(['site', 'portal', 'admin', 'api/domain', 'api/package.json', 'pnpm-lock.yaml']);
  const stamp = join(stampDir, 'build');
  const built = ['site/dist/server/entry.mjs', 'portal/dist/index.html', 'admin/dist/index.html'].every((f) =>
    existsSync(join(root, f)),
  );
  if (!force && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === sources) return null;
  return sources;
}

function markBuilt(sources) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(join(stampDir, 'build'), sources);
  builtThisRun = true;
}

function ensureBuilt(force = false) {
  const sources = buildDue(force);
  if (!sources) return;
  step(BUILD_TITLE);
  pnpm(BUILD.args, { env: BUILD.env });
  markBuilt(sources);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      'The browser tests need Debian\'s Chromium at /usr/bin/chromium.\n' +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  step('Installing Chromium from Debian packages (browser tests)');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's nginx, the load balancer of the three-replica suite (api/tests/production). */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      "The replica tests need Debian's nginx at /usr/sbin/nginx.\n" + 'Install it with: sudo apt-get update && sudo apt-get install -y nginx\n',
    );
    process.exit(1);
  }
  step('Installing nginx from Debian packages (the load balancer of the replica tests)');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

const command = process.argv[2];
if (command === 'start') {
  ensureInstalled();
  ensureBuilt();
  step('Starting Valik');
  pnpm(['run', 'serve']);
} else if (command === 'test') {
  const started = Date.now();
  // Each step's time and the slowest test files, printed last whether the run passed or not (issue 26 item 5).
  rmSync(reportDir, { recursive: true, force: true });
  process.on('exit', () => {
    try {
      endStep();
      process.stdout.write(timingTable(steps, reportDir));
    } catch (err) {
      process.stdout.write(`\n(the timing table could not be made: ${err})\n`);
    }
  });
  ensureInstalled();
  // Neither depends on the other, and lint is one process: together they keep both cores busy.
  await pnpmTogether([
    { title: 'Type check', short: 'the type check', args: ['run', 'typecheck'] },
    { title: 'Lint', short: 'lint', args: ['run', 'lint'] },
  ]);
  step('Unit and integration tests (embedded PGlite)');
  pnpm(['exec', 'vitest', 'run', '--project', 'all', '--project', 'portal', '--project', 'site', ...vitestReport('pglite')], { env: { TEST_DATABASE_URL: '' } });
  if (process.env.TEST_DATABASE_URL) {
    const databaseTests = {
      title: `Database tests against the PostgreSQL server (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`,
      short: 'the PostgreSQL database tests',
      args: ['exec', 'vitest', 'run', '--project', 'database', ...vitestReport('postgresql')],
    };
    // The production artifact, made as the Dockerfile makes it, without devDependencies: three replicas of
    // it behind nginx, backup and restore, shutdown. It needs the apps built; CI always builds (once a run).
    // The build and then the production suites run beside the database tests, which read neither
    // (issue 26 item 3): the bundlers keep a core busy while the tests wait on the server, and the
    // production suites wait on wall-clock minutes (a periodic job's two runs) with the CPU idle.
    ensureNginx();
    const production = {
      title: 'The production artifact: pnpm deploy --prod, three replicas behind nginx, backup and restore, shutdown',
      short: 'the production artifact',
      args: ['exec', 'vitest', 'run', '--project', 'production', ...vitestReport('production')],
    };
    const sources = buildDue(Boolean(process.env.CI));
    await pnpmTogether([databaseTests, sources ? [BUILD, production] : production]);
    if (sources) markBuilt(sources);
  }
  ensureChromium();
  // The journeys start their server with `npm start` (e2e/playwright.config.ts), which builds when the
  // sources changed; CI always builds (once a run), so the build runs there on a PATH without a machine pnpm.
  if (process.env.CI && !builtThisRun) rmSync(join(stampDir, 'build'), { force: true });
  step('End-to-end journeys in Chromium (their server is started with npm start)');
  pnpm(['run', 'test:e2e'], { env: { VALIK_E2E_REPORT: join(reportDir, 'e2e.json') } });
  endStep();
  process.stdout.write(`\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s\n`);
} else {
  process.stderr.write('usage: node scripts/run.mjs start|test\n');
  process.exit(2);
}
