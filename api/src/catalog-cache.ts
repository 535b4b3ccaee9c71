import { randomUUID } from 'node:crypto';

// The public catalogue's cache (architecture.md §2: catalogue pages are rendered on request from the
// database, cached, and the cache is dropped when a course or cohort changes).
//
// What is cached: the course list per filter, course details, the cohorts of a course, the upcoming
// cohorts and the partner schools, as database rows. What is not: seats taken (read live on every
// request, one indexed query) and anything computed from the clock (badges, availability, order by
// next start), which is computed per request from the cached rows. So a registration shows at once
// whatever code wrote it, and a badge changes on time, without anyone invalidating anything.
//
// Who must invalidate: every write to courses, cohorts, cohort_teachers, the names or descriptions of
// teachers, or schools calls `invalidateCatalog()` AFTER its transaction commits (a read between an
// early invalidation and the commit would cache the old rows again until the TTL).
// The TTL bounds staleness for writes that forget and for time passing (a cohort that ends drops out
// of the lists).
//
// Other server replicas (architecture.md §9): `connectCatalogInvalidation()` (main.ts) makes every
// invalidation also a Postgres NOTIFY on CATALOG_CHANNEL and LISTENs on it, so a write on one replica
// drops the caches of all of them (PostgreSQL server and PGlite alike). A replica that loses its
// listening connection drops its cache when it listens again, as it may have missed a message.

/** How long a cached entry is trusted without an invalidation. */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** Bound on entries (free-text searches make the key space unbounded); least recently used go first. */
export const CATALOG_CACHE_MAX_ENTRIES = 500;

// Bumped by invalidateCatalog() and by other replicas' notifications; every cache drops its entries
// when it sees a newer epoch.
let epoch = 0;

/** The Postgres channel replicas tell each other on that the catalogue changed. */
export const CATALOG_CHANNEL = 'valik_catalog_changed';
// Who sent a notification: a replica ignores its own (it has already dropped its cache).
const ORIGIN = randomUUID();
const publishers = new Set<() => void>();

/**
 * Drops every cached catalogue entry in this process, so the next request reads the database, and
 * tells the other replicas to do the same. Call it after any committed write that changes what the
 * public catalogue shows (see above).
 */
export function invalidateCatalog(): void {
  epoch += 1;
  for (const publish of publishers) publish();
}

/** What connectCatalogInvalidation needs of a database handle (DbHandle of @valik/db/client). */
export interface NotifyingDb {
  kind: 'pglite' | 'postgres';
  pglite?: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    query(sql: string, params?: unknown[]): Promise<unknown>;
  };
  sql?: {
    listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<{ unlisten(): Promise<void> }>;
    notify(channel: string, payload: string): PromiseLike<unknown>;
  };
}

/**
 * Joins this process to the replicas sharing `handle`'s database: invalidations are sent as a NOTIFY
 * and received with LISTEN. Returns a function that leaves again (shutdown).
 */
export async function connectCatalogInvalidation(
  handle: NotifyingDb,
  logger: { error(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  const onNotify = (payload: string) => {
    if (payload !== ORIGIN) epoch += 1;
  };
  let send: () => PromiseLike<unknown>;
  let unlisten: () => Promise<void>;
  if (handle.kind === 'postgres' && handle.sql) {
    const sql = handle.sql;
    let listening = false;
    // onListen runs on the first LISTEN and after every reconnect of the listening connection
    const subscription = await sql.listen(CATALOG_CHANNEL, onNotify, () => {
      if (listening) epoch += 1;
      listening = true;
    });
    send = () => sql.notify(CATALOG_CHANNEL, ORIGIN);
    unlisten = () => subscription.unlisten();
  } else if (handle.pglite) {
    const pglite = handle.pglite;
    unlisten = await pglite.listen(CATALOG_CHANNEL, onNotify);
    send = () => pglite.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, ORIGIN]);
  } else {
    throw new Error('connectCatalogInvalidation: the handle has neither a postgres client nor PGlite');
  }
  const publish = () => {
    // The local cache is already dropped; a lost message leaves other replicas stale for one TTL.
    Promise.resolve(send()).then(undefined, (error: unknown) => logger.error({ err: error }, 'catalogue invalidation could not be sent to other replicas'));
  };
  publishers.add(publish);
  return async () => {
    publishers.delete(publish);
    await unlisten();
  };
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** milliseconds clock (tests move it) */
  now?: () => number;
}

export class CatalogCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #epoch = epoch;
  /** loads that went to the database (tests and the benchmark read this) */
  misses = 0;

  constructor(options: CatalogCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? CATALOG_CACHE_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The cached value for `key`, or `load()`'s. The pending promise is stored at once, so concurrent
   * requests for a cold key share one database read; a failed load is not kept.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#epoch !== epoch) {
      this.#entries.clear();
      this.#epoch = epoch;
    }
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) {
      // most recently used goes to the end of the Map's insertion order
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    this.misses += 1;
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.#ttlMs };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

// One cache per database handle, shared by every catalogue service bound to it (the routes create a
// service per request). null: caching is off for that database.
const caches = new WeakMap<object, CatalogCache | null>();

/** The cache of a database: the configured one, else one with the defaults. */
export function catalogCacheFor(db: object): CatalogCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Sets up the cache of a database once at start-up (server.ts, from CATALOG_CACHE_TTL_SECONDS);
 * a TTL of 0 turns caching off, e.g. to measure the uncached catalogue (bench/).
 */
export function configureCatalogCache(db: object, options: { ttlMs: number }): CatalogCache | null {
  const cache = options.ttlMs > 0 ? new CatalogCache({ ttlMs: options.ttlMs }) : null;
  caches.set(db, cache);
  return cache;
}
