// The current user lives here and nowhere else. The session token is an http-only cookie the page
// never sees, so the store holds only the user, the hydration flags of product-spec §4 and, while a
// sign-in waits for its second factor, the factors to pass (session assurance aal1 → aal2).
// A framework-free external store read with useSyncExternalStore (see use-session.ts).
import type { Factor, SessionAssurance, SessionUser } from './session-user.ts';

export interface SessionState {
  user: SessionUser | null;
  /** a session request is in flight */
  fetching: boolean;
  /** at least one session request has finished (so `user === null` means signed out) */
  fetched: boolean;
  /** the cached user is stale and should be fetched again */
  invalidate: boolean;
  /** assurance of the session; null when there is none */
  aal: SessionAssurance | null;
  /** factors to pass when the session still needs its second factor; else empty */
  pendingFactors: Factor[];
}

const INITIAL: SessionState = { user: null, fetching: false, fetched: false, invalidate: false, aal: null, pendingFactors: [] };

/** What the server said about the session (POST /api/v1/auth/session, or a factor verify). */
export interface SessionFacts {
  user: SessionUser | null;
  aal?: SessionAssurance | null;
  factors?: Factor[];
}

export function createSessionStore() {
  let state: SessionState = INITIAL;
  const listeners = new Set<() => void>();

  function update(next: Partial<SessionState>): void {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  }

  const facts = ({ user, aal, factors }: SessionFacts): Partial<SessionState> => ({
    user,
    aal: aal ?? (user ? { current_level: 'aal1', next_level: 'aal1' } : null),
    pendingFactors: user ? [] : (factors ?? []),
  });

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startFetching: () => update({ fetching: true }),
    /** A fetch finished: store what it said (no user = signed out or factor pending) and clear the invalidate flag. */
    finishFetching: (result: SessionFacts) => update({ ...facts(result), fetching: false, fetched: true, invalidate: false }),
    /** A fetch failed: keep what we had, but stop waiting. */
    failFetching: () => update({ fetching: false, fetched: true }),
    setUser: (user: SessionUser | null, aal?: SessionAssurance | null) => update({ ...facts({ user, aal }), fetched: true }),
    /** Signed in with the first factor; the second is still to be passed. */
    setPending: (aal: SessionAssurance, factors: Factor[]) => update({ user: null, aal, pendingFactors: factors, fetched: true }),
    markInvalid: () => update({ invalidate: true }),
    clear: () => update({ ...INITIAL, fetched: true }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();
