// Benchmark of the admin console's list endpoints on large data: 100,000 users and 200,000
// registrations (plus cohorts, progress, invoices, activity and credit rows) bulk-inserted with
// generate_series into a PostgreSQL server database this script creates (valik_bench) and drops
// afterwards. The real server runs against it on a spare port; each list page is requested
// sequentially as the console asks for it, and p50/p95 per page go to bench/RESULTS.md under their
// own heading (the rest of the file is left as it is).
//
// `runManageBench({ baselineTree })` also runs the server and migrations of another checkout (a worktree
// of a git ref) on its own database with the same seeding, side by side, each request going to both:
// `pnpm bench --baseline <ref>` uses it to put before and after in one table (run.ts).
//
//   BENCH_PG=postgres://postgres@127.0.0.1:5432 pnpm --filter @valik/bench run bench:manage
//   (BENCH_DB names the database, BENCH_PORT the server's port, BENCH_KEEP_DB=1 keeps the database for EXPLAIN)
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { writeResultsSection } from './results.ts';
import { hashPassword } from 'better-auth/crypto';

const root = resolve(import.meta.dirname, '../..');
const SERVER_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = process.env.BENCH_DB ?? 'valik_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const USERS = 100_000;
const REGISTRATIONS = 200_000;
export const MANAGE_HEADING = '## Admin console lists (large data)';

/** A fresh database on the server, migrated by the migrations of `tree` (a checkout's root). */
async function createMigrated(dbName: string, url: string, tree: string): Promise<void> {
  const admin = postgres(`${SERVER_URL}/postgres`, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const migrate = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(tree, 'db/src/cli/migrate.ts')], {
    cwd: tree,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrate.status !== 0) throw new Error(`migrating ${dbName} with ${tree} failed`);
}

