// The fast path of the rendered-page cache (issue 32, ADR 029): a request that the cache can answer as
// it is (a public page or a catalogue answer of the API, already kept, for a visitor without a session)
// is answered on the raw node:http request, before @hono/node-server builds a fetch Request and before
// the middleware chain runs. It does what the chain does for such an answer and nothing else:
//
// - the request id (the caller's well-formed X-Request-Id, else a new one), the access log line (the same
//   bytes, written by lib/logger.ts's accessLineOf) and the request and page-cache metrics, as
//   request-context.ts writes them;
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
import { LANG_COOKIE, LANG_COOKIE_OPTIONS, isBotUserAgent, isLang, langCookieOf, resolveLanguage } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import type { RequestSeries } from '../metrics/metrics.ts';
import { accessLineOf } from '../lib/logger.ts';
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

/**
 * The precomputed headers of one cached answer: per encoding, and for 304, each a flat [name, value, …]
 * list ending in the request id's pair, whose value is written in place per request (writeHead reads
 * the list before it returns); and what the log line and the metrics say of its path.
 */
interface Prepared {
  identity: string[];
  br: string[] | null;
  gzip: string[] | null;
  notModified: string[];
  /** the path the answer was asked for (a cached answer belongs to one path), its log form (a JSON string) and route group */
  path: string;
  logPathJson: string;
  group: string;
  /** the request metrics' series of a GET answered with the answer's status, and with 304 */
  served: RequestSeries;
  notModifiedServed: RequestSeries;
}

/**
 * The request headers the fast path reads, taken from the raw list Node's parser made: `req.headers`, an
 * object Node builds from that list on first use (a property per header), is not built for a hit.
 */
interface Asked {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  requestId: string | undefined;
}

/**
 * The headers of `raw` the fast path reads, or null when the request is the chain's: one with a body,
 * or with one of those headers twice (Node joins or drops repeats by rules of its own: the chain reads
 * them as it always has).
 */
function askedOf(raw: readonly string[]): Asked | null {
  const asked: Asked = { cookie: undefined, acceptLanguage: undefined, userAgent: undefined, ifNoneMatch: undefined, acceptEncoding: undefined, requestId: undefined };
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const length = name.length;
    // only names of a length one of them has are lower-cased and compared
    if (length !== 6 && length !== 10 && length !== 12 && length !== 13 && length !== 14 && length !== 15 && length !== 17) continue;
    const value = raw[i + 1]!;
    let field: keyof Asked;
    switch (name.toLowerCase()) {
      case 'transfer-encoding':
        return null;
      case 'content-length':
        if (value !== '0') return null;
        continue;
      case 'cookie':
        field = 'cookie';
        break;
      case 'accept-language':
        field = 'acceptLanguage';
        break;
      case 'user-agent':
        field = 'userAgent';
        break;
      case 'if-none-match':
        field = 'ifNoneMatch';
        break;
      case 'accept-encoding':
        field = 'acceptEncoding';
        break;
      case 'x-request-id':
        field = 'requestId';
        break;
      default:
        continue;
    }
    if (asked[field] !== undefined) return null;
    asked[field] = value;
  }
  return asked;
}

/** What one request target (path and query) means to the fast path: worked out once per target. */
interface Target {
  path: string;
  /** a public page (else a catalogue answer of the API) */
  isPage: boolean;
  langParam: Lang | null;
}

/** Memos of pure functions of one header (the language, bot or not) and of the targets: bounded, emptied when full. */
const MEMO_SIZE = 512;
function memo<V>(compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= MEMO_SIZE) known.clear();
      known.set(key, (value = compute(key)));
    }
    return value as V;
  };
}

