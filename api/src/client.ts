import { hc } from 'hono/client';
import type { AppType } from './app.ts';

export type { AppType };
export type { ErrorBody } from './lib/errors.ts';

/** The typed API client used by the portal (same origin by default, cookies included). */
export function createApiClient(baseUrl = '') {
  return hc<AppType>(baseUrl, { init: { credentials: 'include' } });
}