async function seed(dbName: string, url: string, tree: string): Promise<void> {
  await createMigrated(dbName, url, tree);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const students = USERS - 3_000 - 1_900 - 100;
  const t0 = performance.now();
  await sql.unsafe(`
    INSERT INTO schools (name, country, default_payer, prepaid_student_seats)
      SELECT 'Kool ' || g, 'EE', CASE WHEN g % 2 = 0 THEN 'SCHOOL' ELSE 'STUDENT' END::payer, g % 20 FROM generate_series(1, 60) g;
    INSERT INTO users (first_name, last_name, email, role, created_at)
      SELECT (ARRAY['Mari','Jaan','Kati','Mihkel','Liis','Oskar','Anna','Rasmus'])[1 + g % 8],
             (ARRAY['Tamm','Saar','Kask','Mägi','Rebane','Ilves','Lepik','Kukk','Ots','Pärn'])[1 + (g / 8) % 10] || g,
             'user' || g || '@example.test',
             (CASE WHEN g <= ${students} THEN 'STUDENT' WHEN g <= ${students + 3_000} THEN 'TEACHER'
                   WHEN g <= ${students + 4_900} THEN 'SCHOOL_REP' ELSE 'ADMIN' END)::user_role,
             now() - (g % 1000) * interval '1 day'
      FROM generate_series(1, ${USERS}) g;
    INSERT INTO students (user_id, school_id) SELECT id, CASE WHEN id % 3 = 0 THEN NULL ELSE 1 + id % 60 END FROM users WHERE role = 'STUDENT';
    INSERT INTO teachers (user_id, short_description) SELECT id, 'Õpetaja' FROM users WHERE role = 'TEACHER';
    INSERT INTO school_reps (school_id, user_id) SELECT 1 + id % 60, id FROM users WHERE role = 'SCHOOL_REP';
    INSERT INTO courses (name, slug, summary, description, grading_criteria, categories, learning_outcomes, status)
      SELECT 'Kursus ' || g, 'kursus-' || g, 'Kokkuvõte', 'Kirjeldus', 'Kriteeriumid', '{TECHNOLOGY}', '{a,b,c}',
             (CASE WHEN g % 5 = 0 THEN 'DRAFT' ELSE 'APPROVED' END)::course_status
      FROM generate_series(1, 300) g;
    INSERT INTO cohorts (name, start_date, end_date, course_id, size, min_size, status, online_class_times, online_lesson_length)
      SELECT 'Grupp ' || g, now() + ((g % 400) - 200) * interval '1 day', now() + ((g % 400) - 150) * interval '1 day',
             1 + g % 300, 30, 5,
             (ARRAY['DRAFT','REGISTRATION_OPEN','IN_PROGRESS','COMPLETED','GROUP_FULL'])[1 + g % 5]::cohort_status,
             jsonb_build_array(jsonb_build_object('day', 1 + g % 7, 'hour', 16 + g % 4, 'minute', 0)), 90
      FROM generate_series(1, 3000) g;
    INSERT INTO cohort_teachers (cohort_id, teacher_user_id)
      SELECT c.id, t.id FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM cohorts) c
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE role = 'TEACHER') t ON t.n = c.n % 3000;
    INSERT INTO invoices (invoice_id, status, user_id, amount)
      SELECT 'VK-B-' || g, (CASE WHEN g % 3 = 0 THEN 'UNPAID' ELSE 'PAID' END)::invoice_status, NULL, 9900 FROM generate_series(1, 50000) g;
    WITH s AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE role = 'STUDENT'),
         c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM cohorts),
         g AS (SELECT g, g % ${students} AS sn, g / ${students} AS k FROM generate_series(0, ${REGISTRATIONS - 1}) g)
    INSERT INTO cohort_participants (user_id, cohort_id, status, default_payer, invoice_id, created_at)
      SELECT s.id, c.id,
             (ARRAY['REGISTERED','IN_PROGRESS','COMPLETED','FAILED','CANCELED','AWAITING_RESULT'])[1 + g.g % 6]::cohort_participant_status,
             (CASE WHEN g.g % 2 = 0 THEN 'SCHOOL' ELSE 'STUDENT' END)::payer,
             CASE WHEN g.g < 50000 THEN g.g + 1 ELSE NULL END,
             now() - (g.g % 700) * interval '1 day'
      FROM g JOIN s ON s.n = g.sn JOIN c ON c.n = (g.sn * 13 + g.k * 997) % 3000;
    INSERT INTO cohort_progress (student_user_id, cohort_id, cohort_participant_id, progress_percent)
      SELECT user_id, cohort_id, id, id % 101 FROM cohort_participants;
    INSERT INTO activity_log (type, user_id, cohort_id, school_id, created_at)
      SELECT (ARRAY['COHORT_REGISTRATION','EMAIL_SENT','PAYER_CHANGED','COHORT_PARTICIPANT_STATUS_CHANGE','SCHOOL_CREDITS_USED'])[1 + g % 5]::activity_type,
             1 + g % ${students}, 1 + g % 3000, 1 + g % 60, now() - (g % 900) * interval '1 hour'
      FROM generate_series(1, 200000) g;
    INSERT INTO school_credit_logs (school_id, type, amount, event_applies_at, expires_at)
      SELECT 1 + g % 60, (CASE WHEN g % 4 = 0 THEN 'DEDUCT' ELSE 'ADD' END)::school_credit_log_type, 1 + g % 5,
             now() - (g % 300) * interval '1 day', CASE WHEN g % 3 = 0 THEN now() + interval '30 days' ELSE NULL END
      FROM generate_series(1, 10000) g;
  `);
  // The tables as autovacuum leaves them in production, not as a bulk load does: visibility map set
  // (index-only scans), GIN pending lists merged (the trigram search), statistics fresh. Without it the
  // first figures measured the fresh load (the search "mari" took a sequential scan, ~4× slower).
  await sql.unsafe('VACUUM ANALYZE');
  const [counts] = await sql<{ users: number; regs: number }[]>`
    SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM cohort_participants) AS regs`;
  console.log(`seeded ${counts?.users} users, ${counts?.regs} registrations in ${Math.round(performance.now() - t0)} ms`);
  await sql.end();
}

async function waitReady(base: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become ready');
}

