// A registration rush on the PostgreSQL server (issue 16 item 3): 500 students register for one group
// of 20 seats at the same moment, through the registration use case the API route calls, on a pool of
// 20 connections (the server's own pool size is 10; more connections only queue more at the cohort's row
// lock). It creates `valik_rush` on the server (BENCH_PG, default postgres://postgres@127.0.0.1:5432),
// measures each registration's time from its start to its answer, checks the outcome (exactly 20
// registered, 480 waitlisted, nothing failed) and drops the database. Correctness is tested in the
// suite (api/tests/student/registration-concurrency.test.ts); only the timing lives here.
//
//   pnpm --filter @valik/bench run bench:rush
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { createDb, migrateDb } from '@valik/db/client';
import { makeCohort, makeCourse } from '@valik/db/testing';
import { createRegistration } from '@valik/api/registrations';
import { writeResultsSection } from './results.ts';

const SERVER_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = process.env.BENCH_RUSH_DB ?? 'valik_rush';
const STUDENTS = Number(process.env.BENCH_RUSH_STUDENTS ?? 500);
const SEATS = 20;
export const RUSH_HEADING = '## Registration rush (PostgreSQL server)';

export interface RushResult {
  registered: number;
  waitlisted: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  wallMs: number;
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

    const pool = await createDb({ url, max: 20 });
    const times: number[] = [];
    let registered = 0;
    let waitlisted = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      ids.map(async (userId) => {
        const t0 = performance.now();
        try {
          const result = await createRegistration(pool.db, { userId, cohortId: cohort.id, payer: 'STUDENT' }, new Date());
          if (result.kind === 'REGISTERED') registered++;
          else waitlisted++;
        } catch {
          failed++;
        }
        times.push(performance.now() - t0);
      }),
    );
    const wallMs = performance.now() - started;
    await pool.close();
    times.sort((a, b) => a - b);
    return { registered, waitlisted, failed, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? 0, wallMs };
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  }
}

export function rushSection(r: RushResult, label = 'this build'): string {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average (1 min) ${loadavg()[0]?.toFixed(1)}.`,
    `${STUDENTS} registrations for one group of ${SEATS} seats started at once on a 20-connection pool of the PostgreSQL server, through the use case the API route calls.`,
    '',
    '| build | registered | waitlisted | failed | p50 ms | p99 ms | max ms | all done in ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| ${label} | ${r.registered} | ${r.waitlisted} | ${r.failed} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${Math.round(r.max)} | ${Math.round(r.wallMs)} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRush();
  console.log(result);
  writeResultsSection(RUSH_HEADING, rushSection(result));
}
