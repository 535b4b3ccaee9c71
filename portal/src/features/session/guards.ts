// Route guards by name (product-spec §2). Which guards a route has comes from the domain route table;
// what each guard demands is decided here, as a pure function the router's loaders call.
import { assertGuardName, landingPageForRole, type GuardName, type Role } from '@valik/domain';
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
 * The payment redirect guards (stripe-, montonio-redirect) pass: their logic is not specified.
 * discord-redirect (Discord's OAuth2 callback) needs a signed-in user (the account being connected) and
 * what Discord sends back, `state` with a `code` or an `error`; without them the visitor goes to the
 * profile, where the connection starts.
 */
export function resolveGuards(
  guards: readonly string[],
  user: Pick<SessionUser, 'role'> | null,
  path: string,
  deniedRedirect?: string,
): GuardDecision {
  for (const name of guards) {
    assertGuardName(name);
    if (name === 'discord-redirect') {
      if (!user) return { kind: 'login', to: deniedRedirect ?? loginPath(path) };
      if (!isDiscordCallback(path)) return { kind: 'redirect', to: '/user/profile' };
      continue;
    }
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

function isDiscordCallback(path: string): boolean {
  const query = new URL(path, 'http://valik.invalid').searchParams;
  return Boolean(query.get('state') && (query.get('code') || query.get('error')));
}

/** Whether any of `guards` needs to know the signed-in user (so the session must be hydrated first). */
export function needsSessionUser(guards: readonly string[]): boolean {
  return guards.some((name) => name === 'auth' || name === 'discord-redirect' || name in GUARD_ROLES);
}
