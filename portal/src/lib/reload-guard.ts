// Reload on a navigation error (spec §2): when a route's code chunk cannot be loaded (usually a new
// deployment replaced the hashed files), load the target page fresh, unless it is an auth page.
// At most once per 10 s, so a chunk that is really gone ends on the error screen, not in a loop.
import { RELOAD_GUARD_MS, shouldReloadOnNavigationError } from '@valik/domain';

export const RELOAD_GUARD_KEY = 'valik_reload_at';

/** True for the errors browsers throw when a dynamic import fails. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function shouldReloadNow(path: string, lastReloadAt: number | null, now: number): boolean {
  if (!shouldReloadOnNavigationError(path)) return false;
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

function lastReloadAt(): number | null | 'blocked' {
  try {
    const stored = sessionStorage.getItem(RELOAD_GUARD_KEY);
    const value = stored === null ? null : Number(stored);
    return value !== null && Number.isFinite(value) ? value : null;
  } catch {
    return 'blocked';
  }
}

/** Whether a reload at `path` is allowed now (without storage the guard cannot be kept: no). */
export function canReloadAfterNavigationError(path: string): boolean {
  const last = lastReloadAt();
  return last !== 'blocked' && shouldReloadNow(path, last, Date.now());
}

/** Reloads at `path` when allowed; returns whether it did. */
export function reloadAfterNavigationError(path: string): boolean {
  if (!canReloadAfterNavigationError(path)) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  location.assign(path);
  return true;
}