/** An ADMIN with a password: a verified better-auth identity linked to a product user. */
async function adminCookie(url: string, base: string): Promise<string> {
  const email = 'bench-admin@example.test';
  const password = 'bench-password-2026';
  const authId = randomUUID();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`INSERT INTO auth_users (id, name, email, email_verified) VALUES (${authId}, 'Bench Admin', ${email}, true)`;
  await sql`INSERT INTO auth_accounts (id, account_id, provider_id, user_id, password)
            VALUES (${randomUUID()}, ${authId}, 'credential', ${authId}, ${await hashPassword(password)})`;
  await sql`INSERT INTO users (first_name, last_name, email, role, auth_id) VALUES ('Bench', 'Admin', ${email}, 'ADMIN', ${authId})`;
  await sql.end();
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const list = (resource: string, sort: [string, string], range: [number, number], filter: Record<string, unknown> = {}) =>
  `/api/v1/manage/${resource}?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

const CASES: Array<[string, string]> = [
  ['users: page 1 by last name', list('users', ['last_name', 'ASC'], [0, 24])],
  ['users: page 2,000 by last name', list('users', ['last_name', 'ASC'], [49_975, 49_999])],
  ['users: newest first', list('users', ['created_at', 'DESC'], [0, 24])],
  ['users: tab Schools (SCHOOL_REP)', list('users', ['last_name', 'ASC'], [0, 24], { role: ['SCHOOL_REP'] })],
  ['users: search "mari"', list('users', ['last_name', 'ASC'], [0, 24], { q: 'mari' })],
  ['users: search an e-mail', list('users', ['last_name', 'ASC'], [0, 24], { q: 'user77777@' })],
  ['users: students of a school', list('users', ['last_name', 'ASC'], [0, 24], { school_id: 8 })],
  ['cohorts: by next start', list('cohorts', ['next_start', 'ASC'], [0, 24])],
  ['cohorts: by next start, page 40', list('cohorts', ['next_start', 'ASC'], [975, 999])],
  ['cohorts: search', list('cohorts', ['next_start', 'ASC'], [0, 24], { q: 'grupp 12' })],
  ['participants: a cohort\'s students', list('participants', ['created_at', 'ASC'], [0, 49], { cohort_id: 42 })],
  ['participants: a user\'s cohorts', list('participants', ['cohort_start_date', 'DESC'], [0, 49], { user_id: 4242 })],
  ['participants: a school\'s registrations', list('participants', ['cohort_start_date', 'DESC'], [0, 24], { school_id: 8 })],
  ['participants: all, page 1', list('participants', ['id', 'ASC'], [0, 24])],
  ['courses: page 1', list('courses', ['name', 'ASC'], [0, 24])],
  ['schools: page 1', list('schools', ['name', 'ASC'], [0, 24])],
  ['school credits: a school\'s ledger', list('school_credits', ['event_applies_at', 'DESC'], [0, 24], { school_id: 8 })],
  ['activity log: newest', list('activity_log', ['created_at', 'DESC'], [0, 49])],
  ['activity log: one type', list('activity_log', ['created_at', 'DESC'], [0, 49], { type: ['PAYER_CHANGED'] })],
  ['activity log: a user', list('activity_log', ['created_at', 'DESC'], [0, 49], { user_id: 4242 })],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface ManageRow {
  name: string;
  total: string;
  p50: number;
  p95: number;
}

/**
 * Every page of CASES on each target, the targets' requests interleaved (A, B, A, B, …) so that a change
 * of the machine's load during the run hits every target alike. One ManageRow[] per target.
 */
async function measure(targets: Array<{ base: string; cookie: string }>): Promise<ManageRow[][]> {
  const out: ManageRow[][] = targets.map(() => []);
  for (const [name, path] of CASES) {
    const times: number[][] = targets.map(() => []);
    const totals: string[] = targets.map(() => '');
    for (let i = 0; i < REPEAT + 3; i += 1) {
      for (const [k, target] of targets.entries()) {
        const started = performance.now();
        const res = await fetch(target.base + path, { headers: { cookie: target.cookie } });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        totals[k] = res.headers.get('content-range')?.split('/')[1] ?? '';
        if (i >= 3) times[k]?.push(ms); // the first requests warm the caches
      }
    }
    for (const [k, list] of times.entries()) {
      list.sort((x, y) => x - y);
      const row = { name, total: totals[k] ?? '', p50: Math.round(percentile(list, 50)), p95: Math.round(percentile(list, 95)) };
      out[k]?.push(row);
    }
    console.log(`${name}: ${out.map((rows) => `p50 ${rows.at(-1)?.p50} ms, p95 ${rows.at(-1)?.p95} ms`).join(' | ')} (${totals.join(' | ')} rows)`);
  }
  return out;
}

/**
 * What the database alone spends on the user search (the WHERE of queries/manage/users.ts), and which
 * indexes answer it: the HTTP figures above include the session check and everything the load of the
 * machine adds.
 */
export interface SearchPlan {
  q: string;
  ms: number;
  indexes: string;
}

async function searchPlans(url: string): Promise<SearchPlan[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const out: { q: string; ms: number; indexes: string }[] = [];
  try {
    for (const q of ['mari', 'user77777@']) {
      const pattern = `%${q}%`;
      const [row] = await sql.unsafe(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM users WHERE ((first_name || ' ' || last_name) ILIKE $1 OR email ILIKE $1)`,
        [pattern],
      );
      const plan = (row as Record<string, unknown>)['QUERY PLAN'] as [{ 'Execution Time': number; Plan: unknown }];
      const names = [...JSON.stringify(plan[0].Plan).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
      out.push({ q, ms: Math.round(plan[0]['Execution Time'] * 10) / 10, indexes: names.length ? names.join(', ') : 'none (sequential scan)' });
    }
  } finally {
    await sql.end();
  }
  return out;
}

