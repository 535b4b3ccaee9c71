// The public API's catalogue answers (issue 32, ADR 029): the course list, a course and the cohorts of a
// course, kept in the rendered-page cache (deps.pageCache) beside the pages, with the same invalidation:
// what a render read of the catalogue (the cohorts it showed, the next starts) decides which committed
// change drops it, heard from the database on every replica (ADR 015, 019), and the clock expires it at
// its next badge boundary. The JSON is made once per change, compressed once (Brotli, gzip), and a hit is
// answered by the fast path before the middleware chain (site-pages/fast-path.ts).
//
// The answers are the same for everybody: made from the catalogue alone, never from the caller's session
// or language (errors are not kept: they are thrown as before and rendered per request in the caller's
// language). A free-text search (`?q=`) is not kept: its keys are endless, and the catalogue's row cache
// serves it. The key is the path and query as the request wrote them (apiKeyOf), so the fast path finds
// an answer without parsing the query, and only for a query this route validated.
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { CatalogService } from '@valik/domain/contracts';
import type { AppEnv } from '../lib/context.ts';
import type { ApiError } from '../lib/errors.ts';
import { API_ANSWER_HEADERS, sendCached } from '../site-pages/cached-answer.ts';
import { apiKeyOf, type Rendered } from '../site-pages/page-cache.ts';

/** What `c.json(body)` would be typed as: the typed client (`hc<AppType>`) reads the answer's shape from it. */
export type JsonAnswer<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

const NOTHING: Rendered = { status: 404, headers: {}, body: Buffer.alloc(0) };

/**
 * The route's JSON answer `{ data }` made by `make` from the catalogue, or `missing` thrown when it gives
 * null. From the page cache when it is on and this process hears the database's changes; `cacheable`
 * false (a search) or no cache: made per request, as `c.json` would.
 */
export async function catalogueAnswer<T extends { data: unknown }>(
  c: Context<AppEnv>,
  make: (catalog: CatalogService) => Promise<T | null>,
  missing: () => ApiError,
  cacheable = true,
): Promise<JsonAnswer<T>> {
  const { pageCache, catalog, changes, metrics } = c.get('deps');
  if (!pageCache || !changes.listening || !cacheable) {
    const body = await make(catalog);
    if (!body) throw missing();
    return c.json(body, 200) as unknown as JsonAnswer<T>;
  }
  const url = new URL(c.req.url);
  const { page, hit } = await pageCache.get(apiKeyOf(url.pathname + url.search), async (wrap) => {
    const body = await make(wrap(catalog));
    return body ? { status: 200, headers: { ...API_ANSWER_HEADERS }, body: Buffer.from(JSON.stringify(body)) } : NOTHING;
  });
  if (page.status !== 200) throw missing();
  return sendCached(c, page, hit, metrics.observePageCache) as JsonAnswer<T>;
}
