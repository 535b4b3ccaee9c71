import { hc } from 'hono/client';
import type { AppType } from './app.ts';

export type { AppType };
export type { ErrorBody } from './lib/errors.ts';
export type { InferRequestType, InferResponseType } from 'hono/client';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The typed API client (`hc<AppType>`): paths, params, bodies and answers come from the API's own
 * route chain, so the portal's response types are never written by hand. Same origin by default,
 * cookies included; `fetch` replaces the transport (the portal's adds its error shape and network rule).
 */
export function createApiClient(baseUrl = '', fetch?: Fetch) {
  return hc<AppType>(baseUrl, { ...(fetch ? { fetch } : {}), init: { credentials: 'include' } });
}

export type ApiClient = ReturnType<typeof createApiClient>;
