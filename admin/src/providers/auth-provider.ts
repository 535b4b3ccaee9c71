// The console has no login page of its own: the session is the better-auth cookie, checked through
// the product API, and anyone who is not an ADMIN is sent (full page load) to the portal's login with
// a redirect back here. Signing out goes through better-auth and lands on the same login page.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ROLES, type Role } from '@valik/domain';

export const SESSION_URL = '/api/v1/auth/session';
export const SIGN_OUT_URL = '/api/auth/sign-out';
export const LOGIN_PATH = '/auth/login';

/** The part of the session user (product-spec §3) the console needs. */
export interface SessionUser {
  id: number | string;
  role: Role;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  avatar?: string | null;
  /** the saved interface language (null: as the browser prefers) */
  language?: string | null;
}

/** Where a visitor without access goes: the portal login, coming back to the page they asked for. */
export function loginUrl(origin: string, returnTo?: string): string {
  const query = returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : '';
  return `${origin}${LOGIN_PATH}${query}`;
}

export function isAdmin(user: SessionUser | null): user is SessionUser {
  return user?.role === 'ADMIN';
}

function parseSessionUser(body: unknown): SessionUser | null {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user || user.id == null || !(ROLES as readonly unknown[]).includes(user.role)) return null;
  return user as SessionUser;
}

export interface AuthProviderDeps {
  fetch: typeof fetch;
  /** the page's origin and current path, read when needed (the path changes as the admin navigates) */
  location: { origin: string; pathname: string; search: string };
  /** how long a confirmed session is trusted before it is asked again */
  cacheMs?: number;
  now?: () => number;
}

/** A status-bearing failure, as react-admin's checkError receives it from the data provider. */
interface StatusError {
  status?: number;
}

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const cacheMs = deps.cacheMs ?? 30_000;
  const now = deps.now ?? Date.now;
  let cached: { user: SessionUser | null; at: number } | null = null;
  let inflight: Promise<SessionUser | null> | null = null;
  // Set when access was refused, so the logout that react-admin runs next only navigates: a student who
  // opened /manage keeps their session and simply lands on the login page.
  let bounce: { to: string; at: number } | null = null;
  const BOUNCE_WINDOW_MS = 5_000;

  const currentLoginUrl = () => loginUrl(deps.location.origin, `${deps.location.pathname}${deps.location.search}`);

  async function fetchSessionUser(): Promise<SessionUser | null> {
    const response = await deps.fetch(SESSION_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return null;
    return parseSessionUser(await response.json().catch(() => null));
  }

  function sessionUser(): Promise<SessionUser | null> {
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.user);
    inflight ??= fetchSessionUser()
      .catch(() => null)
      .then((user) => {
        cached = { user, at: now() };
        return user;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  /** A refusal: an absolute redirectTo makes react-admin leave the single-page app (window.location.href). */
  function refuse(): Promise<never> {
    const to = currentLoginUrl();
    bounce = { to, at: now() };
    cached = null;
    return Promise.reject({ redirectTo: to, logoutUser: false, message: false });
  }

  return {
    // Signing in happens on the portal's login page; the console never shows a login form.
    async login() {
      throw new Error('ra.auth.sign_in_error');
    },

    async checkAuth() {
      const user = await sessionUser();
      if (!isAdmin(user)) return refuse();
    },

    async checkError(error: StatusError | undefined) {
      const status = error?.status;
      if (status === 401 || status === 403) return refuse();
    },

    async logout() {
      // Not consumed on read: react-admin may log out more than once while the page is leaving.
      if (bounce && now() - bounce.at < BOUNCE_WINDOW_MS) return bounce.to;
      bounce = null;
      cached = null;
      try {
        await deps.fetch(SIGN_OUT_URL, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
      } catch (error) {
        // Still leave: the login page shows whether the session is gone.
        console.error(error);
      }
      return loginUrl(deps.location.origin);
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await sessionUser();
      if (!isAdmin(user)) throw new Error('ra.auth.auth_check_error');
      const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || String(user.id);
      return { id: user.id, fullName, language: user.language ?? null, ...(user.avatar ? { avatar: user.avatar } : {}) };
    },

    async getPermissions() {
      const user = await sessionUser();
      return user?.role ?? null;
    },
  };
}

export function createBrowserAuthProvider(): AuthProvider {
  return createAuthProvider({ fetch: (...args) => window.fetch(...args), location: window.location });
}
