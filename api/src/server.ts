import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { setCookie } from 'hono/cookie';
import { listLiveRegisteredCohortIds } from '@valik/db/queries';
import { ADMIN_ROUTES, LANG_COOKIE, PORTAL_ROUTES, isBotUserAgent, matchRoute } from './domain/index.ts';
import type { Lang, SiteLocals } from './contracts/index.ts';
import { createApp } from './app.ts';
import { ApiError } from './lib/errors.ts';
import { renderError } from './lib/render-error.ts';
import { createCatalogService } from './catalog-service.ts';
import { verifyDiploma } from './diplomas/issue-diploma.ts';
import { configureCatalogCache } from './catalog-cache.ts';
import { siteConfigOf } from './env.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { IMMUTABLE_CACHE, SHORT_CACHE, fileResponse, findFile } from './lib/static-files.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { compressNodeResponse, compressResponses } from './lib/compression.ts';
import { createUploadsHandler } from './lib/serve-uploads.ts';
import { readSession } from './middleware/allow.ts';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox.routes.ts';

type ServerEnv = AppEnv & { Bindings: HttpBindings };
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: SiteLocals) => Promise<void>;

const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

async function loadAstroHandler(siteDist: string): Promise<AstroHandler | null> {
  const entry = resolve(siteDist, 'server/entry.mjs');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return mod.handler;
}

