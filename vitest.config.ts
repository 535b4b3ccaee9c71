import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package run from the root. The projects:
// - `all`: everything that runs in Node, on embedded PGlite (each test file gets its own database,
//   loaded from one template migrated per run, or one an earlier file of the worker closed, emptied to
//   the template's state: db/src/testing/test-db.ts);
// - `portal`: the portal's and the UI kit's tests, in a DOM, rendering through Preact with the portal's
//   own aliases (portal/vitest.config.ts);
// - `database`: the tests that touch a database, run again against a real PostgreSQL server when
//   TEST_DATABASE_URL is set (CI does), because PGlite is single-connection and PostgreSQL 18.
const databaseTests = ['db/tests/**/*.test.ts', 'api/src/routes/**/*.test.ts', 'api/tests/**/*.test.ts'];
// The production artifact's suites (ADR 026/027): replicas behind nginx, backup and restore, shutdown. They
// start the deployed artifact (their global setup builds and deploys it) on the PostgreSQL server.
const productionTests = ['api/tests/production/**/*.test.ts'];
// One setting for every hang guard of the gate (the journeys read it too: e2e/fixtures/timeouts.ts).
const scale = Math.max(1, Number(process.env.VALIK_TIMEOUT_SCALE ?? '1') || 1);

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Test files share their worker's modules instead of importing the app afresh each (importing was
    // about half of the run). Tests build their own data and databases, so no state is meant to cross.
    isolate: false,
    // Vitest's default leaves one core free (one worker on a 2-core machine); the tests wait on PGlite,
    // hashing and child processes enough that a worker per core is faster.
    maxWorkers: '100%',
    // Hang guards, not speed checks: a correct test must pass on a machine busy with other work (CI shares
    // its 2 cores; 20 s failed correct tests at a load average of 13). Speed is measured in bench/.
    testTimeout: 120_000 * scale,
    hookTimeout: 180_000 * scale,
    projects: [
      {
        extends: true,
        test: {
          name: 'all',
          include: ['{db,api,admin,scripts}/{src,tests}/**/*.test.{ts,tsx}', 'api/domain/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...productionTests],
          // migrates the PGlite template once per run instead of once per test file
          globalSetup: ['db/src/testing/vitest-global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'database', include: databaseTests, exclude: ['**/node_modules/**', ...productionTests] } },
      {
        extends: true,
        test: {
          name: 'production',
          include: productionTests,
          globalSetup: ['api/tests/production/global-setup.ts'],
          // one file at a time: each starts several servers of its own, which share the machine's cores
          fileParallelism: false,
        },
      },
      // The portal's tests render with the portal's Preact aliases, in a DOM.
      'portal/vitest.config.ts',
      // The site's tests compile .astro files, so they run with Astro's own Vite config.
      'site/vitest.config.ts',
    ],
  },
});
