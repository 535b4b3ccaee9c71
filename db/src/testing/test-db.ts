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

/**
 * A closed PGlite test database is not thrown away: it goes back to its process (a Vitest worker runs many
 * test files one after another) emptied to the template's state, for the next file. Starting a PGlite from
 * the dump costs ~0.7 s of CPU (postgres starting in WebAssembly); emptying one ~0.06 s. A run starts about
 * 130 of them (measured 2026-12-01, ADR 035).
 *
 * What the next file gets is what a fresh one would be, or it gets a fresh one:
 * - the file that had it holds it through a lease (`lease`): once closed, every query through it fails
 *   loudly, and the notification listeners it registered are removed, so work it left running cannot reach
 *   the next file's data;
 * - `DISCARD ALL` ends the session's state (settings, temporary tables, advisory locks, LISTENs);
 * - the catalog must match the template's (`shapeOf`: schemas, relations, columns, constraints, functions,
 *   triggers, extensions, roles, the applied migrations), else the database is closed and the next file
 *   starts a fresh one (a test that added a trigger and did not remove it, pg-boss's schema);
 * - then every table is truncated and every sequence restarted.
 */
const idlePglites: PGlite[] = [];
/** At most this many emptied databases wait in a process (a file rarely holds more than one at a time). */
const MAX_IDLE_PGLITES = 2;
/** The catalog of a freshly started template, which an emptied database must match. */
let templateShape: Promise<string> | undefined;

async function startPgliteFromTemplate(): Promise<PGlite> {
  templateDump ??= loadPgliteTemplate();
  const dump = await templateDump;
  const pglite = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS, startParams: TEST_START_PARAMS });
  templateShape ??= shapeOf(pglite);
  await templateShape;
  return pglite;
}

/** Everything but the rows: what a test could add to a database and leave behind, as one string. */
async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(`
    WITH ns AS (SELECT oid, nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema')
    SELECT string_agg(item, E'\\n' ORDER BY item) AS shape FROM (
      SELECT 'schema ' || nspname AS item FROM ns
      UNION ALL SELECT 'relation ' || c.oid::regclass::text || ' ' || c.relkind::text FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
      UNION ALL SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN ns ON ns.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND NOT a.attisdropped
      UNION ALL SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(k.oid) FROM pg_constraint k JOIN ns ON ns.oid = k.connamespace
      UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace
      UNION ALL SELECT 'trigger ' || tgname || ' ' || tgrelid::regclass::text || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'type ' || t.oid::regtype::text FROM pg_type t JOIN ns ON ns.oid = t.typnamespace
      UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
      UNION ALL SELECT 'role ' || rolname FROM pg_roles
      UNION ALL SELECT 'setting ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
      UNION ALL SELECT 'migrations ' || count(*) FROM drizzle.__drizzle_migrations
    ) AS items`);
  return rows[0]?.shape ?? '';
}

/** Empties a closed test database to the template's state; false when it cannot be (it is then closed). */
async function resetToTemplate(pglite: PGlite): Promise<boolean> {
  try {
    await pglite.exec('DISCARD ALL');
    if ((await shapeOf(pglite)) !== (await templateShape)) return false;
    const { rows } = await pglite.query<{ name: string; kind: string }>(`
      SELECT c.oid::regclass::text AS name, c.relkind::text AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'S') AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname NOT IN ('information_schema', 'drizzle')`);
    const tables = rows.filter((r) => r.kind !== 'S').map((r) => r.name);
    const sequences = rows.filter((r) => r.kind === 'S').map((r) => r.name);
    await pglite.exec(
      [
        ...(tables.length ? [`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`] : []),
        ...sequences.map((name) => `ALTER SEQUENCE ${name} RESTART`),
      ].join(';\n'),
    );
    return true;
  } catch {
    return false;
  }
}

/** Calls that reach the database: after the lease ends, each fails instead. */
const FENCED = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'listen', 'unlisten', 'onNotification', 'execProtocol', 'execProtocolRaw', 'describeQuery', 'dumpDataDir', 'runExclusive', 'syncToFs']);

/** A test file's hold on a PGlite: the PGlite itself until `end`, then a client that refuses every query. */
function lease(pglite: PGlite): { client: PGlite; end(): Promise<void> } {
  let ended = false;
  const unsubscribes = new Set<() => unknown>();
  const refuse = (name: string) => new Error(`${name}() on a test database that was closed: its file has ended (db/src/testing/test-db.ts)`);
  const client = new Proxy(pglite, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function' || key === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!FENCED.has(key)) return method.bind(target);
      return (...args: unknown[]) => {
        if (ended) {
          const error = refuse(String(key));
          if (key === 'onNotification') throw error;
          return Promise.reject(error);
        }
        const result = method.apply(target, args);
        if (key === 'onNotification') {
          const off = result as () => void;
          unsubscribes.add(off);
          return () => {
            unsubscribes.delete(off);
            off();
          };
        }
        if (key === 'listen') {
          return (result as Promise<(tx?: unknown) => Promise<void>>).then((off) => {
            unsubscribes.add(off);
            return (tx?: unknown) => {
              unsubscribes.delete(off);
              return off(tx);
            };
          });
        }
        return result;
      };
    },
  });
  return {
    client,
    async end() {
      ended = true;
      // a file that closed the PGlite itself left nothing listening (and nothing to unlisten on)
      if (!pglite.closed) for (const off of unsubscribes) await off();
      unsubscribes.clear();
    },
  };
}

async function createPgliteTestDb(): Promise<TestDb> {
  const pglite = idlePglites.pop() ?? (await startPgliteFromTemplate());
  const held = lease(pglite);
  let closed = false;
  return {
    db: wrapPglite(held.client),
    kind: 'pglite',
    pglite: held.client,
    isRealPostgres: false,
    async close() {
      if (closed) return;
      closed = true;
      await held.end();
      if (pglite.closed) return;
      if (idlePglites.length < MAX_IDLE_PGLITES && (await resetToTemplate(pglite))) idlePglites.push(pglite);
      else await pglite.close();
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
