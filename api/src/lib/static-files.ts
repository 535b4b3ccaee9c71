import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

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

/**
 * Resolves `relativePath` inside `root`, refusing anything that escapes it (../, encoded or not).
 * Returns the absolute path of an existing regular file, or null.
 */
export async function findFile(root: string, relativePath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absRoot = resolve(root);
  const target = resolve(absRoot, '.' + (decoded.startsWith('/') ? decoded : `/${decoded}`));
  if (target !== absRoot && !target.startsWith(absRoot + sep)) return null;
  try {
    const s = await stat(target);
    return s.isFile() ? target : null;
  } catch {
    return null;
  }
}

export async function fileResponse(path: string, cacheControl: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const s = await stat(path);
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'content-type': type,
      'content-length': String(s.size),
      'cache-control': cacheControl,
      'last-modified': s.mtime.toUTCString(),
      ...extraHeaders,
    },
  });
}
