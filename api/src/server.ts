import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono, type Context } from 'hono';
import { type HttpBindings } from '@hono/node-server';
import { getCookie, setCookie } from 'hono/cookie';
import { getFavouriteCourseIds, listLiveRegisteredCohortIds } from '@valik/db/queries';
import { ADMIN_ROUTES, BUILD_MANIFEST_FILE, LANG_COOKIE, LANG_COOKIE_OPTIONS, PORTAL_ROUTES, isBotUserAgent, isLang, matchRoute } from '@valik/domain';
import type { Lang, SiteLocals } from '@valik/domain/contracts';
import { createApp } from './app.ts';
import { listenWith } from './lib/http-server.ts';
import { ApiError } from './lib/errors.ts';
import { renderError } from './lib/render-error.ts';
import { verifyDiploma } from './diplomas/issue-diploma.ts';
import { siteConfigOf } from './env.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { IMMUTABLE_CACHE, SHORT_CACHE, staticFiles } from './lib/static-files.ts';
import { setMissingAnswerHeaders } from './lib/answer-headers.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { ALREADY_SENT_HEADER, compressNodeResponse, compressResponses } from './lib/compression.ts';
import { createUploadsHandler } from './lib/serve-uploads.ts';
import { readSession } from './middleware/allow.ts';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox.routes.ts';
import { devErrorsRoutes } from './routes/dev-errors/dev-errors.routes.ts';
import { metricsRoutes } from './routes/metrics/metrics.routes.ts';
import { browserErrorReporting, serverRelease } from './errors/reporting-config.ts';
import { loggablePath } from './middleware/request-context.ts';
import { CapturedResponse, isCachedPagePath } from './site-pages/page-cache.ts';
import { pageHeaders, sendCached } from './site-pages/cached-answer.ts';
import { createFastPath, type FastPath } from './site-pages/fast-path.ts';
import { apiGroupsOf } from './metrics/metrics.ts';

type ServerEnv = AppEnv & { Bindings: HttpBindings };

/** better-auth's session cookie (cookiePrefix 'valik'; `__Secure-` in production) */
const SESSION_COOKIE = 'valik.session_token';
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: SiteLocals) => Promise<void>;

async function loadAstroHandler(siteDist: string): Promise<AstroHandler | null> {
  const entry = resolve(siteDist, 'server/entry.mjs');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return mod.handler;
}

/**
 * The one inline script the server writes: the app shells' runtime config. The same text for every
 * request of the process, so the CSP allows exactly it by its hash.
 * It also tells zod, before any module runs, not to compile parsers with `new Function`: the policy
 * refuses eval, and zod's probe for it was itself a refused eval reported on every page. zod keeps its
 * settings in `globalThis.__zod_globalConfig` (shared by every copy of zod on the page); a module setting
 * them would run too late, after the chunk that makes the first schemas.
 */
function runtimeConfigScript(runtime: Record<string, unknown>): string {
  return `window.__zod_globalConfig={jitless:true};window.__VALIK__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}`;
}

