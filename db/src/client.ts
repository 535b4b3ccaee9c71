// Opens the database: embedded PGlite by default, a PostgreSQL server (postgres.js) when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql as rawSql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Db } from './db-type.ts';
import { defaultPgliteDir, migrationsFolder, repoRoot } from './paths.ts';
import * as schema from './schema/index.ts';

export type { Db, Schema, Tx } from './db-type.ts';

export interface CreateDbOptions {
  /** PostgreSQL server URL (the API passes DATABASE_URL). Without it: embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory, relative to the repository root; ':memory:' for a throwaway database. */
  dataDir?: string | undefined;
  /** postgres.js pool size (server only). */
  max?: number | undefined;
  /** the connections' application_name (server only): how pg_stat_activity, and /metrics, tell this process's apart */
  applicationName?: string | undefined;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (kind 'pglite'), e.g. for pg-boss `fromPglite`. */
  pglite?: PGlite;
  /** The postgres.js client (kind 'postgres'). */
  sql?: postgres.Sql;
  /** Releases this handle; the PGlite instance closes when its last handle is closed. */
  close(): Promise<void>;
}

// PGlite allows one instance per data directory (a second one corrupts it), so instances are shared
// per resolved directory within the process and reference-counted.
interface SharedPglite {
  instance: Promise<PGlite>;
  refs: number;
}
const pgliteByDir = new Map<string, SharedPglite>();

/** Resolves a data directory option to an absolute path (or ':memory:'). */
/** Postgres extensions the migrations create (a PostgreSQL server ships them as contrib modules). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function resolveDataDir(dataDir?: string): string {
  if (!dataDir) return defaultPgliteDir;
  if (dataDir === ':memory:' || dataDir.startsWith('memory://')) return ':memory:';
  return path.resolve(repoRoot, dataDir);
}

export function wrapPglite(pglite: PGlite): Db {
  return drizzlePglite(pglite, { schema }) as unknown as Db;
}

export function wrapPostgres(sql: postgres.Sql): Db {
  return drizzlePostgres(sql, { schema }) as unknown as Db;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const sql = postgres(opts.url, {
      max: opts.max ?? 10,
      onnotice: () => {},
      ...(opts.applicationName ? { connection: { application_name: opts.applicationName.slice(0, 63) } } : {}),
    });
    let closed = false;
    return {
      db: wrapPostgres(sql),
      kind: 'postgres',
      sql,
      async close() {
        if (closed) return;
        closed = true;
        await sql.end({ timeout: 5 });
      },
    };
  }

  const dir = resolveDataDir(opts.dataDir);
  if (dir === ':memory:') {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return pgliteHandle(pglite, () => pglite.close());
  }

  let shared = pgliteByDir.get(dir);
  if (!shared) {
    mkdirSync(path.dirname(dir), { recursive: true });
    const instance = PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    shared = { instance, refs: 0 };
    pgliteByDir.set(dir, shared);
    // A failed open must not poison the registry for the next attempt.
    instance.catch(() => pgliteByDir.delete(dir));
  }
  shared.refs += 1;
  const entry = shared;
  let pglite: PGlite;
  try {
    pglite = await entry.instance;
  } catch (error) {
    entry.refs -= 1;
    throw error;
  }
  return pgliteHandle(pglite, async () => {
    entry.refs -= 1;
    if (entry.refs > 0) return;
    pgliteByDir.delete(dir);
    await pglite.close();
  });
}

function pgliteHandle(pglite: PGlite, release: () => Promise<void>): DbHandle {
  let closed = false;
  return {
    db: wrapPglite(pglite),
    kind: 'pglite',
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}

export interface MigrateResult {
  /** migrations applied by this call */
  applied: number;
  /** migrations recorded in the database afterwards */
  total: number;
}

function rowsOf<T>(result: unknown): T[] {
  // postgres.js returns the rows array itself, PGlite a { rows } object.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function countApplied(db: Db): Promise<number> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(rawSql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`),
  );
  if (!exists[0]?.present) return 0;
  const rows = rowsOf<{ n: number }>(await db.execute(rawSql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
  return Number(rows[0]?.n ?? 0);
}

// Serialises migrations of several processes against one server (e.g. API replicas starting together).
const MIGRATION_LOCK_KEY = 4_180_523_001;

/** Applies the pending migrations of db/migrations with the migrator of the handle's driver. */
export async function migrateDb(handle: Pick<DbHandle, 'db' | 'kind' | 'sql'>): Promise<MigrateResult> {
  const before = await countApplied(handle.db);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    if (!handle.sql) throw new Error('migrateDb: a postgres handle needs its sql client');
    const lock = await handle.sql.reserve();
    try {
      await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder });
    } finally {
      await lock`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      lock.release();
    }
  }
  const total = await countApplied(handle.db);
  return { applied: total - before, total };
}
