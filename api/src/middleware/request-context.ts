import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { LANG_COOKIE, resolveLanguage } from '@valik/domain';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { resolveClientAddress } from '../lib/client-address.ts';
import { setAnswerHeader } from '../lib/answer-headers.ts';
import { reportServerFailure } from '../errors/report-server-failure.ts';
import { routeGroupOf } from '../metrics/metrics.ts';
import { ALREADY_SENT_HEADER } from '../lib/compression.ts';

/** Request paths that carry a secret in the path itself are logged without it. */
const SECRET_PATHS = [/^(\/api\/auth\/reset-password\/)[^/]+/];
export function loggablePath(path: string): string {
  return SECRET_PATHS.reduce((p, re) => p.replace(re, '$1[redacted]'), path);
}

/** A caller's X-Request-Id kept as it is (else a new one is made). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Liveness and readiness probes, asked every few seconds by the platform: logged at debug unless they fail. */
const PROBES = new Set(['/healthz', '/readyz']);

/** A request still unanswered after this long is logged once as a warning, while it runs (see below). */
export const STILL_RUNNING_AFTER_MS = 30_000;

/**
 * Request id (kept from a trusted proxy's header when well-formed), client address, language, deps,
 * access log. The language here comes from the cookie and Accept-Language; once the guard (allow.ts)
 * knows the signed-in user, their saved language replaces it.
 *
 * The access line is written when the answer is ready, so a request that never ends would leave no trace:
 * one still running after `stillRunningAfterMs` is logged then, with its id and path ("a request is still
 * running"), and its access line follows when it ends.
 */
export function requestContext(
  deps: AppDeps,
  apiGroups: () => ReadonlySet<string> = () => new Set(),
  { stillRunningAfterMs = STILL_RUNNING_AFTER_MS }: { stillRunningAfterMs?: number } = {},
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('user', null);
    c.set('session', null);
    c.set('clientAddress', resolveClientAddress(c, deps.env.TRUST_PROXY));
    c.set(
      'lang',
      resolveLanguage({
        userLanguage: null,
        cookie: getCookie(c, LANG_COOKIE) ?? null,
        acceptLanguage: c.req.header('accept-language') ?? null,
      }),
    );
    const started = performance.now();
    const watch = setTimeout(() => {
      deps.logger.warn({ requestId, method: c.req.method, path: loggablePath(c.req.path), ms: Math.round(performance.now() - started) }, 'a request is still running');
    }, stillRunningAfterMs);
    watch.unref();
    try {
      await next();
    } finally {
      clearTimeout(watch);
    }
    setAnswerHeader(c, 'x-request-id', requestId);
    // a page the Astro handler wrote to the Node response itself carries its status there
    const written = c.res.headers.has(ALREADY_SENT_HEADER) ? (c.env as { outgoing?: { statusCode: number } } | undefined)?.outgoing : undefined;
    const status = written?.statusCode ?? c.res.status;
    const elapsedMs = performance.now() - started;
    deps.metrics.observeRequest({ group: routeGroupOf(c.req.path, apiGroups()), method: c.req.method, status, seconds: elapsedMs / 1000 });
    const entry = {
      requestId,
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      ms: Math.round(elapsedMs),
    };
    if (status >= 500 && !(PROBES.has(c.req.path) && deps.readiness.draining)) {
      deps.logger.error(entry, 'request failed');
      await reportServerFailure(c, entry.path, status);
    } else if (PROBES.has(c.req.path)) deps.logger.debug(entry, 'request'); // a draining 503 too: it is expected
    else deps.logger.info(entry, 'request');
  });
}