/** An app shell (portal or admin index.html) with the runtime config and language filled in. */
function createShellRenderer(indexPath: string, configScript: string, cache: boolean) {
  let template: string | null = null;
  return async (lang: Lang): Promise<string | null> => {
    // Cached in production; re-read elsewhere so a rebuild (pnpm dev) shows without a restart.
    if (template === null || !cache) {
      if (!existsSync(indexPath)) return null;
      template = await readFile(indexPath, 'utf8');
    }
    return template
      .replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`)
      .replace('</head>', () => `<script>${configScript}</script></head>`);
  };
}

/**
 * The answer of a page Astro wrote to the Node response itself. @hono/node-server honours the mark only
 * on a full fetch Response: its own lightweight one (what `Response` is once its server runs) would be
 * written a second time. So a fresh one per page (the middlewares add headers to it), made full at once.
 */
function writtenByHandler(): Response {
  const res = new Response(null, { headers: { [ALREADY_SENT_HEADER]: 'true' } });
  void res.body;
  return res;
}

/**
 * The one HTTP server: API, app shells and the Astro site on one port, in the order of
 * architecture.md §2.
 */
export async function createServer(deps: AppDeps) {
  const { env } = deps;
  // what the app shells learn per request: where they run, and where their error reports go (release:
  // SENTRY_RELEASE, else each app's own build id)
  const runtime = { environment: env.NODE_ENV, errors: browserErrorReporting(env, env.SENTRY_RELEASE ?? null) };
  const configScript = runtimeConfigScript(runtime);
  const headers = securityHeaders({ isProduction: env.isProduction, reportOrigin: runtime.errors ? new URL(runtime.errors.dsn).origin : null, inlineScripts: [configScript] });
  const portalShell = createShellRenderer(resolve(env.PORTAL_DIST_DIR, 'index.html'), configScript, env.isProduction);
  const adminShell = createShellRenderer(resolve(env.ADMIN_DIST_DIR, 'index.html'), configScript, env.isProduction);
  const siteClient = resolve(env.SITE_DIST_DIR, 'client');
  const astro = await loadAstroHandler(env.SITE_DIST_DIR);
  if (!astro) deps.logger.warn({ dir: env.SITE_DIST_DIR }, 'the public site is not built: run `pnpm build`');
  // the routes and the site read the same catalogue (and its cache) of these deps
  const { catalog } = deps;
  const diplomas: SiteLocals['diplomas'] = { verify: (code) => verifyDiploma(deps, { code }) };
  const registrations: SiteLocals['registrations'] = {
    liveCohortIds: (params) => listLiveRegisteredCohortIds(deps.db, params),
    favouriteCourseIds: (params) => getFavouriteCourseIds(deps.db, params),
  };
  const siteConfig = { ...siteConfigOf(env), errorReporting: browserErrorReporting(env, serverRelease(env)) };

  // Rendered pages for visitors who are not signed in (ADR 019, deps.pageCache): dropped by the changes
  // every replica hears from the database, so used only while this process listens (main.ts, the tests').
  const { pageCache } = deps;
  const publicBase = new URL(env.PUBLIC_BASE_URL);

  const server = new Hono<ServerEnv>();

  // Security headers on every Hono response (Astro pages get them on the Node response below).
  const headerEntries = Object.entries(headers);
  server.use('*', async (c, next) => {
    await next();
    setMissingAnswerHeaders(c, headerEntries);
  });

  // br/gzip for what is made per request, Astro's pages included (lib/compression.ts); the builds' files
  // come precompressed from the build (lib/static-files.ts).
  server.use('*', compressResponses({ skipPaths: ['/healthz', '/readyz', '/metrics'] }));

  // ?lang=et|en|ru switches the language and remembers it in the cookie (the hreflang links use it, ADR 021).
  server.use('*', async (c, next) => {
    const requested = c.req.query('lang');
    if (isLang(requested)) {
      setCookie(c, LANG_COOKIE, requested, LANG_COOKIE_OPTIONS);
    }
    await next();
  });

  const api = createApp(deps);
  server.route('/', api as unknown as Hono<ServerEnv>);
  const apiGroups = apiGroupsOf(api.routes.map((r) => r.path));
  // Unknown API paths answer JSON, never the site's 404 page.
  server.all('/api/*', (c) => renderError(new ApiError('NOT_FOUND', 'Page not found'), c));

  const langOf = (c: Context<ServerEnv>): Lang => {
    const q = c.req.query('lang');
    return isLang(q) ? q : c.get('lang');
  };

  // The dev mailbox (e-mails stored instead of sent): never in production.
  if (!env.isProduction) server.route('/dev/mailbox', devMailboxRoutes as unknown as Hono<ServerEnv>);
  // The local stand-in for Sentry's ingest (error reports when no DSN is configured): never in production.
  if (!env.isProduction) server.route('/dev/errors', devErrorsRoutes as unknown as Hono<ServerEnv>);

  // Prometheus metrics for the operator's scraper, behind METRICS_TOKEN (ADR 027); no token, no /metrics
  if (env.METRICS_TOKEN) server.route('/metrics', metricsRoutes(env.METRICS_TOKEN) as unknown as Hono<ServerEnv>);

  // uploaded files through the storage adapter (local disk or S3), with resized variants (?w=)
  server.get('/uploads/*', createUploadsHandler(deps.storage));

  /**
   * An app shell: its hashed assets under `<base>/assets/`, every other path gets index.html with the
   * HTTP status the shared route table gives it (404 for unknown routes, 400 for a bad course id).
   */
  const serveShell =
    (distDir: string, base: string, render: (lang: Lang) => Promise<string | null>, table: typeof PORTAL_ROUTES) => {
      const manifest = `${base}/${BUILD_MANIFEST_FILE}`;
      // the latest build's manifest, which open tabs poll (?t=…) to offer a reload: never cached
      const assets = staticFiles<ServerEnv>({ root: distDir, prefix: base, cacheControl: (path) => (path === manifest ? 'no-cache' : IMMUTABLE_CACHE) });
      return async (c: Context<ServerEnv>) => {
        const path = c.req.path;
        if (path.startsWith(`${base}/assets/`) || path === manifest) return (await assets(c, async () => {})) ?? c.notFound();
        const html = await render(langOf(c));
        if (html === null) return c.text('This application is not built: run `pnpm build`.', 503);
        return c.html(html, matchRoute(table, path).status, { 'cache-control': 'no-cache' });
      };
    };

  const adminHandler = serveShell(env.ADMIN_DIST_DIR, '/manage', adminShell, ADMIN_ROUTES);
  for (const p of ['/manage', '/manage/*']) server.get(p, adminHandler);
  // The portal is built with base /user/, so its assets live at /user/assets/*.
  const portalHandler = serveShell(env.PORTAL_DIST_DIR, '/user', portalShell, PORTAL_ROUTES);
  for (const p of ['/auth', '/auth/*', '/user', '/user/*']) server.get(p, portalHandler);

  const hasSessionCookie = (c: Context<ServerEnv>) => {
    const cookies = getCookie(c);
    return SESSION_COOKIE in cookies || `__Secure-${SESSION_COOKIE}` in cookies;
  };

  /** What a page may read of its request (Astro.locals). */
  const siteLocals = (c: Context<ServerEnv>, user: SiteLocals['user'], page: { lang: Lang; isBot: boolean }): SiteLocals => ({
    catalog,
    diplomas,
    registrations,
    lang: page.lang,
    isProduction: env.isProduction,
    isBot: page.isBot,
    baseUrl: env.PUBLIC_BASE_URL,
    user,
    config: siteConfig,
    // a page that threw (500.astro) is reported like an API 5xx, with this request's id
    reportError: (error) => {
      // the request context then reports nothing more of this request's 500 (report-server-failure.ts)
      c.set('failureReported', true);
      deps.errors.captureException(error, {
        app: 'site',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: 500,
        userId: user?.id ?? null,
        query: new URL(c.req.url).search.slice(1),
        userAgent: c.req.header('user-agent') ?? null,
      });
    },
  });

  // The Astro site: its client build first (middleware mode serves no files), then its handler.
  server.use('*', staticFiles<ServerEnv>({ root: siteClient, cacheControl: (path) => (path.startsWith('/_astro/') ? IMMUTABLE_CACHE : SHORT_CACHE) }));
  server.all('*', async (c) => {
    if (!astro) return c.text('The public site is not built: run `pnpm build`.', 503);
    const { incoming, outgoing } = c.env;
    const url = new URL(c.req.url);
    const asked = url.searchParams.get('lang');
    const langParam: Lang | null = isLang(asked) ? asked : null;
    if (
      pageCache &&
      !hasSessionCookie(c) &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      deps.changes.listening &&
      isCachedPagePath(c.req.path) &&
      [...url.searchParams.keys()].every((name) => name === 'lang') &&
      (asked === null || langParam !== null)
    ) {
      const key = { path: c.req.path, langParam, lang: langOf(c), isBot: isBotUserAgent(c.req.header('user-agent') ?? '') };
      const { page, hit } = await pageCache.get(key, async (wrap) => {
        // a request made of the key alone, on the public host: nothing of this visitor's own request
        const request = Object.assign(new EventEmitter(), {
          method: 'GET',
          url: langParam ? `${c.req.path}?lang=${langParam}` : c.req.path,
          headers: { host: publicBase.host, accept: 'text/html' },
          socket: { encrypted: publicBase.protocol === 'https:' },
        });
        const captured = new CapturedResponse();
        await astro(request as unknown as IncomingMessage, captured as unknown as ServerResponse, () => {
          captured.statusCode = 404;
          captured.end('Not found');
        }, { ...siteLocals(c, null, key), catalog: wrap(catalog) });
        const rendered = await captured.done;
        return { ...rendered, headers: pageHeaders(rendered.headers) };
      });
      return sendCached(c, page, hit, deps.metrics.observePageCache);
    }
    // Hono's after-next() headers never reach a response Astro writes itself: set them now.
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    const langCookie = c.res.headers.get('set-cookie');
    if (langCookie) outgoing.setHeader('set-cookie', langCookie);
    outgoing.setHeader('x-request-id', c.get('requestId'));
    // Pages show live seats and depend on the language and the session: always revalidate (a page's own
    // Cache-Control, e.g. of a generated image, replaces this one).
    outgoing.setHeader('cache-control', 'no-cache');
    outgoing.setHeader('vary', 'Accept-Language, Cookie');
    let user: SiteLocals['user'] = null;
    if (hasSessionCookie(c)) {
      const { user: u } = await readSession(deps, c.req.raw.headers);
      if (u) user = { id: u.id, role: u.role, first_name: u.first_name };
    }
    const locals = siteLocals(c, user, { lang: langOf(c), isBot: isBotUserAgent(c.req.header('user-agent') ?? '') });
    compressNodeResponse(incoming, outgoing);
    await astro(incoming, outgoing, () => {
      outgoing.statusCode = 404;
      outgoing.end('Not found');
    }, locals);
    return writtenByHandler();
  });

  // what listenHttp answers before this chain: a hit of the page cache (site-pages/fast-path.ts)
  const fastPath = createFastPath({ deps, securityHeaders: headers, apiGroups: () => apiGroups });
  return Object.assign(server, { fastPath });
}

export type ValikServer = Awaited<ReturnType<typeof createServer>>;

/**
 * The server on a port: node:http, each request first offered to the fast path (a page-cache hit answered
 * on the raw request, ADR 029), everything else to the Hono app, with the refused-body handling of
 * lib/http-server.ts (ADR 028). main.ts awaits `listen` from there; this is its callback form.
 */
export function listenHttp(app: { fetch: Hono<ServerEnv>['fetch']; fastPath: FastPath }, options: { port: number; hostname?: string }, onListening?: (info: AddressInfo) => void): HttpServer {
  return listenWith(app, options, onListening);
}
