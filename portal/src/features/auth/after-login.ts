import { ADMIN_ROUTES, PORTAL_ROUTES, landingPageForRole, matchRoute, safeRedirectPath, type Role } from '@valik/domain';
import { resolveGuards } from '../session/guards.ts';

/** Where a fresh sign-in goes: a safe `?redirect=` path, else the landing page of the role. */
export function pathAfterLogin(redirectParam: string | null, role: Role): string {
  return safeRedirectPath(redirectParam) ?? landingPageForRole(role);
}

/**
 * Where the login page sends someone already signed in (issue 18 item 10): on to `?redirect=` when
 * their role may open it, else to their landing page. A page their role may not open sent them to the
 * login page in the first place, so going back there would loop (a student at an admin page).
 */
export function pathForSignedIn(redirectParam: string | null, role: Role): string {
  const target = safeRedirectPath(redirectParam);
  if (!target) return landingPageForRole(role);
  const pathname = new URL(target, 'http://valik.invalid').pathname;
  for (const table of [PORTAL_ROUTES, ADMIN_ROUTES]) {
    const match = matchRoute(table, pathname);
    if (match.status !== 200) continue;
    // the console is for admins only (its own check sends anyone else to the login page)
    if (table === ADMIN_ROUTES && role !== 'ADMIN') return landingPageForRole(role);
    const decision = resolveGuards(match.route.guards, { role }, target, match.route.deniedRedirect);
    return decision.kind === 'allow' ? target : landingPageForRole(role);
  }
  return target;
}

/** An auth page's link that keeps the page the person is on the way to (`?redirect=`). */
export function withRedirect(path: string, redirect: string | null): string {
  const safe = safeRedirectPath(redirect);
  return safe ? `${path}?redirect=${encodeURIComponent(safe)}` : path;
}
