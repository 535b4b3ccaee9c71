// Whether a newer build of this app is out (the portal and the console show a reload notice then).
import { useEffect, useState } from 'react';
import { readRunningBuild, watchBuilds } from './build-watcher.ts';

/** `base`: '/user' (portal) or '/manage' (console). */
export function useNewBuildAvailable(base: string): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const running = readRunningBuild(document);
    if (!running) return undefined;
    return watchBuilds({ base, running, win: window, doc: document, onNewBuild: () => setAvailable(true) });
  }, [base]);
  return available;
}

export { readRunningBuild } from './build-watcher.ts';
