// Response compression for text (HTML, JSON, CSS, JS, SVG, XML): Brotli when the client accepts it,
// else gzip, else none. Never for types that are already compressed (images, fonts, archives), for
// streams that must arrive as they are written (text/event-stream), for HEAD/204/304, for bodies under
// MIN_BYTES, or when the response says `no-transform` or already has a Content-Encoding.
//
// Two entry points because the server answers in two ways: Hono responses (`compressResponses()`
// middleware) and Astro pages, which Astro writes straight to the Node response
// (`compressNodeResponse()` wraps that response before Astro's handler runs).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain less than the encoding costs (one TCP packet either way). */
export const MIN_BYTES = 1024;

// Quality 4 (of 11) is the usual choice for on-the-fly Brotli: about gzip-9's size at gzip-6's speed.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;

/** Is a response with this Content-Type worth compressing? */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType.trim());
}

/** The encoding to use for an Accept-Encoding header: br over gzip, honouring q=0. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? (q.has('*') ? (q.get('*') ?? 0) : 0);
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Bodies up to this size are compressed in one synchronous call; larger ones are streamed. */
export const ONE_SHOT_MAX_BYTES = 64 * 1024;

const brotliParams = (sizeHint?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint, [constants.BROTLI_PARAM_LGWIN]: 18 } : {}),
});

function createEncoder(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress({ params: brotliParams() }) : createGzip({ level: GZIP_LEVEL });
}

/**
 * Collects a body and compresses it in one call when it ends small (the usual page or JSON: one call
 * instead of a zlib stream with its large window and a thread-pool round trip per chunk), and switches
 * to a streaming encoder once it grows past ONE_SHOT_MAX_BYTES (a CSV export).
 */
class BodyEncoder {
  #chunks: Buffer[] = [];
  #size = 0;
  #stream: BrotliCompress | Gzip | null = null;

  constructor(
    private readonly encoding: Encoding,
    private readonly onData: (chunk: Buffer) => void,
    private readonly onError: (error: Error) => void,
  ) {}

  get stream(): BrotliCompress | Gzip | null {
    return this.#stream;
  }

  /** false: the consumer should wait for the stream's 'drain' (streaming mode only) */
  write(chunk: Buffer, callback?: (error?: Error | null) => void): boolean {
    if (this.#stream) return this.#stream.write(chunk, callback);
    this.#chunks.push(chunk);
    this.#size += chunk.byteLength;
    if (this.#size > ONE_SHOT_MAX_BYTES) {
      const stream = createEncoder(this.encoding);
      stream.on('data', this.onData);
      stream.on('error', this.onError);
      this.#stream = stream;
      const buffered = Buffer.concat(this.#chunks);
      this.#chunks = [];
      return stream.write(buffered, callback);
    }
    callback?.();
    return true;
  }

  /** Stops a streaming encoder (its consumer has gone); later data is dropped. */
  destroy(): void {
    this.#stream?.destroy();
    this.#chunks = [];
  }

  end(): Promise<void> {
    const stream = this.#stream;
    if (stream) {
      if (stream.destroyed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        stream.once('end', resolve);
        stream.once('close', resolve); // destroyed after the client left: nothing more will come
        stream.end();
      });
    }
    const body = Buffer.concat(this.#chunks);
    this.#chunks = [];
    try {
      this.onData(this.encoding === 'br' ? brotliCompressSync(body, { params: brotliParams(body.byteLength) }) : gzipSync(body, { level: GZIP_LEVEL }));
    } catch (error) {
      this.onError(error as Error);
    }
    return Promise.resolve();
  }
}

/** A BodyEncoder as a web TransformStream (for Response bodies). */
function encoderStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  let encoder: BodyEncoder;
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      encoder = new BodyEncoder(
        encoding,
        (chunk) => {
          // The client may go away mid-response: the readable side is then closed and enqueue throws.
          // That must end this encoder, never the process (an uncaught throw here crashed the server).
          try {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          } catch {
            encoder.destroy();
          }
        },
        (error) => {
          try {
            controller.error(error);
          } catch {
            // already closed or errored: nothing left to tell
          }
        },
      );
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) =>
        encoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), (error) => (error ? reject(error) : resolve())),
      );
    },
    flush() {
      return encoder.end();
    },
  });
}

function appendVary(current: string | null | undefined, name: string): string {
  if (!current) return name;
  const names = current.split(',').map((v) => v.trim().toLowerCase());
  return names.includes(name.toLowerCase()) || names.includes('*') ? current : `${current}, ${name}`;
}

