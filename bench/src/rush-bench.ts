// A registration rush on the PostgreSQL server (issue 16 item 3): 500 students register for one group
// of 20 seats at the same moment, through the registration use case the API route calls, on a pool of
// BENCH_RUSH_POOL connections (default 20; the server's own pool is DATABASE_POOL_SIZE). It creates
// `valik_rush` on the server (BENCH_PG, default postgres://postgres@127.0.0.1:5432; BENCH_RUSH_DB names
// another database), measures each registration's time from its start to its answer (all of them, and the
// registered and the waitlisted apart), the bench process's CPU during the rush and the load average,
// checks the outcome (exactly 20 registered, 480 waitlisted, nothing failed) and drops the database.
// Correctness is tested in the suite (api/tests/student/registration-concurrency.test.ts); only the
// timing lives here.
//
// To compare builds in one session (a shared machine's load moves by the minute), run this file from each
// build's checkout in turn with the same BENCH_RUSH_LOG (a JSON-lines file every run appends its row to,
// labelled BENCH_RUSH_LABEL); the section written shows every row of the log.
//
//   pnpm --filter @valik/bench run bench:rush
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { createDb, migrateDb } from '@valik/db/client';
import { makeCohort, makeCourse } from '@valik/db/testing';
import { enrolStudent } from '@valik/api/registrations';
import { parseEnv } from '@valik/api/env';
import { createServices } from '@valik/api/services';
import { writeResultsSection } from './results.ts';

const SERVER_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = process.env.BENCH_RUSH_DB ?? 'valik_rush';
const STUDENTS = Number(process.env.BENCH_RUSH_STUDENTS ?? 500);
const POOL = Number(process.env.BENCH_RUSH_POOL ?? 20);
const SEATS = 20;
export const RUSH_HEADING = '## Registration rush (PostgreSQL server)';

export interface RushResult {
  label: string;
  at: string;
  pool: number;
  registered: number;
  waitlisted: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  wallMs: number;
  /** p50 and p99 of the registered and of the waitlisted alone */
  registeredP99: number;
  waitlistedP50: number;
  waitlistedP99: number;
  /** user + system CPU of this process (the use case, Drizzle, postgres.js) during the rush */
  cpuMs: number;
  loadBefore: number;
  loadAfter: number;
}

/** BENCH_RUSH_PROFILE=<file.cpuprofile>: a CPU profile of the rush alone (not the setup), for Chrome's DevTools. */
async function startProfile(): Promise<{ stop(): Promise<void> }> {
  const file = process.env.BENCH_RUSH_PROFILE;
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((done, fail) => session.post(method, (err, result) => (err ? fail(err) : done(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runRush(): Promise<RushResult> {
  const admin = postgres(`${SERVER_URL}/postgres`, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${DB_NAME}`);
  try {
    const url = `${SERVER_URL}/${DB_NAME}`;
    const setup = await createDb({ url });
    await migrateDb(setup);
    const course = await makeCourse(setup.db, { status: 'APPROVED' });
    const cohort = await makeCohort(setup.db, {
      courseId: course.id,
      size: SEATS,
      status: 'REGISTRATION_OPEN',
      startDate: new Date(Date.now() + 30 * 86_400_000),
      endDate: new Date(Date.now() + 90 * 86_400_000),
    });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const ids = (
      await sql.unsafe<{ id: number }[]>(
        `INSERT INTO users (first_name, last_name, email, role)
           SELECT 'Rush', 'Student' || g, 'rush' || g || '@example.test', 'STUDENT'::user_role FROM generate_series(1, ${STUDENTS}) g
         RETURNING id`,
      )
    ).map((r) => r.id);
    await sql.unsafe(`INSERT INTO students (user_id) SELECT id FROM users WHERE role = 'STUDENT'`);
    await sql.end();
    await setup.close();

    const pool = await createDb({ url, max: POOL });
    // the app's services on the pool, as the API route has them (its units of work wake its outbox)
    const deps = createServices(pool, parseEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'error' }), { rateLimit: false });
    const times: number[] = [];
    const registeredTimes: number[] = [];
    const waitlistedTimes: number[] = [];
    let failed = 0;
    const loadBefore = loadavg()[0] ?? 0;
    const profile = await startProfile();
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      ids.map(async (userId) => {
        const t0 = performance.now();
        try {
          const result = await enrolStudent(deps, { userId, cohortId: cohort.id, payer: 'STUDENT' });
          (result.kind === 'REGISTERED' ? registeredTimes : waitlistedTimes).push(performance.now() - t0);
        } catch {
          failed++;
        }
        times.push(performance.now() - t0);
      }),
    );
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpu0);
    await profile.stop();
    await deps.tasks.idle();
    await pool.close();
    for (const list of [times, registeredTimes, waitlistedTimes]) list.sort((a, b) => a - b);
    return {
      label: process.env.BENCH_RUSH_LABEL ?? 'this build',
      at: new Date().toISOString(),
      pool: POOL,
      registered: registeredTimes.length,
      waitlisted: waitlistedTimes.length,
      failed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
      wallMs,
      registeredP99: percentile(registeredTimes, 99),
      waitlistedP50: percentile(waitlistedTimes, 50),
      waitlistedP99: percentile(waitlistedTimes, 99),
      cpuMs: (cpu.user + cpu.system) / 1000,
      loadBefore,
      loadAfter: loadavg()[0] ?? 0,
    };
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  }
}

const row = (r: RushResult) =>
  `| ${r.label} | ${r.at.slice(11, 16)} | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} | ${r.pool} | ${r.registered} | ${r.waitlisted} | ${r.failed} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${Math.round(r.registeredP99)} | ${Math.round(r.waitlistedP99)} | ${Math.round(r.wallMs)} | ${Math.round(r.cpuMs)} |`;

export function rushSection(results: RushResult | readonly RushResult[]): string {
  const rows = Array.isArray(results) ? results : [results as RushResult];
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, PostgreSQL server on the same machine.`,
    `${STUDENTS} registrations for one group of ${SEATS} seats started at once on a pool of the PostgreSQL server, through the use case the API route calls.`,
    "Times in ms from each registration's start to its answer; load: the 1-minute load average before → after the round",
    '(the machine has 2 cores: above 2, other work shared them); CPU: the bench process (use case, Drizzle, postgres.js) during the round.',
    '',
    '| build | UTC | load | pool | registered | waitlisted | failed | p50 | p99 | p99 registered | p99 waitlisted | all done | CPU ms |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(row),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRush();
  console.log(result);
  const log = process.env.BENCH_RUSH_LOG;
  let rows: RushResult[] = [result];
  if (log) {
    appendFileSync(log, `${JSON.stringify(result)}\n`);
    rows = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as RushResult);
  }
  if (process.env.BENCH_RUSH_WRITE !== '0') writeResultsSection(RUSH_HEADING, rushSection(rows));
}
