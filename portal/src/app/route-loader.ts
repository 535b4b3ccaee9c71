// One loader for every portal page: the domain route table decides the param rules (404/400 with the
// spec's message) and which guards apply; guards.ts decides what each guard demands.
import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { PORTAL_ROUTES, ROUTE_MESSAGES, matchRoute } from '@valik/domain';
import { isPortalPath } from '../features/layout/PortalLink.tsx';
import { ensureSession } from '../features/session/session-api.ts';
import { needsSessionUser, resolveGuards } from '../features/session/guards.ts';
import { sessionStore } from '../features/session/session-store.ts';

export async function portalLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const match = matchRoute(PORTAL_ROUTES, url.pathname);
  if (match.status !== 200) throw data(match.message, { status: match.status });

  const { guards, deniedRedirect } = match.route;
  const user = needsSessionUser(guards) ? await ensureSession() : sessionStore.getSnapshot().user;
  const decision = resolveGuards(guards, user, url.pathname + url.search, deniedRedirect);
  if (decision.kind === 'allow') return null;
  throw isPortalPath(decision.to) ? redirect(decision.to) : redirectDocument(decision.to);
}

/** The catch-all routes: the same table gives the message ('Page not found' or a bad-id message). */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const match = matchRoute(PORTAL_ROUTES, new URL(request.url).pathname);
  if (match.status !== 200) throw data(match.message, { status: match.status });
  throw data(ROUTE_MESSAGES.notFound, { status: 404 });
}
