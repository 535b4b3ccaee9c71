// The rendered-page cache of the public site (issue 16, ADR 019).
//
// A visitor who is not signed in gets the home page, the catalogue, a category or a course page from
// here: the HTML Astro rendered once for that path and language, with its Brotli and gzip bytes
// compressed once, so a view costs what sending a file costs. The pages stay live:
// - a committed write that changes them drops them, heard from the database (deps.changes, ADR 015) on
//   every replica: a seat taken or freed in a cohort (registration, cancellation, payment hold, waitlist
//   offer) drops the pages that showed that cohort; any other public change (course, cohort, teacher,
//   schools, a lost listening connection) drops every page;
// - the clock: a page expires at the first instant the clock alone changes a badge or a "next start" it
//   shows (nextCohortStateChange), at the next Tallinn midnight, and after `maxAgeMs` at the latest.
// What the cached HTML may hold is the same for everybody with the same key: no session (signed-in
// visitors are rendered per request), no request id or nonce in the HTML, and the key holds what the
// layout reads from the request (path, the `?lang=` asked for, the language, bot or not). The request
// the page is rendered from is made here from those alone (its host is the public base URL), never the
// visitor's own, so no header of one visitor can reach another's page.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogService, CohortDto, CourseSummaryDto, Lang } from '@valik/domain/contracts';
import { addTallinnDays, nextCohortStateChange, startOfTallinnDay } from '@valik/domain';
import type { PublicChange } from '../lib/public-changes.ts';
import type { Clock } from '../lib/clock.ts';
import { MIN_BYTES } from '../lib/compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The public pages cached for visitors who are not signed in; anything else renders per request. */
const CACHED_PATHS = [/^\/$/, /^\/courses$/, /^\/courses\/category\/[A-Za-z0-9_-]+$/, /^\/courses\/[a-z0-9][a-z0-9-]*$/];

export function isCachedPagePath(path: string): boolean {
  return CACHED_PATHS.some((re) => re.test(path));
}

/** Everything the layout reads from a request, and nothing else. */
export interface PageKey {
  path: string;
  /** the `?lang=` of the address (the canonical and the language links follow it), or null */
  langParam: Lang | null;
  /** the language the page is written in (query, cookie or Accept-Language) */
  lang: Lang;
  isBot: boolean;
}

/** The cache key of a page. */
export const pageKeyOf = (k: PageKey) => `${k.path}|${k.langParam ?? ''}|${k.lang}|${k.isBot ? 'bot' : ''}`;

/**
 * The cache key of a public catalogue answer of the API (issue 32): its path and query exactly as the
 * request wrote them (`/api/v1/courses?category=…`). A page key never starts with `api `.
 */
export const apiKeyOf = (pathAndQuery: string) => `api ${pathAndQuery}`;

/** Bodies this small are sent as they are: an encoding gains less than it costs (as lib/compression.ts). */
const MIN_ENCODED_BYTES = MIN_BYTES;

/**
 * A rendered page (or catalogue answer) as it goes out: status, every header of the answer but the
 * request's own (request id, security headers, content encoding; the ETag is among them), the body once
 * per encoding.
 */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Bytes;
  br: Bytes | null;
  gzip: Bytes | null;
  etag: string;
}

/** Bytes a Response can carry (what zlib and Buffer.concat give: never a shared buffer). */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (b: Buffer): Bytes => b as unknown as Bytes;

interface Entry {
  page: RenderedPage;
  cohortIds: ReadonlySet<number>;
  expiresAt: number;
}

/** What a render read from the catalogue: the cohorts it showed and when the clock changes any of it. */
export class RenderReads {
  readonly cohortIds = new Set<number>();
  expiresAt: number;
  constructor(
    private readonly now: Date,
    maxAgeMs: number,
  ) {
    // relative texts ("started 14.09") and the order of groups move with the Tallinn day at the latest
    this.expiresAt = Math.min(now.getTime() + maxAgeMs, addTallinnDays(startOfTallinnDay(now), 1).getTime());
  }
  private until(at: Date | string | null) {
    if (at === null) return;
    const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
    if (t > this.now.getTime() && t < this.expiresAt) this.expiresAt = t;
  }
  cohort(c: CohortDto) {
    this.cohortIds.add(c.id);
    this.until(nextCohortStateChange({ startDate: c.start_date, endDate: c.end_date }, this.now));
  }
  course(c: CourseSummaryDto) {
    // a coming start that passes changes the card's "next start"
    this.until(c.next_start_date);
  }
}

/** The catalogue as a render sees it, noting what it reads. */
export function recordingCatalog(catalog: CatalogService, reads: RenderReads): CatalogService {
  return {
    async listCourses(filter) {
      const courses = await catalog.listCourses(filter);
      for (const c of courses) reads.course(c);
      return courses;
    },
    async getCourse(slug) {
      const course = await catalog.getCourse(slug);
      if (course) reads.course(course);
      return course;
    },
    async listCohorts(courseId) {
      const cohorts = await catalog.listCohorts(courseId);
      for (const c of cohorts) reads.cohort(c);
      return cohorts;
    },
    async listUpcomingCohorts(limit) {
      const cohorts = await catalog.listUpcomingCohorts(limit);
      for (const c of cohorts) reads.cohort(c);
      return cohorts;
    },
    listPartnerSchools: () => catalog.listPartnerSchools(),
  };
}

