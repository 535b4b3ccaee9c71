// The builds' files (portal and admin assets, the site's client files), served by @hono/node-server's
// serveStatic: its own path checks (no `..`, no encoded escapes), Content-Type, Last-Modified, ranges,
// and the `.br`/`.gz` twins written at build time (scripts/precompress.mjs), with the right
// Content-Encoding and `Vary: Accept-Encoding`.
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, MiddlewareHandler } from 'hono';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';

export interface StaticFilesOptions {
  /** the build folder */
  root: string;
  /** the URL prefix the folder is mounted at ('/user' serves /user/assets/x.js from root/assets/x.js) */
  prefix?: string;
  /** Cache-Control of a found file, by its URL path */
  cacheControl: (path: string) => string;
}

/**
 * Whether a URL path can name a file of a build: every file the builds write has an extension (hashed
 * assets, favicon.svg, build.json), so a path whose last segment has none — every page's — is passed on
 * without asking the disk (a failed stat per page view was a twentieth of a cached page's CPU time).
 */
export function mayBeBuildFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.lastIndexOf('.') > 0;
}

/**
 * Serves a file of the folder when there is one, else passes on. The folder may appear after the
 * server started (`pnpm dev` builds while it runs), so it is looked for until it exists.
 */
export function staticFiles<E extends Env>({ root, prefix = '', cacheControl }: StaticFilesOptions): MiddlewareHandler<E> {
  let serve: MiddlewareHandler<E> | null = null;
  return async (c, next) => {
    if (!mayBeBuildFile(c.req.path)) return next();
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic<E>({ root, precompressed: true, rewriteRequestPath: (path) => path.slice(prefix.length) });
    }
    const res = await serve(c, next);
    // a found file (else `next` answered); serveStatic's onFound runs after its response is made,
    // too late for a header
    if (res instanceof Response) res.headers.set('Cache-Control', cacheControl(c.req.path));
    return res;
  };
}
