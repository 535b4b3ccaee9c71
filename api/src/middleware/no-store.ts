// Every answer under /api (issue 19 item 8, ADR 018): `Cache-Control: no-store` unless the route chose its
// own (the calendar feeds' `private, max-age=300`). Nearly every answer depends on the session (who is
// signed in, their registrations, invoices, their school's pupils), and the few that do not lose nothing
// by not being stored; error answers included, so a refused call is never replayed from a cache either.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/context.ts';
import { setMissingAnswerHeaders } from '../lib/answer-headers.ts';

const NO_STORE = [['cache-control', 'no-store']] as const;

export function noStoreByDefault() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    setMissingAnswerHeaders(c, NO_STORE);
  });
}