/** What a render gives: the status, the answer's own headers (Content-Type, Cache-Control, Vary …), the body. */
export interface Rendered {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PageCacheOptions {
  /** the longest a page is kept (ms) */
  maxAgeMs: number;
  /** how many pages are kept at most (oldest first out) */
  maxEntries?: number;
  /** deps.clock: a page expires when this clock passes the instant its badges change */
  clock: Clock;
}

/** Brotli 11 on a 50 KB page takes tens of ms: paid once per change, not per view. */
async function encode(body: Buffer): Promise<{ br: Bytes; gzip: Bytes }> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br: bytes(br), gzip: bytes(gz) };
}

export function createPageCache(options: PageCacheOptions) {
  const { clock } = options;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  // change counters: a render begun before a change that concerns it is served but not kept
  let changeCount = 0;
  let droppedAllAt = 0;
  const seatsChangedAt = new Map<number, number>();
  let hits = 0;
  let misses = 0;

  function forget(change: PublicChange) {
    if (change.t === 'mark') return;
    changeCount++;
    if (change.t === 'seats') {
      seatsChangedAt.set(change.id, changeCount);
      for (const [key, entry] of entries) if (entry.cohortIds.has(change.id)) entries.delete(key);
    } else {
      droppedAllAt = changeCount;
      seatsChangedAt.clear();
      entries.clear();
    }
    // renders under way may have read the old state: later requests start their own
    inFlight.clear();
  }

  /**
   * The page for `key`: from the cache, or rendered by `render` (given a catalogue that notes what the
   * page showed). Concurrent requests for one key share one render. Only a 200 is kept.
   */
  async function get(key: PageKey | string, render: (catalog: (c: CatalogService) => CatalogService) => Promise<Rendered>): Promise<{ page: RenderedPage; hit: boolean }> {
    const k = typeof key === 'string' ? key : pageKeyOf(key);
    const now = clock();
    const entry = entries.get(k);
    if (entry && entry.expiresAt > now.getTime()) {
      hits++;
      return { page: entry.page, hit: true };
    }
    if (entry) entries.delete(k);
    misses++;
    const pending = inFlight.get(k);
    if (pending) return { page: await pending, hit: false };
    const startedAt = changeCount;
    const reads = new RenderReads(now, options.maxAgeMs);
    const run = (async (): Promise<RenderedPage> => {
      const rendered = await render((c) => recordingCatalog(c, reads));
      const keep = rendered.status === 200 && !('set-cookie' in rendered.headers);
      const encoded = keep && rendered.body.length >= MIN_ENCODED_BYTES ? await encode(rendered.body) : { br: null, gzip: null };
      const etag = `W/"${createHash('sha1').update(rendered.body).digest('base64url').slice(0, 22)}"`;
      const page: RenderedPage = {
        status: rendered.status,
        headers: { ...rendered.headers, etag },
        body: bytes(rendered.body),
        ...encoded,
        etag,
      };
      const stale = droppedAllAt > startedAt || [...reads.cohortIds].some((id) => (seatsChangedAt.get(id) ?? 0) > startedAt);
      if (keep && !stale) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(k, { page, cohortIds: reads.cohortIds, expiresAt: reads.expiresAt });
      }
      return page;
    })();
    inFlight.set(k, run);
    try {
      return { page: await run, hit: false };
    } finally {
      if (inFlight.get(k) === run) inFlight.delete(k);
    }
  }

  /**
   * The kept page of `key` if there is one and the clock has not expired it, counted as a hit; nothing
   * is rendered (the fast path asks this, fast-path.ts).
   */
  function peek(key: string): RenderedPage | null {
    const entry = entries.get(key);
    if (!entry || entry.expiresAt <= clock().getTime()) return null;
    hits++;
    return entry.page;
  }

  return {
    get,
    peek,
    forget,
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A stand-in for the Node response a page renderer (Astro's handler) writes to: it keeps the status,
 * the headers and the body, so the page can be compressed once and sent many times.
 */
export class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private readonly headerMap = new Map<string, string>();
  private readonly chunks: Buffer[] = [];
  readonly done: Promise<Rendered>;
  private finish!: (r: Rendered) => void;
  constructor() {
    super();
    this.done = new Promise((resolve) => (this.finish = resolve));
  }
  setHeader(name: string, value: string | number | readonly string[]) {
    this.headerMap.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  getHeader(name: string) {
    return this.headerMap.get(name.toLowerCase());
  }
  hasHeader(name: string) {
    return this.headerMap.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headerMap.delete(name.toLowerCase());
  }
  writeHead(status: number, headers?: Record<string, string | number | readonly string[] | undefined> | string) {
    this.statusCode = status;
    if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }
  write(chunk: string | Uint8Array) {
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    return true;
  }
  end(chunk?: string | Uint8Array) {
    if (chunk !== undefined) this.write(chunk);
    this.headersSent = true;
    this.finish({ status: this.statusCode, headers: Object.fromEntries(this.headerMap), body: Buffer.concat(this.chunks) });
    this.emit('finish');
    this.emit('close');
    return this;
  }
  destroy() {
    this.end();
  }
}
