import { landingPageForRole, safeRedirectPath, type Role } from '@valik/api/domain';

/** Where a fresh sign-in goes: a safe `?redirect=` path, else the landing page of the role. */
export function pathAfterLogin(redirectParam: string | null, role: Role): string {
  return safeRedirectPath(redirectParam) ?? landingPageForRole(role);
}