/** The target's meaning, or null when the fast path leaves it to the chain. */
function targetOf(url: string): Target | null {
  if (url.charCodeAt(0) !== 47 /* / */ || url.includes('%') || url.includes('#')) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  if (isCachedPagePath(path)) {
    let langParam: Lang | null = null;
    if (query !== '') {
      const params = new URLSearchParams(query);
      for (const name of params.keys()) if (name !== 'lang') return null;
      const asked = params.get('lang');
      if (!isLang(asked)) return null;
      langParam = asked;
    }
    return { path, isPage: true, langParam };
  }
  // every other path (the health checks, assets, the rest of the API) leaves at once;
  // `?lang=` on an API path sets the cookie too (the chain's language middleware): left to the chain
  if (!CACHED_API_PATHS.test(path) || query.includes('lang=')) return null;
  return { path, isPage: false, langParam: null };
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
  const accessLine = accessLineOf(logger);
  const security = Object.entries(securityHeaders);
  const prepared = new WeakMap<RenderedPage, Prepared>();

  /** The answer's headers as a flat [name, value, …] list: its own, the security headers, the encoding. */
  function prepare(page: RenderedPage, path: string): Prepared {
    // as the chain's security middleware: each one the answer does not set itself
    const missing = security.filter(([name]) => !(name in page.headers));
    const base = [...Object.entries(page.headers).flat(), ...missing.flat(), 'x-page-cache', 'hit'];
    const group = routeGroupOf(path, apiGroups());
    const withBody = (encoding: Encoding) => {
      const body = bodyOf(page, encoding);
      return [...base, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.byteLength), 'x-request-id', ''];
    };
    return {
      identity: withBody(null),
      br: page.br ? withBody('br') : null,
      gzip: page.gzip ? withBody('gzip') : null,
      notModified: [...base, 'x-request-id', ''],
      path,
      logPathJson: JSON.stringify(loggablePath(path)),
      group,
      served: metrics.requestSeries({ group, method: 'GET', status: page.status }),
      notModifiedServed: metrics.requestSeries({ group, method: 'GET', status: 304 }),
    };
  }

  const targets = memo(targetOf);
  // the language of a page from the Cookie and Accept-Language headers (a visitor sends the same ones again and again)
  const languageOf = memo((pair: string) => {
    const cut = pair.indexOf('\n');
    const acceptLanguage = pair.slice(cut + 1);
    return resolveLanguage({ userLanguage: null, cookie: langCookieOf(pair.slice(0, cut)), acceptLanguage: acceptLanguage === '' ? null : acceptLanguage });
  });
  const isBot = memo(isBotUserAgent);

  const answer: FastPath = (req, res) => {
    if (!pageCache || !changes.listening) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const target = targets(req.url ?? '');
    if (!target) return false;
    const headers = askedOf(req.rawHeaders);
    if (!headers) return false;
    const cookie = headers.cookie;
    // a session cookie's name in the header: read it exactly (a name only inside a value is no session)
    if (cookie && cookie.includes('session_token')) {
      const cookies = parse(cookie);
      if (SESSION_COOKIES.some((name) => name in cookies)) return false;
    }

    const { path, langParam } = target;
    let key: string;
    if (target.isPage) {
      // no header value holds a newline (Node's parser refuses one): the memo's key separates the two with it
      const lang = langParam ?? languageOf(`${cookie ?? ''}\n${headers.acceptLanguage ?? ''}`);
      key = pageKeyOf({ path, langParam, lang, isBot: isBot(headers.userAgent ?? '') });
    } else key = apiKeyOf(req.url!);

    const page = pageCache.peek(key);
    if (!page) return false;
    const started = performance.now();
    let ready = prepared.get(page);
    if (ready?.path !== path) prepared.set(page, (ready = prepare(page, path)));

    let status = page.status;
    let list: string[];
    let body: Uint8Array | null = null;
    if (notModified(page, headers.ifNoneMatch)) {
      status = 304;
      list = ready.notModified;
    } else {
      const encoding = chooseEncoding(page, headers.acceptEncoding);
      // the chain would deflate it per request: its encoder speaks what the cache did not make
      if (encoding === null && method === 'GET' && page.body.byteLength >= MIN_BYTES && ENCODER_ACCEPTS.test(headers.acceptEncoding ?? '')) return false;
      list = encoding === 'br' ? ready.br! : encoding === 'gzip' ? ready.gzip! : ready.identity;
      if (method === 'GET') body = bodyOf(page, encoding);
      // the chain answers HEAD without a Content-Length (the pair before the request id's)
      else list = [...list.slice(0, -4), 'x-request-id', ''];
    }
    const incoming = headers.requestId;
    const requestId = incoming !== undefined && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    // the list's last value is the request id's: set in place, read by writeHead before it returns
    list[list.length - 1] = requestId;
    if (langParam) list = [...list, 'set-cookie', serialize(LANG_COOKIE, langParam, LANG_COOKIE_OPTIONS)];
    res.writeHead(status, list);
    res.end(body);

    const elapsedMs = performance.now() - started;
    metrics.observePageCache(true);
    if (method === 'GET') (status === 304 ? ready.notModifiedServed : ready.served).observe(elapsedMs / 1000);
    else metrics.observeRequest({ group: ready.group, method, status, seconds: elapsedMs / 1000 });
    // the chain's access line, the same bytes, without pino's work per call (lib/logger.ts)
    accessLine(requestId, method, ready.logPathJson, status, Math.round(elapsedMs));
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
