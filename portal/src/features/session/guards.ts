// Route guards by name (product-spec §2). Which guards a route has comes from the domain route table;
// what each guard demands is decided here, as a pure function the router's loaders call.
import { assertGuardName, landingPageForRole, type GuardName, type Role } from '@valik/api/domain';
import type { SessionUser } from './session-user.ts';

export type GuardDecision =
  | { kind: 'allow' }
  /** not signed in: to the login page, coming back afterwards */
  | { kind: 'login'; to: string }
  /** signed in with the wrong role: to the landing page of their own role */
  | { kind: 'redirect'; to: string };

/** Roles that pass each role guard. Admins may look at every page. */
const GUARD_ROLES: Partial<Record<GuardName, readonly Role[]>> = {
  teacher: ['TEACHER', 'ADMIN'],
  'school-rep-auth': ['SCHOOL_REP', 'ADMIN'],
  admin: ['ADMIN'],
};

export function loginPath(returnTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Checks `guards` in order for `user` at `path` (pathname + search). An unknown guard name throws.
 * The redirect guards (stripe-, montonio-, discord-redirect) pass: their logic is not specified.
 */
export function resolveGuards(
  guards: readonly string[],
  user: Pick<SessionUser, 'role'> | null,
  path: string,
  deniedRedirect?: string,
): GuardDecision {
  for (const name of guards) {
    assertGuardName(name);
    const roles = GUARD_ROLES[name];
    const needsUser = name === 'auth' || roles !== undefined;
    if (!needsUser) continue;
    if (!user) return { kind: 'login', to: deniedRedirect ?? loginPath(path) };
    if (roles && !roles.includes(user.role)) {
      return { kind: 'redirect', to: deniedRedirect ?? landingPageForRole(user.role) };
    }
  }
  return { kind: 'allow' };
}

/** Whether any of `guards` needs to know the signed-in user (so the session must be hydrated first). */
export function needsSessionUser(guards: readonly string[]): boolean {
  return guards.some((name) => name === 'auth' || name in GUARD_ROLES);
}
