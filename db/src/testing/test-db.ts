// A freshly migrated, isolated database per test file, fast.
// - PGlite (default): start every test database from a dump of a migrated data directory (what
//   PGlite's clone() does, minus re-dumping). Under Vitest the dump is made once per run by
//   ./vitest-global-setup.ts and read from the file it names; elsewhere it is made once per process.
// - PostgreSQL server (TEST_DATABASE_URL set): build a template database named after a hash of the
//   migration files once (under an advisory lock, so parallel workers don't race), then
//   CREATE DATABASE ... TEMPLATE per test database, dropped again by close().
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { migrateDb, PGLITE_EXTENSIONS, wrapPglite, wrapPostgres } from '../client.ts';
import type { DbHandle } from '../client.ts';
import { migrationsFolder } from '../paths.ts';

export interface TestDb extends DbHandle {
  /** true when running against the PostgreSQL server of TEST_DATABASE_URL */
  isRealPostgres: boolean;
  /** name of the per-test database on the server (kind 'postgres') */
  databaseName?: string;
}

/** The server URL tests run against, if any. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
/** true when tests run against a real PostgreSQL server (concurrency and race tests need it). */
export const isRealPostgres = testDatabaseUrl !== undefined;

export async function createTestDb(): Promise<TestDb> {
  return testDatabaseUrl ? createServerTestDb(testDatabaseUrl) : createPgliteTestDb();
}

// ---- PGlite -----------------------------------------------------------------------------------

/** Environment variable naming the file of a migrated template dump made for this test run. */
export const PGLITE_TEMPLATE_ENV = 'VALIK_PGLITE_TEMPLATE';

let templateDump: Promise<File | Blob> | undefined;

/**
 * PGlite's own start parameters, with 16 MB of shared buffers instead of the data directory's 128 MB: a test
 * database holds a few megabytes, and a postgres starting in WebAssembly sets up every buffer it is given
 * (measured 2026-11-30: ~1.3 → ~0.9 s of CPU a database; a run starts about 130 of them). What the product
 * runs with (client.ts createDb) is left as PGlite makes it.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A dump of a freshly migrated PGlite data directory (the start of every PGlite test database). */
export async function buildPgliteTemplate(): Promise<File | Blob> {
  const template = await PGlite.create({ extensions: PGLITE_EXTENSIONS, startParams: TEST_START_PARAMS });
  try {
    await migrateDb({ db: wrapPglite(template), kind: 'pglite' });
    return await template.dumpDataDir('none');
  } finally {
    await template.close();
  }
}

async function loadPgliteTemplate(): Promise<File | Blob> {
  // Migrating costs an empty initdb plus the migrations, several times what loading a dump does; a
  // test file is its own process, so without the shared file every file would pay for it.
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([await readFile(file)]) : buildPgliteTemplate();
}

async function createPgliteTestDb(): Promise<TestDb> {
  templateDump ??= loadPgliteTemplate();
  const dump = await templateDump;
  const pglite = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS, startParams: TEST_START_PARAMS });
  let closed = false;
  return {
    db: wrapPglite(pglite),
    kind: 'pglite',
    pglite,
    isRealPostgres: false,
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

// ---- PostgreSQL server ------------------------------------------------------------------------

/** Short hash of every migration file: a changed migration gives a new template. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
}

const TEMPLATE_LOCK_KEY = 4_180_523_002;
const TEMPLATE_KEEP_MS = 24 * 60 * 60 * 1000;
let templateName: Promise<string> | undefined;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function ensureServerTemplate(url: string): Promise<string> {
  const name = `valik_tpl_${migrationsHash()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin`SELECT pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    try {
      const existing = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
      if (existing.length > 0) return name;
      // Build under a temporary name and rename at the end, so a half-migrated template never exists.
      const building = `${name}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${building}"`);
      const sql = postgres(withDatabase(url, building), { max: 2, onnotice: () => {} });
      try {
        await migrateDb({ db: wrapPostgres(sql), kind: 'postgres', sql });
      } finally {
        await sql.end({ timeout: 5 });
      }
      await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await admin.unsafe(`COMMENT ON DATABASE "${name}" IS 'valik test template, built ${Date.now()}'`);
      // Templates of other migration sets may still be in use by another checkout's run on this server
      // (several branches are tested at once): only those built more than a day ago are dropped.
      const stale = await admin<{ datname: string; note: string | null }[]>`
        SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
        WHERE datname LIKE 'valik\\_tpl\\_%' AND datname <> ${name}`;
      for (const { datname, note } of stale) {
        const built = Number(/built (\d+)/.exec(note ?? '')?.[1] ?? 0);
        if (Date.now() - built > TEMPLATE_KEEP_MS) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      return name;
    } finally {
      await admin`SELECT pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function createServerTestDb(url: string): Promise<TestDb> {
  templateName ??= ensureServerTemplate(url).catch((error: unknown) => {
    templateName = undefined;
    throw error;
  });
  const template = await templateName;
  const databaseName = `valik_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${databaseName}" TEMPLATE "${template}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const sql = postgres(withDatabase(url, databaseName), { max: 5, onnotice: () => {} });
  let closed = false;
  return {
    db: wrapPostgres(sql),
    kind: 'postgres',
    sql,
    isRealPostgres: true,
    databaseName,
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
