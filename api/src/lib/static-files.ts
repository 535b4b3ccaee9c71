// The builds' files (portal and admin assets, the site's client files), served by @hono/node-server's
// serveStatic: its own path checks (no `..`, no encoded escapes), Content-Type, Last-Modified, ranges,
// and the `.br`/`.gz` twins written at build time (scripts/precompress.mjs), with the right
// Content-Encoding and `Vary: Accept-Encoding`.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { getMimeType } from 'hono/utils/mime';
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
  /** how many bytes of immutable (hashed) files to keep in memory, twins included */
  holdBytes?: number;
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

/** The twins serveStatic looks for, in its order of preference. */
const TWINS = [
  ['br', '.br'],
  ['zstd', '.zst'],
  ['gzip', '.gz'],
] as const;

interface Variant {
  bytes: Uint8Array;
  lastModified: string;
}

/** A hashed file in memory: its bytes as they are and each precompressed twin the build wrote. */
interface HeldFile {
  type: string;
  identity: Variant;
  twins: Partial<Record<(typeof TWINS)[number][0], Variant>>;
}

/** Files larger than this are streamed from disk every time. */
const HOLD_MAX_FILE_BYTES = 2 * 1024 * 1024;

async function variantOf(path: string): Promise<Variant | null> {
  try {
    const [bytes, stats] = await Promise.all([readFile(path), stat(path)]);
    return { bytes, lastModified: stats.mtime.toUTCString() };
  } catch {
    return null;
  }
}

/**
 * Serves a file of the folder when there is one, else passes on. The folder may appear after the
 * server started (`pnpm dev` builds while it runs), so it is looked for until it exists.
 *
 * Files served with the immutable Cache-Control (content-hashed names, whose bytes never change) are kept
 * in memory after their first answer, with their twins, up to `holdBytes` in all: a repeat is answered
 * without opening the file (open, read, close and a stream were half of an asset's CPU time, issue 15's
 * "bench figures do not get worse"). serveStatic still does the path checks and the first answer, and
 * answers ranges and HEAD.
 */
export function staticFiles<E extends Env>({ root, prefix = '', cacheControl, holdBytes = 64 * 1024 * 1024 }: StaticFilesOptions): MiddlewareHandler<E> {
  let serve: MiddlewareHandler<E> | null = null;
  const held = new Map<string, HeldFile>();
  let heldBytes = 0;

  /** Reads the served file and its twins into memory (after serveStatic found it at `served`). */
  const hold = async (urlPath: string, served: string) => {
    const twin = TWINS.find(([, ext]) => served.endsWith(ext));
    const base = twin ? served.slice(0, -twin[1].length) : served;
    const identity = await variantOf(base);
    if (!identity || identity.bytes.length > HOLD_MAX_FILE_BYTES) return;
    const file: HeldFile = { type: getMimeType(base) ?? 'application/octet-stream', identity, twins: {} };
    let size = identity.bytes.length;
    for (const [encoding, ext] of TWINS) {
      const variant = await variantOf(base + ext);
      if (variant) {
        file.twins[encoding] = variant;
        size += variant.bytes.length;
      }
    }
    if (held.has(urlPath) || heldBytes + size > holdBytes) return;
    held.set(urlPath, file);
    heldBytes += size;
  };

  return async (c, next) => {
    const path = c.req.path;
    if (!mayBeBuildFile(path)) return next();
    const file = held.get(path);
    if (file && c.req.method === 'GET' && !c.req.header('range')) {
      const accepts = new Set(c.req.header('accept-encoding')?.split(',').map((e) => e.trim()));
      const twin = TWINS.find(([encoding]) => accepts.has(encoding) && file.twins[encoding]);
      const variant = twin ? (file.twins[twin[0]] as Variant) : file.identity;
      const headers: Record<string, string> = {
        'content-type': file.type,
        'content-length': String(variant.bytes.length),
        'last-modified': variant.lastModified,
        'cache-control': IMMUTABLE_CACHE,
      };
      if (twin) headers['content-encoding'] = twin[0];
      if (Object.keys(file.twins).length > 0) headers['vary'] = 'Accept-Encoding';
      return c.body(variant.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    }
    if (!serve) {
      if (!existsSync(root)) return next();
      const immutable = (urlPath: string) => cacheControl(urlPath) === IMMUTABLE_CACHE;
      serve = serveStatic<E>({
        root,
        precompressed: true,
        rewriteRequestPath: (p) => p.slice(prefix.length),
        onFound: (served, ctx) => {
          if (immutable(ctx.req.path) && !held.has(ctx.req.path)) void hold(ctx.req.path, served);
        },
      });
    }
    const res = await serve(c, next);
    // a found file (else `next` answered); serveStatic's onFound runs after its response is made,
    // too late for a header
    if (res instanceof Response) res.headers.set('Cache-Control', cacheControl(path));
    return res;
  };
}
