// Request body limits (issue 19 item 1, ADR 018): every request's body is limited before anything reads
// it, anonymous callers' included. A body declared larger than its route's limit (Content-Length) is
// refused at once, unread; a streamed body (chunked, no Content-Length) is read only up to the limit and
// refused at the first byte past it. The refusal is 413 in the one error shape with `Connection: close`; the
// server (lib/http-server.ts) closes lingering, reading and dropping what the client still sends (within
// bounds), so a client still writing reads the 413 instead of a reset (issue 31 item 3).
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { UPLOAD_MESSAGES } from '@valik/domain';
import { ApiError } from './errors.ts';

export interface BodyLimit {
  readonly path: RegExp;
  readonly maxBytes: number;
  readonly why: string;
  /** the 413's message (default BODY_TOO_LARGE_MESSAGE) */
  readonly message?: string;
  /** the route applies this limit itself (with hono's bodyLimit), answering in its own protocol's shape */
  readonly byRoute?: boolean;
}

const KB = 1024;
const MB = 1024 * KB;

/** The message of the 413 answer (translated in messages.et.ts). */
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large';

/**
 * The limits, first match wins. JSON calls are small; the routes that carry a file in their JSON (base64)
 * get the file's documented size plus base64's third; the provider webhooks get room for Stripe's events.
 */
export const BODY_LIMITS: readonly BodyLimit[] = [
  // the upload routes: a course thumbnail (5 MB, THUMBNAIL_MAX_BYTES) from the console or from a teacher, and
  // the avatar (5 MB, me.schemas.ts), as base64 in JSON (a third more) with room for the other fields
  { path: /^\/api\/v1\/(manage|teacher)\/uploads\/thumbnails$/, maxBytes: 8 * MB, why: 'a 5 MB image as base64', message: UPLOAD_MESSAGES.tooBig },
  { path: /^\/api\/v1\/me\/avatar$/, maxBytes: 8 * MB, why: 'a 5 MB image as base64', message: 'The image can be at most 5 MB' },
  // Sentry envelopes to the local ingest: the route limits them itself (20 MB, replays included), to answer
  // in Sentry's own shape with the ingest's CORS headers (dev-errors.routes.ts)
  { path: /^\/dev\/errors\/api\/\d+\/envelope(\/|$)/, maxBytes: 20 * MB, why: 'Sentry envelopes with replays', byRoute: true },
  // signed provider events (Stripe's largest events are well below this)
  { path: /^\/api\/v1\/webhooks\//, maxBytes: 1 * MB, why: 'provider events' },
  // the console's forms (course descriptions, cohort lists, bulk changes)
  { path: /^\/api\/v1\/manage\//, maxBytes: 1 * MB, why: 'console forms' },
  // sign-in, sign-up, reset: a few fields
  { path: /^\/api\/auth\//, maxBytes: 64 * KB, why: 'a few fields' },
  { path: /^\/api\/v1\/auth\//, maxBytes: 64 * KB, why: 'a few fields' },
  // every other JSON call, the dev stand-ins' forms, and anything posted to a page
  { path: /^/, maxBytes: 100 * KB, why: 'a JSON call' },
];

const DEFAULT_LIMIT = BODY_LIMITS[BODY_LIMITS.length - 1] as BodyLimit;

export function bodyLimitOf(path: string): BodyLimit {
  return BODY_LIMITS.find((l) => l.path.test(path)) ?? DEFAULT_LIMIT;
}

function tooLarge(message = BODY_TOO_LARGE_MESSAGE): never {
  throw new ApiError('PAYLOAD_TOO_LARGE', message);
}

/** One limiter per entry of the table, made once. */
const limiters = new Map<BodyLimit, ReturnType<typeof bodyLimit>>(
  BODY_LIMITS.map((limit) => [limit, bodyLimit({ maxSize: limit.maxBytes, onError: () => tooLarge(limit.message) })]),
);

/** A request carries a body when it says so: a Transfer-Encoding, or a Content-Length other than 0. */
export function announcesBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength.trim() !== '0';
}

/** The limit of the request's path, in front of everything that could read a body. */
export function bodyLimits() {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A GET or HEAD without a body says so in its headers (RFC 9112 §6.3): asking the request for its body
    // stream would build a whole fetch Request for it, a tenth of a cached page's CPU time.
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && !announcesBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) return next();
    const limit = bodyLimitOf(c.req.path);
    if (!c.req.raw.body || limit.byRoute) return next();
    try {
      // A Content-Length that is not a plain number cannot be checked: refused like a too large one.
      const declared = c.req.header('content-length');
      if (declared !== undefined && !/^\d+$/.test(declared.trim())) tooLarge(limit.message);
      await (limiters.get(limit) as ReturnType<typeof bodyLimit>)(c, next);
    } catch (error) {
      // stop reading: the client is told, and the server drops the connection after the answer
      if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') c.header('connection', 'close');
      throw error;
    }
  });
}
