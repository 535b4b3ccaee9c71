import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/context.ts';
import { declaresOtherCharset } from './input-rules.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating API calls accept JSON only and, when a browser sends an Origin, only our own origin.
 * Together these stop cross-site form posts (a form cannot send application/json without CORS).
 */
export function jsonAndOriginOnly(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin)) throw new ApiError('FORBIDDEN', 'Request origin is not allowed');
    // Only a request that says it has no body (Content-Length: 0) may leave out the JSON type.
    const declaredEmpty = c.req.header('content-length') === '0';
    const type = c.req.header('content-type') ?? '';
    // JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset is not read as if it were
    if (!declaredEmpty && (!/^application\/json\b/i.test(type) || declaresOtherCharset(type))) {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON');
    }
    return next();
  });
}
