// Response compression for what is made per request (HTML, JSON, CSV, sitemap …): Brotli when the
// client accepts it, else gzip, by the kept `compression` middleware. It works on the Node response
// itself, so Hono's responses and the pages Astro writes straight to the Node response go through the
// same encoder. Files of the builds are compressed once at build time (scripts/precompress.mjs) and
// served as `.br`/`.gz` by serveStatic (static-files.ts); a response that already has a
// Content-Encoding is left alone, as are images, fonts, event streams, HEAD, `no-transform` and bodies
// under 1 KB. The middleware sets `Vary: Accept-Encoding` on every compressible response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import compression from 'compression';
import type { Context, MiddlewareHandler } from 'hono';

/** Smaller bodies gain less than the encoding costs (one TCP packet either way). */
export const MIN_BYTES = 1024;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Event streams must arrive as they are written: never buffered by an encoder. */
const filter = (req: IncomingMessage, res: ServerResponse): boolean =>
  !/^text\/event-stream/i.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req as never, res as never);

// Brotli quality 4 is about gzip -9's size at gzip -6's speed. A 256 KB window instead of Brotli's
// default 4 MB: pages and JSON are far smaller, and allocating the big window per response cost more
// than the compressing (bench/RESULTS.md, "Response compression").
const compressNode = compression({
  threshold: MIN_BYTES,
  filter: filter as never,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
}) as unknown as NodeMiddleware;

/** Compresses what is written to this Node response from here on (Astro's pages write it themselves). */
export function compressNodeResponse(incoming: IncomingMessage, outgoing: ServerResponse): void {
  compressNode(incoming, outgoing, () => {});
}

/** @hono/node-server's mark of a response its handler wrote to the Node response itself. */
export const ALREADY_SENT_HEADER = 'x-hono-already-sent';

/** Encodings the encoder speaks; a client that takes none of them gets the bytes as they are. */
const ENCODER_ACCEPTS = /\b(?:br|gzip|deflate)\b/i;

/**
 * What the encoder can gain nothing on: a client that takes no encoding, an answer already encoded,
 * under MIN_BYTES, or without a body. Read from the headers and status only: asking a @hono/node-server
 * response for its body builds a fetch Response and a stream for it (issue 16 item 2).
 */
function nothingToGain(c: Context): boolean {
  if (!ENCODER_ACCEPTS.test(c.req.header('accept-encoding') ?? '')) return true;
  const res = c.res;
  // written to the Node response by its handler (the site's pages), which wrapped it itself
  if (res.headers.has(ALREADY_SENT_HEADER)) return true;
  if (res.headers.has('content-encoding') || c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return true;
  const length = res.headers.get('content-length');
  return length !== null && Number(length) < MIN_BYTES;
}

/**
 * Hono middleware: compresses the Hono response of this request when there is something to gain. The
 * decision is taken after the handler, from the response itself, so a health check, a small JSON answer,
 * a precompressed build file or a cached page (all encoded or small) never pays for the encoder's wrapping
 * of the Node response (issue 16 item 2). A page Astro writes straight to the Node response is wrapped by
 * its handler before it writes (server.ts: compressNodeResponse).
 */
export function compressResponses(options: { skipPaths?: readonly string[] } = {}): MiddlewareHandler<{ Bindings: HttpBindings }> {
  // answers known to be a few bytes (the health probes), whose length the response does not say yet
  const skip = new Set(options.skipPaths ?? []);
  return async (c, next) => {
    await next();
    if (skip.has(c.req.path)) return;
    // absent when the app is called in process (app.request in tests): nothing travels then
    const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
    if (!incoming || !outgoing || outgoing.headersSent || nothingToGain(c)) return;
    compressNode(incoming, outgoing, () => {});
  };
}
