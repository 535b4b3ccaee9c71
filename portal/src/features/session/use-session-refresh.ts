import { useEffect } from 'react';
import { authApi } from '../../lib/http.ts';
import { browserEnvironment, createSessionRefresher } from './session-refresh.ts';
import { sessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

/**
 * While someone is signed in, keeps their session alive with the sliding refresh (paused in a hidden
 * tab). When the server says the session is gone (signed out everywhere, password changed elsewhere,
 * account deleted), the store is cleared and `onEnded` runs.
 */
export function useSessionRefresh(onEnded: () => void): void {
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const refresher = createSessionRefresher({
      env: browserEnvironment(),
      refresh: async () => {
        const reply = (await authApi.get('/get-session')) as { session?: unknown } | null;
        if (!reply?.session) {
          sessionStore.clear();
          onEnded();
        }
      },
    });
    refresher.start();
    return () => refresher.stop();
  }, [signedIn, onEnded]);
}
