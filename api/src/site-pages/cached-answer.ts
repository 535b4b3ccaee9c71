// How an answer of the rendered-page cache goes out (ADR 019, issue 32): a public page or a catalogue
// answer of the API, in the encoding the client takes, or 304 when the client has it. One set of rules
// for both ways a cached answer leaves the server: through the full middleware chain (`sendCached`, a
// miss or a request the fast path leaves alone) and before it (fast-path.ts, a hit), so the two send the
// same headers and the same bytes (api/tests/site/fast-path.test.ts compares them header by header).
import type { Context } from 'hono';
import type { RenderedPage } from './page-cache.ts';

/** Headers a renderer may set that the cache decides itself when it sends the answer. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding', 'keep-alive']);

/** The headers a rendered page keeps: the renderer's own, with the cache's Cache-Control and Vary. */
export function pageHeaders(rendered: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(rendered)) if (!HOP_HEADERS.has(name)) out[name] = value;
  // pages show live seats and depend on the language and the session: always revalidated
  out['cache-control'] = 'no-cache';
  out['vary'] = 'Accept-Encoding, Accept-Language, Cookie';
  return out;
}

/** The headers of a catalogue answer of the API: JSON, never stored (ADR 018), per encoding. */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  vary: 'Accept-Encoding',
};

export type Encoding = 'br' | 'gzip' | null;

/** The precompressed variant the client takes: Brotli, else gzip, else the bytes as they are. */
export function chooseEncoding(page: RenderedPage, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  if (page.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** True when the client has this answer already (If-None-Match with its ETag): 304, no body. */
export const notModified = (page: RenderedPage, ifNoneMatch: string | undefined) => page.status === 200 && ifNoneMatch === page.etag;

/** The body of the chosen variant. */
export const bodyOf = (page: RenderedPage, encoding: Encoding) => (encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip! : page.body);

/** A cached answer through the middleware chain (which adds the request id and the security headers). */
export function sendCached(c: Context, page: RenderedPage, hit: boolean, observe: (hit: boolean) => void): Response {
  const out: Record<string, string> = { ...page.headers, 'x-page-cache': hit ? 'hit' : 'miss' };
  observe(hit);
  if (notModified(page, c.req.header('if-none-match'))) return c.body(null, 304, out);
  const encoding = chooseEncoding(page, c.req.header('accept-encoding'));
  if (encoding) out['content-encoding'] = encoding;
  return c.body(bodyOf(page, encoding), page.status as 200, out);
}