/** An app shell (portal or admin index.html) with the runtime config and language filled in. */
function createShellRenderer(indexPath: string, environment: string, cache: boolean) {
  let template: string | null = null;
  return async (lang: Lang): Promise<string | null> => {
    // Cached in production; re-read elsewhere so a rebuild (pnpm dev) shows without a restart.
    if (template === null || !cache) {
      if (!existsSync(indexPath)) return null;
      template = await readFile(indexPath, 'utf8');
    }
    const config = JSON.stringify({ environment }).replace(/</g, '\\u003c');
    return template
      .replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`)
      .replace('</head>', `<script>window.__VALIK__=${config}</script></head>`);
  };
}

/**
 * The one HTTP server: API, app shells and the Astro site on one port, in the order of
 * architecture.md §2.
 */
export async function createServer(deps: AppDeps) {
  const { env } = deps;
  const headers = securityHeaders({ isProduction: env.isProduction });
  const environment = env.NODE_ENV;
  const portalShell = createShellRenderer(resolve(env.PORTAL_DIST_DIR, 'index.html'), environment, env.isProduction);
  const adminShell = createShellRenderer(resolve(env.ADMIN_DIST_DIR, 'index.html'), environment, env.isProduction);
  const siteClient = resolve(env.SITE_DIST_DIR, 'client');
  const astro = await loadAstroHandler(env.SITE_DIST_DIR);
  if (!astro) deps.logger.warn({ dir: env.SITE_DIST_DIR }, 'the public site is not built: run `pnpm build`');
  // Before any request: the routes and the site share this database's catalogue cache.
  configureCatalogCache(deps.db, { ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000 });
  const catalog = createCatalogService(deps.db);
  const diplomas: SiteLocals['diplomas'] = { verify: (code) => verifyDiploma(deps.db, { code }) };
  const registrations: SiteLocals['registrations'] = { liveCohortIds: (params) => listLiveRegisteredCohortIds(deps.db, params) };
  const siteConfig = siteConfigOf(env);

  const server = new Hono<ServerEnv>();

  // Security headers on every Hono response (Astro pages get them on the Node response below).
  server.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // br/gzip for text responses (lib/compression.ts); Astro pages are wrapped below, where they are written.
  server.use('*', compressResponses());

  // ?lang=et|en switches the language and remembers it in the cookie.
  server.use('*', async (c, next) => {
    const requested = c.req.query('lang');
    if (requested === 'et' || requested === 'en') {
      setCookie(c, LANG_COOKIE, requested, { path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'Lax' });
    }
    await next();
  });

  const api = createApp(deps);
  server.route('/', api as unknown as Hono<ServerEnv>);
  // Unknown API paths answer JSON, never the site's 404 page.
  server.all('/api/*', (c) => renderError(new ApiError('NOT_FOUND', 'Page not found'), c));

  const langOf = (c: Context<ServerEnv>): Lang => {
    const q = c.req.query('lang');
    return q === 'et' || q === 'en' ? q : c.get('lang');
  };

  // The dev mailbox (e-mails stored instead of sent): never in production.
  if (!env.isProduction) server.route('/dev/mailbox', devMailboxRoutes as unknown as Hono<ServerEnv>);

  // uploaded files through the storage adapter (local disk or S3), with resized variants (?w=)
  server.get('/uploads/*', createUploadsHandler(deps.auth.services.storage));

  /**
   * An app shell: its hashed assets under `<base>/assets/`, every other path gets index.html with the
   * HTTP status the shared route table gives it (404 for unknown routes, 400 for a bad course id).
   */
  const serveShell =
    (distDir: string, base: string, render: (lang: Lang) => Promise<string | null>, table: typeof PORTAL_ROUTES) =>
    async (c: Context<ServerEnv>) => {
      const path = c.req.path;
      if (path.startsWith(`${base}/assets/`)) {
        const file = await findFile(distDir, path.slice(base.length));
        return file ? fileResponse(file, IMMUTABLE_CACHE) : c.notFound();
      }
      const html = await render(langOf(c));
      if (html === null) return c.text('This application is not built: run `pnpm build`.', 503);
      return c.html(html, matchRoute(table, path).status, { 'cache-control': 'no-cache' });
    };

  const adminHandler = serveShell(env.ADMIN_DIST_DIR, '/manage', adminShell, ADMIN_ROUTES);
  for (const p of ['/manage', '/manage/*']) server.get(p, adminHandler);
  // The portal is built with base /user/, so its assets live at /user/assets/*.
  const portalHandler = serveShell(env.PORTAL_DIST_DIR, '/user', portalShell, PORTAL_ROUTES);
  for (const p of ['/auth', '/auth/*', '/user', '/user/*']) server.get(p, portalHandler);

  // The Astro site: its client build first (middleware mode serves no files), then its handler.
  server.all('*', async (c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const file = c.req.path === '/' ? null : await findFile(siteClient, c.req.path);
      if (file) return fileResponse(file, c.req.path.startsWith('/_astro/') ? IMMUTABLE_CACHE : SHORT_CACHE);
    }
    if (!astro) return c.text('The public site is not built: run `pnpm build`.', 503);
    const { incoming, outgoing } = c.env;
    // Hono's after-next() headers never reach a response Astro writes itself: set them now.
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    const langCookie = c.res.headers.get('set-cookie');
    if (langCookie) outgoing.setHeader('set-cookie', langCookie);
    outgoing.setHeader('x-request-id', c.get('requestId'));
    // Pages show live seats and depend on the language and the session: always revalidate (a page's own
    // Cache-Control, e.g. of a generated image, replaces this one).
    outgoing.setHeader('cache-control', 'no-cache');
    outgoing.setHeader('vary', 'Accept-Language, Cookie');
    compressNodeResponse(incoming, outgoing);
    const hasSession = /(?:^|;\s*)(?:__Secure-)?valik\.session_token=/.test(c.req.header('cookie') ?? '');
    let user: SiteLocals['user'] = null;
    if (hasSession) {
      const { user: u } = await readSession(deps, c.req.raw.headers);
      if (u) user = { id: u.id, role: u.role, first_name: u.first_name };
    }
    const locals: SiteLocals = {
      catalog,
      diplomas,
      registrations,
      lang: langOf(c),
      isProduction: env.isProduction,
      isBot: isBotUserAgent(c.req.header('user-agent') ?? ''),
      baseUrl: env.PUBLIC_BASE_URL,
      user,
      config: siteConfig,
    };
    await astro(incoming, outgoing, () => {
      outgoing.statusCode = 404;
      outgoing.end('Not found');
    }, locals);
    return RESPONSE_ALREADY_SENT;
  });

  return server;
}
