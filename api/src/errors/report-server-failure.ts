// Every 5xx is reported (issue 13), with the request id the error body shows, so a person can find a
// student's report from the id in a screenshot. Called by the request context once the response is known.
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import type { ServerErrorContext } from './error-reporter.ts';

/** The JSON body, only when the route had already read it (a stream is never consumed here). */
async function parsedBody(c: Context<AppEnv>): Promise<unknown> {
  const isJson = /^application\/(?:[\w.+-]+\+)?json/i.test(c.req.header('content-type') ?? '');
  if (!isJson || Object.keys(c.req.bodyCache).length === 0) return undefined;
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * Reports the request's 5xx once: its error if a handler threw, else the answer. `status` is what the client
 * got (a site page the Astro handler wrote itself carries it on the Node response, not on `c.res`).
 */
export async function reportServerFailure(c: Context<AppEnv>, loggedPath: string, status: number): Promise<void> {
  const { errors } = c.get('deps');
  // the ingest's own failures would be reported to the ingest, again and again: never
  if (!errors.dsn || c.req.path.startsWith('/dev/errors/api/')) return;
  // a site page that threw was reported by its 500 page, with its error: not again as a bare answer
  if (c.get('failureReported')) return;
  const context: ServerErrorContext = {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: loggedPath,
    status,
    userId: c.get('user')?.id ?? null,
    query: new URL(c.req.url).search.slice(1),
    body: await parsedBody(c),
    userAgent: c.req.header('user-agent') ?? null,
  };
  if (c.error) errors.captureException(c.error, context);
  else errors.captureResponse(context);
}
