// Every /manage path is checked against the one route table of `@valik/domain`, the same table the
// server uses to answer a history-fallback request with 200, 400 or 404.
import { ADMIN_ROUTES, matchRoute, type RouteMatch } from '@valik/domain';

export const BASENAME = '/manage';

/** The route-table verdict for a router pathname (react-router gives it without the basename). */
export function checkAdminPath(routerPathname: string): RouteMatch {
  const path = routerPathname === '/' || routerPathname === '' ? BASENAME : `${BASENAME}${routerPathname}`;
  return matchRoute(ADMIN_ROUTES, path);
}
