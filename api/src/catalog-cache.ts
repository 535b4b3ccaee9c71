// The public catalogue's cache (architecture.md §2: catalogue pages are rendered on request from the
// database, cached, and the cache is dropped when a course or cohort changes).
//
// What is cached: the course list per filter, course details, the cohorts of a course, the upcoming
// cohorts and the partner schools, as database rows. What is not: seats taken (read live on every
// request, one indexed query) and anything computed from the clock (badges, availability, order by
// next start), which is computed per request from the cached rows. So a registration shows at once
// whatever code wrote it, and a badge changes on time, without anyone invalidating anything.
//
// Who drops it: nobody by hand. The database says what changed after each commit (triggers and
// LISTEN/NOTIFY, lib/public-changes.ts); the catalogue subscribes and drops its rows on any change but a
// seat count (catalog-service.ts). Every replica hears every commit, so all of them drop together.
// The TTL bounds staleness for time passing (a cohort that ends drops out of the lists) and for a
// notification lost with the listening connection (the catalogue also drops everything when it is back).
//
// Nothing here is module state: the cache belongs to the catalogue of one AppDeps (catalog-service.ts
// `createCatalog`), built once by the composition root (services.ts).

import type { Clock } from './lib/clock.ts';

/** How long a cached entry is trusted without an invalidation. */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** Bound on entries (free-text searches make the key space unbounded); least recently used go first. */
export const CATALOG_CACHE_MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** the app's clock (deps.clock): entries expire by it, so a test that moves it moves them */
  clock: Clock;
}

export class CatalogCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #clock: Clock;
  /** loads that went to the database (tests and the benchmark read this) */
  misses = 0;

  constructor(options: CatalogCacheOptions) {
    this.#ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? CATALOG_CACHE_MAX_ENTRIES;
    this.#clock = options.clock;
  }

  /**
   * The cached value for `key`, or `load()`'s. The pending promise is stored at once, so concurrent
   * requests for a cold key share one database read; a failed load is not kept.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#clock().getTime();
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

  /** Drops every entry: the next request of each key reads the database. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
