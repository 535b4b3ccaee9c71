// The fast path of the rendered-page cache (issue 32, ADR 029): a request that the cache can answer as
// it is (a public page or a catalogue answer of the API, already kept, for a visitor without a session)
// is answered on the raw node:http request, before @hono/node-server builds a fetch Request and before
// the middleware chain runs. It does what the chain does for such an answer and nothing else:
//
// - the request id (the caller's well-formed X-Request-Id, else a new one), the access log line and the
//   request and page-cache metrics, as request-context.ts writes them;
// - the security headers, the cache's own headers (Cache-Control, Vary, ETag) and the encoding's,
//   joined once per cached answer and encoding (a WeakMap on the answer: a dropped page takes its
//   headers with it);
// - `?lang=` remembered in the language cookie, as the chain's language middleware sets it;
// - conditional GET (304 to the ETag the client has), HEAD, Brotli or gzip from the precompressed bytes.
//
// Anything else goes down the full chain, which answers it exactly as before: a session cookie, a method
// other than GET or HEAD, a body, a query other than a valid `?lang=` (pages), a path with escapes or not
// in the cache, a client that takes only deflate (the chain's encoder would make it), a server that is
// not listening to the database's changes. The chain's own answers of the cache (a miss, and every
// request the fast path leaves) are sent by the same rules (cached-answer.ts), and
// api/tests/site/fast-path.test.ts compares the two header by header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { parse, serialize } from 'hono/utils/cookie';
import { LANG_COOKIE, LANG_COOKIE_OPTIONS, isBotUserAgent, isLang, resolveLanguage } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import { REQUEST_ID_PATTERN, loggablePath } from '../middleware/request-context.ts';
import { routeGroupOf } from '../metrics/metrics.ts';
import { MIN_BYTES } from '../lib/compression.ts';
import { bodyOf, chooseEncoding, notModified, type Encoding } from './cached-answer.ts';
import { apiKeyOf, isCachedPagePath, pageKeyOf, type RenderedPage } from './page-cache.ts';

/** better-auth's session cookie (cookiePrefix 'valik'; `__Secure-` in production): such a visitor renders per request. */
const SESSION_COOKIES = ['valik.session_token', '__Secure-valik.session_token'];
/** The catalogue answers of the API the cache keeps (courses/catalogue-answers.ts). */
const CACHED_API_PATHS = /^\/api\/v1\/(?:courses(?:\/[a-z0-9-]+)?|cohorts)$/;
/**
 * Encodings the chain's encoder speaks (lib/compression.ts): a client taking only deflate goes there when
 * the body is one the encoder would take on (the cache compresses no smaller one either).
 */
const ENCODER_ACCEPTS = /\b(?:br|gzip|deflate)\b/i;

/** The precomputed headers of one cached answer: per encoding, and for 304. */
interface Prepared {
  identity: string[];
  br: string[] | null;
  gzip: string[] | null;
  notModified: string[];
}

export interface FastPathOptions {
  deps: Pick<AppDeps, 'pageCache' | 'changes' | 'metrics' | 'logger'>;
  /** the security headers of every answer (lib/security-headers.ts), as the server computed them */
  securityHeaders: Readonly<Record<string, string>>;
  /** the product API's route groups, for the request metrics */
  apiGroups: () => ReadonlySet<string>;
}

