// How long a test file's database takes, `createTestDb()` and its `close()`, once the template exists: the
// promise is "well under a second" per test file (on PGlite a closed database is emptied and handed to the
// next file of the process, test-db.ts). Measured here instead of asserted in a unit test (timings fail on a loaded machine).
// PGlite by default; set TEST_DATABASE_URL to measure the PostgreSQL server path.
import { createTestDb } from '@valik/db/testing';
import { existsSync, readFileSync } from 'node:fs';
import { RESULTS_FILE, writeResultsSection } from './results.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

async function main() {
  const first = await createTestDb(); // builds the template when needed
  await first.close();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const t = await createTestDb();
    await t.close();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite';
  const line = `| ${kind} | ${RUNS} | ${pick(0.5)} | ${pick(0.95)} | ${pick(1)} |`;
  console.log(line);
  const heading = '## Test database per file';
  const intro = [
    '`createTestDb()` and its `close()` once the migrated template exists (`pnpm --filter @valik/bench run bench:test-db`, and again with',
    '`TEST_DATABASE_URL` for the server). The promise is well under a second per test file on a quiet machine.',
    '',
    '| database | runs | p50 ms | p95 ms | max ms |',
    '|---|---:|---:|---:|---:|',
  ];
  // keep the other database's row from an earlier run
  const previous = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const other = previous.split('\n').find((l) => l.startsWith('| ') && !l.startsWith(`| ${kind} `) && /^\| (PGlite|PostgreSQL server) \|/.test(l));
  writeResultsSection(heading, [...intro, ...(other ? [other] : []), line, ''].join('\n'));
}

main().then(
  // a PGlite emptied for the next file stays open (and its timers keep the process alive)
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
