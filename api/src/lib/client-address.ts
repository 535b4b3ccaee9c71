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
 * The address rate limits and session records are keyed by. Without a trusted proxy (`TRUST_PROXY`
 * 0) it is the TCP peer: a client can put anything in X-Forwarded-For, so that header is ignored.
 * With `hops` proxies of ours in front (a load balancer: 1; a CDN and a load balancer: 2), each of them
 * appended the address it saw, so the chain read from the right is peer, last entry, the one before, …;
 * the client is `hops` steps along it. Entries further left were written by the client itself and never
 * count; a chain shorter than `hops`, or a step that is not an address, stops at the last trustworthy one.
 * Null only when nothing is known (in-process test requests).
 */
export function resolveClientAddress(c: Context, hops: number): string | null {
  let address: string | null;
  try {
    address = normalizeAddress(getConnInfo(c).remote.address);
  } catch {
    address = null; // no Node socket behind this request (app.request in tests)
  }
  if (hops <= 0) return address;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',');
  for (let step = 1; step <= hops; step++) {
    const entry = forwarded.length - step >= 0 ? normalizeAddress(forwarded[forwarded.length - step]) : null;
    if (!entry) break;
    address = entry;
  }
  return address;
}

/** The header better-auth reads the client address from; set by us on every request we hand it. */
export const CLIENT_ADDRESS_HEADER = 'x-valik-client-address';
