// Headers a middleware adds to the answer after the route made it (request id, security headers,
// Cache-Control). `c.header()` after `next()` copies the whole response first: on @hono/node-server that
// builds a fetch Response and its body stream, a tenth of a cached page's CPU time (issue 16 item 2). The
// answer's own headers take the header in place, unless they are immutable (a redirect or fetched
// Response), when hono's copy is the way.
import type { Context } from 'hono';

/** Sets `name` on the answer already made. */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Sets each header the answer does not have yet. */
export function setMissingAnswerHeaders(c: Context, headers: readonly (readonly [string, string])[]): void {
  const own = c.res.headers;
  const missing = headers.filter(([name]) => !own.has(name));
  if (missing.length === 0) return;
  try {
    for (const [name, value] of missing) own.set(name, value);
  } catch {
    for (const [name, value] of missing) c.header(name, value);
  }
}
