// The API route table, read back from the Hono app itself: every method and path under /api/v1 with
// the access its guard declares. Nothing is listed by hand, so a new route is in the table (and in
// the guard-matrix test) the moment it is registered.
import { accessOf, type Access } from './allow.ts';

interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

export interface ApiRoute {
  method: string;
  path: string;
  /** null: the route declares no guard (a bug the guard-matrix test reports) */
  access: Access | null;
  /** the guard runs before every other middleware and the handler of the route */
  guardFirst: boolean;
  /** the guard middleware itself (the guard-matrix test runs it alone) */
  guard: unknown;
}

function coveredBy(wildcard: string, path: string): boolean {
  if (!wildcard.endsWith('/*')) return wildcard === path;
  const base = wildcard.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** The /api/v1 routes of an app (its `.routes`), each with its access, in registration order. */
export function apiRouteTable(app: { routes: readonly RegisteredRoute[] }, prefix = '/api/v1'): ApiRoute[] {
  const entries = app.routes.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
  // Middleware for whole subtrees (`app.use('/api/v1/*', …)`, a sub-app's `.use('*', allow(…))`).
  const isSubtreeMiddleware = (r: RegisteredRoute) => r.method === 'ALL' && r.path.endsWith('/*');
  const keys = new Map<string, { method: string; path: string }>();
  for (const r of entries) {
    if (isSubtreeMiddleware(r)) continue;
    keys.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...keys.values()].map(({ method, path }) => {
    const chain = entries.filter(
      (r) =>
        (r.method === method || r.method === 'ALL') &&
        (r.path === path || (isSubtreeMiddleware(r) && coveredBy(r.path, path) && r.path !== `${prefix}/*`)),
    );
    const guardIndex = chain.findIndex((r) => accessOf(r.handler) !== undefined);
    const guard = guardIndex >= 0 ? chain[guardIndex] : undefined;
    return {
      method,
      path,
      access: guard ? (accessOf(guard.handler) ?? null) : null,
      guardFirst: guardIndex === 0,
      guard: guard?.handler ?? null,
    };
  });
}
