import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format (ADR 027), only for `Authorization: Bearer <METRICS_TOKEN>`
 * (mounted by server.ts only when the token is configured). Nothing here is for the public: the token
 * keeps error rates, queue depths and sync ages to the operator's scraper.
 */
export function metricsRoutes(token: string) {
  const expected = digest(token);
  return new Hono<AppEnv>().get('/', async (c) => {
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return c.text('A bearer token (METRICS_TOKEN) is needed for the metrics.\n', 401, { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' });
    }
    const { metrics } = c.get('deps');
    return c.body(await metrics.render(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