/** Answers `req` from the page cache and returns true, or returns false and leaves `res` untouched. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createFastPath({ deps, securityHeaders, apiGroups }: FastPathOptions): FastPath {
  const { pageCache, changes, metrics, logger } = deps;
  const security = Object.entries(securityHeaders);
  const prepared = new WeakMap<RenderedPage, Prepared>();

  /** The answer's headers as a flat [name, value, …] list: its own, the security headers, the encoding. */
  function prepare(page: RenderedPage): Prepared {
    // as the chain's security middleware: each one the answer does not set itself
    const missing = security.filter(([name]) => !(name in page.headers));
    const base = [...Object.entries(page.headers).flat(), ...missing.flat(), 'x-page-cache', 'hit'];
    const withBody = (encoding: Encoding) => {
      const body = bodyOf(page, encoding);
      // Content-Length last: HEAD leaves it out
      return [...base, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.byteLength)];
    };
    return {
      identity: withBody(null),
      br: page.br ? withBody('br') : null,
      gzip: page.gzip ? withBody('gzip') : null,
      notModified: base,
    };
  }

  const answer: FastPath = (req, res) => {
    if (!pageCache || !changes.listening) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const { headers } = req;
    if (headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0')) return false;
    const url = req.url ?? '';
    if (url.charCodeAt(0) !== 47 /* / */ || url.includes('%') || url.includes('#')) return false;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q + 1);
    const isPage = isCachedPagePath(path);
    // every other path (the health checks, assets, the rest of the API) leaves at once
    if (!isPage && !CACHED_API_PATHS.test(path)) return false;
    const cookies = headers.cookie ? parse(headers.cookie) : {};
    if (SESSION_COOKIES.some((name) => name in cookies)) return false;

    let key: string;
    let langParam: Lang | null = null;
    if (isPage) {
      if (query !== '') {
        const params = new URLSearchParams(query);
        for (const name of params.keys()) if (name !== 'lang') return false;
        const asked = params.get('lang');
        if (!isLang(asked)) return false;
        langParam = asked;
      }
      const lang = langParam ?? resolveLanguage({ userLanguage: null, cookie: cookies[LANG_COOKIE] ?? null, acceptLanguage: headers['accept-language'] ?? null });
      key = pageKeyOf({ path, langParam, lang, isBot: isBotUserAgent(headers['user-agent'] ?? '') });
    } else {
      // `?lang=` on an API path sets the cookie too (the chain's language middleware): left to the chain
      if (query.includes('lang=')) return false;
      key = apiKeyOf(url);
    }

    const page = pageCache.peek(key);
    if (!page) return false;
    const started = performance.now();
    let ready = prepared.get(page);
    if (!ready) prepared.set(page, (ready = prepare(page)));

    let status = page.status;
    let list: string[];
    let body: Uint8Array | null = null;
    if (notModified(page, headers['if-none-match'])) {
      status = 304;
      list = ready.notModified;
    } else {
      const encoding = chooseEncoding(page, headers['accept-encoding']);
      // the chain would deflate it per request: its encoder speaks what the cache did not make
      if (encoding === null && method === 'GET' && page.body.byteLength >= MIN_BYTES && ENCODER_ACCEPTS.test(headers['accept-encoding'] ?? '')) return false;
      list = encoding === 'br' ? ready.br! : encoding === 'gzip' ? ready.gzip! : ready.identity;
      // the chain answers HEAD without a Content-Length (its last pair here)
      if (method === 'GET') body = bodyOf(page, encoding);
      else list = list.slice(0, -2);
    }
    const incoming = headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const own = ['x-request-id', requestId];
    if (langParam) own.push('set-cookie', serialize(LANG_COOKIE, langParam, LANG_COOKIE_OPTIONS));
    res.writeHead(status, list.concat(own));
    res.end(body);

    const elapsedMs = performance.now() - started;
    metrics.observePageCache(true);
    metrics.observeRequest({ group: routeGroupOf(path, apiGroups()), method, status, seconds: elapsedMs / 1000 });
    logger.info({ requestId, method, path: loggablePath(path), status, ms: Math.round(elapsedMs) }, 'request');
    return true;
  };

  // a fault here must not take the process down: before anything is written the chain answers instead
  return (req, res) => {
    try {
      return answer(req, res);
    } catch (err) {
      logger.error({ err, path: loggablePath((req.url ?? '').split('?')[0] ?? '') }, 'the fast path failed');
      return res.headersSent;
    }
  };
}
