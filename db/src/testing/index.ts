// @valik/db/testing: an isolated migrated database per test file, data factories, and reading and
// arranging rows without SQL (rows.ts).
export * from './test-db.ts';
export * from './factories.ts';
export * from './rows.ts';
export * from './faults.ts';
export * from './find-everywhere.ts';
