// Sliding session refresh (product-spec §4 "Automatic session refresh runs on a timer, pauses when the
// browser tab is hidden and resumes when it is visible"). While the tab is visible, the session is
// touched every 10 minutes (GET /api/auth/get-session extends it and its http-only cookie); a hidden
// tab makes no requests; coming back after the interval refreshes at once.

export const SESSION_REFRESH_MS = 10 * 60 * 1000;

export interface RefreshEnvironment {
  isVisible(): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** subscribe to visibility changes; returns the unsubscribe */
  onVisibilityChange(listener: () => void): () => void;
}

export function browserEnvironment(): RefreshEnvironment {
  return {
    isVisible: () => document.visibilityState === 'visible',
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

export function createSessionRefresher(options: { refresh: () => Promise<unknown>; env: RefreshEnvironment; intervalMs?: number }) {
  const { refresh, env } = options;
  const interval = options.intervalMs ?? SESSION_REFRESH_MS;
  let timer: unknown = null;
  let last = env.now();
  let running = false;
  let unsubscribe: (() => void) | null = null;

  const cancel = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  const tick = async () => {
    timer = null;
    last = env.now();
    try {
      await refresh();
    } catch {
      // a failed refresh is retried at the next tick; hydration reports real errors
    }
    schedule();
  };

  function schedule() {
    cancel();
    if (!running || !env.isVisible()) return; // paused while hidden
    const wait = Math.max(0, last + interval - env.now());
    timer = env.setTimeout(() => void tick(), wait);
  }

  return {
    start() {
      if (running) return;
      running = true;
      last = env.now();
      unsubscribe = env.onVisibilityChange(() => (env.isVisible() ? schedule() : cancel()));
      schedule();
    },
    stop() {
      running = false;
      cancel();
      unsubscribe?.();
      unsubscribe = null;
    },
    /** whether a refresh is scheduled (false while paused) */
    isScheduled: () => timer !== null,
  };
}
