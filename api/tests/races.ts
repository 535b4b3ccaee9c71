// Shared by the race tests on the real PostgreSQL server (PGlite runs one connection, so nothing races
// there): a pool of postgres.js connections on the test file's own database, and a settle helper.
import { afterAll, beforeAll } from 'vitest';
import { createDb, type DbHandle } from '@valik/db/client';
import { createTestDb, isRealPostgres, testDatabaseUrl, type TestDb } from '@valik/db/testing';
import { ApiError } from '../src/lib/errors.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createServices } from '../src/services.ts';
import { testEnv } from './helpers.ts';

/**
 * Registers hooks that give this file a test database and a 20-connection pool on it (server only):
 * `race.db` sets up and checks, `race.pool.db` is what the concurrent requests run on, and `race.deps` the
 * services of an app on that pool (the use cases' `(deps, input)`: its units of work wake its own outbox).
 */
export function useRacePool(): { readonly db: TestDb['db']; readonly pool: DbHandle; readonly deps: AppDeps } {
  let t: TestDb | undefined;
  let pool: DbHandle | undefined;
  let deps: AppDeps | undefined;
  beforeAll(async () => {
    if (!isRealPostgres) return;
    t = await createTestDb();
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${t.databaseName}`;
    pool = await createDb({ url: url.toString(), max: 20 });
  });
  afterAll(async () => {
    if (!isRealPostgres) return;
    await deps?.tasks.idle();
    await pool?.close();
    await t?.close();
  });
  return {
    get db() {
      return (t ?? fail('test database')).db;
    },
    get pool() {
      return pool ?? fail('connection pool');
    },
    get deps() {
      deps ??= createServices(pool ?? fail('connection pool'), testEnv({ LOG_LEVEL: 'error' }), { rateLimit: false });
      return deps;
    },
  };
}

function fail(what: string): never {
  throw new Error(`no ${what}: race tests run only on the PostgreSQL server`);
}

/** Settles every attempt; an ApiError is a clear 4xx answer, anything else would have been a 5xx. */
export async function attempt<T>(work: () => Promise<T>): Promise<{ ok: T } | { refused: ApiError } | { crashed: unknown }> {
  try {
    return { ok: await work() };
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? { refused: error } : { crashed: error };
  }
}