export interface ManageRun {
  /** the checkout measured (its server and its migrations) */
  tree: string;
  rows: ManageRow[];
  plans: SearchPlan[];
  /** 1-minute load average when the run ended */
  load: number;
}

/** A TCP port on loopback that nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error('no free port'))));
    });
  });
}

interface Target {
  tree: string;
  base: string;
  url: string;
  cookie: string;
  stop(): Promise<void>;
}

/** A fresh database seeded with the migrations of `tree`, that tree's server on it, an admin signed in. */
async function startTarget(tree: string, port: number, dbName: string): Promise<Target> {
  const url = `${SERVER_URL}/${dbName}`;
  const base = `http://127.0.0.1:${port}`;
  await seed(dbName, url, tree);
  const dataDir = mkdtempSync(join(tmpdir(), 'valik-bench-manage-'));
  const server = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(tree, 'api/src/main.ts')], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PUBLIC_BASE_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB !== '1') {
      const admin = postgres(`${SERVER_URL}/postgres`, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  };
  try {
    await waitReady(base);
    return { tree, base, url, cookie: await adminCookie(url, base), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Seeds a fresh database per checkout with that checkout's migrations (this one; with `baselineTree`
 * also that one, e.g. a worktree of a git ref, on its own database and a free port), starts each checkout's
 * server on its database, measures every page of CASES on all of them interleaved, and drops the
 * databases (unless BENCH_KEEP_DB=1). The bench code, the data and the requests are this checkout's
 * whatever the tree, so the runs differ only by the code under test.
 */
export async function runManageBench(opts: { baselineTree?: string } = {}): Promise<{ after: ManageRun; before?: ManageRun }> {
  const targets: Target[] = [];
  try {
    // the baseline's server on a port the system gives (BENCH_PORT + 1 may be someone else's)
    if (opts.baselineTree) targets.push(await startTarget(opts.baselineTree, await freePort(), `${DB_NAME}_baseline`));
    targets.push(await startTarget(root, PORT, DB_NAME));
    const rows = await measure(targets);
    const load = loadavg()[0] ?? 0;
    const runs: ManageRun[] = [];
    for (const [k, target] of targets.entries()) {
      runs.push({ tree: target.tree, rows: rows[k] ?? [], plans: await searchPlans(target.url), load });
    }
    const after = runs.at(-1);
    if (!after) throw new Error('no run');
    return opts.baselineTree ? { after, before: runs[0] } : { after };
  } finally {
    for (const target of targets) await target.stop();
  }
}

const change = (before: number, after: number) => (before > 0 ? `${after <= before ? '' : '+'}${Math.round(((after - before) / before) * 100)} %` : '–');

/** The body of the section; with `baseline`, before / after / change columns for each page. */
export function manageSection(after: ManageRun, baseline?: { ref: string; run: ManageRun }): string {
  const command = baseline ? `\`pnpm bench --only manage --baseline ${baseline.ref}\`` : '`pnpm --filter @valik/bench run bench:manage`';
  const head = [
    `Measured ${new Date().toISOString().slice(0, 10)} with ${command} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}.`,
    `PostgreSQL server (a database created and dropped by the script) with ${USERS.toLocaleString('en')} users and ${REGISTRATIONS.toLocaleString('en')} registrations`,
    '(also 3,000 cohorts, 200,000 progress rows, 200,000 activity rows, 50,000 invoices). One admin, requests one',
    `after another through HTTP on loopback, ${REPEAT} per page after 3 warm-up requests; whole request time incl. session check.`,
    baseline
      ? `Before: \`${baseline.ref}\` (its server and migrations on its own database, seeded the same way); after: this tree. Both servers ran side by side and every request went to one and then the other, so a change of load hit both alike. Load average at the end: ${after.load.toFixed(1)} (with a load above the 2 cores the p95s are inflated: compare the columns, not runs on different days).`
      : `Load average at the end of the run: ${after.load.toFixed(1)} (other work on the machine inflates the p95s).`,
    'Search (`q`) is ILIKE over name and e-mail, served by pg_trgm GIN indexes on both (migration 0006).',
    'Users, cohorts and registrations page by ids first (ARCHITECTURE.md, "Console lists"); the seeding ends with `VACUUM ANALYZE` (as autovacuum leaves production tables), on both sides of a comparison.',
    '',
  ];
  const before = new Map(baseline?.run.rows.map((r) => [r.name, r]));
  const table = baseline
    ? [
        '| page | rows matching | p50 ms before | p50 ms after | p95 ms before | p95 ms after | p95 change |',
        '|---|---:|---:|---:|---:|---:|---:|',
        ...after.rows.map((r) => {
          const b = before.get(r.name);
          return `| ${r.name} | ${Number(r.total).toLocaleString('en')} | ${b?.p50 ?? '–'} | ${r.p50} | ${b?.p95 ?? '–'} | ${r.p95} | ${b ? change(b.p95, r.p95) : '–'} |`;
        }),
      ]
    : [
        '| page | rows matching | p50 ms | p95 ms |',
        '|---|---:|---:|---:|',
        ...after.rows.map((r) => `| ${r.name} | ${Number(r.total).toLocaleString('en')} | ${r.p50} | ${r.p95} |`),
      ];
  const plans = new Map(baseline?.run.plans.map((p) => [p.q, p]));
  const planTable = baseline
    ? [
        '| search | execution ms before | execution ms after | indexes used after |',
        '|---|---:|---:|---|',
        ...after.plans.map((p) => `| \`${p.q}\` | ${plans.get(p.q)?.ms ?? '–'} | ${p.ms} | ${p.indexes} |`),
      ]
    : ['| search | execution ms | indexes used |', '|---|---:|---|', ...after.plans.map((p) => `| \`${p.q}\` | ${p.ms} | ${p.indexes} |`)];
  return [
    ...head,
    ...table,
    '',
    `The user search in the database alone (\`EXPLAIN ANALYZE\` of its WHERE over the ${USERS.toLocaleString('en')} users, same run):`,
    '',
    ...planTable,
    '',
  ].join('\n');
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const { after } = await runManageBench();
  writeResultsSection(MANAGE_HEADING, manageSection(after));
}
