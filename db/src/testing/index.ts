// @valik/db/testing: an isolated migrated database per test file, and data factories.
export * from './test-db.ts';
export * from './factories.ts';
