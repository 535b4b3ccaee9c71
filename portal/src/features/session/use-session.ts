import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store.ts';

/** The session state (user and hydration flags), re-rendering when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
