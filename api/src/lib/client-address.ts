import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

/** '::ffff:192.0.2.1' → '192.0.2.1'; anything that is not an IP address → null. */
export function normalizeAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const address = mapped?.[1] ?? trimmed;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The address rate limits and session records are keyed by. Without TRUST_PROXY it is the TCP peer
 * (a client can put anything in X-Forwarded-For, so that header is ignored). With TRUST_PROXY the
 * peer is our own reverse proxy, which appends the address it saw: the last X-Forwarded-For entry.
 * Null only when neither is known (in-process test requests).
 */
export function resolveClientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1);
    const fromProxy = normalizeAddress(last);
    if (fromProxy) return fromProxy;
  }
  try {
    return normalizeAddress(getConnInfo(c).remote.address);
  } catch {
    return null; // no Node socket behind this request (app.request in tests)
  }
}

/** The header better-auth reads the client address from; set by us on every request we hand it. */
export const CLIENT_ADDRESS_HEADER = 'x-valik-client-address';