interface ResponseFacts {
  method: string;
  status: number;
  contentType: string | null | undefined;
  contentEncoding: string | null | undefined;
  contentLength: string | null | undefined;
  cacheControl: string | null | undefined;
}

/** Whether a response may be compressed at all (before looking at what the client accepts). */
export function shouldCompress(r: ResponseFacts): boolean {
  if (r.method === 'HEAD' || r.status === 204 || r.status === 304 || r.status < 200) return false;
  if (r.contentEncoding && r.contentEncoding !== 'identity') return false;
  if (r.cacheControl && /no-transform/i.test(r.cacheControl)) return false;
  if (!isCompressible(r.contentType)) return false;
  if (r.contentLength !== null && r.contentLength !== undefined && r.contentLength !== '' && Number(r.contentLength) < MIN_BYTES) return false;
  return true;
}

/** Hono middleware: compresses the finished Response of every route after it. */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body) return;
    const headers = res.headers;
    if (!isCompressible(headers.get('content-type'))) return;
    // The representation depends on Accept-Encoding from here on, whatever this client sent.
    headers.set('vary', appendVary(headers.get('vary'), 'Accept-Encoding'));
    const facts: ResponseFacts = {
      method: c.req.method,
      status: res.status,
      contentType: headers.get('content-type'),
      contentEncoding: headers.get('content-encoding'),
      contentLength: headers.get('content-length'),
      cacheControl: headers.get('cache-control'),
    };
    if (!shouldCompress(facts)) return;
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const encoded = res.body.pipeThrough(encoderStream(encoding));
    // (Hono copies the old response's headers onto a new one, so they are changed in place)
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    // a strong validator names the bytes, which just changed
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    c.res = new Response(encoded, { status: res.status, statusText: res.statusText, headers });
  };
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Compresses whatever is written to a Node response from here on, deciding when its head is written
 * (the Content-Type is known then). Used around handlers that write to the Node response themselves.
 */
export function compressNodeResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const originalWrite = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const originalEnd = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let decided = false;
  let encoder: BodyEncoder | null = null;

  const decide = () => {
    if (decided) return;
    decided = true;
    const header = (name: string) => {
      const v = res.getHeader(name);
      return v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v);
    };
    if (!isCompressible(header('content-type'))) return;
    res.setHeader('vary', appendVary(header('vary'), 'Accept-Encoding'));
    const facts: ResponseFacts = {
      method: req.method ?? 'GET',
      status: res.statusCode,
      contentType: header('content-type'),
      contentEncoding: header('content-encoding'),
      contentLength: header('content-length'),
      cacheControl: header('cache-control'),
    };
    if (!encoding || !shouldCompress(facts)) return;
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
    encoder = new BodyEncoder(
      encoding,
      (chunk) => {
        if (!originalWrite(chunk)) encoder?.stream?.pause();
      },
      (error) => res.destroy(error),
    );
    res.on('drain', () => encoder?.stream?.resume());
    // a client that leaves mid-response: stop encoding for it
    res.on('close', () => {
      if (!res.writableFinished) encoder?.destroy();
    });
  };

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // writeHead(status, [statusMessage], [headers]): move the headers onto the response first, so
    // decide() sees them and can change them.
    res.statusCode = statusCode;
    let message: string | undefined;
    let headers: OutgoingHttpHeaders | [string, string][] | undefined;
    for (const arg of rest) {
      if (typeof arg === 'string') message = arg;
      else if (arg && typeof arg === 'object') headers = arg as OutgoingHttpHeaders;
    }
    if (Array.isArray(headers)) {
      for (const [name, value] of headers) res.setHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    return message === undefined ? originalWriteHead(statusCode) : originalWriteHead(statusCode, message);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
    decide();
    if (!encoder) return originalWrite(chunk, encodingOrCallback, callback);
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8') : Buffer.from(chunk as Uint8Array);
    return encoder.write(bytes, typeof encodingOrCallback === 'function' ? encodingOrCallback : callback);
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
    decide();
    if (!encoder) return originalEnd(chunk, encodingOrCallback, callback);
    if (typeof chunk === 'function') {
      res.once('finish', chunk as () => void);
      chunk = undefined;
    }
    if (typeof encodingOrCallback === 'function') res.once('finish', encodingOrCallback);
    else if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null) {
      encoder.write(typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8') : Buffer.from(chunk as Uint8Array));
    }
    void encoder.end().then(() => originalEnd());
    return res;
  }) as typeof res.end;
}
