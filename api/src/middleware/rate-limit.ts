import { createMiddleware } from 'hono/factory';
import { consumeRateLimit } from '@valik/db/queries';
import type { AppEnv } from '../lib/context.ts';
import { RateLimitedError } from '../lib/errors.ts';

/**
 * Limits how often one client address may call a route: `max` calls per `window` seconds, counted in
 * the database (the same `rate_limits` table better-auth's limiter uses), answered 429 with
 * Retry-After. Off only when the auth instance was made without rate limits (unit tests).
 */
export function rateLimit(name: string, rule: { window: number; max: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { auth, db, clock } = c.get('deps');
    if (!auth.rateLimitEnabled) return next();
    const address = c.get('clientAddress') ?? 'unknown';
    const decision = await consumeRateLimit(db, { key: `api:${address}|${name}`, windowSeconds: rule.window, max: rule.max, now: clock() });
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfter ?? rule.window);
    return next();
  });
}
