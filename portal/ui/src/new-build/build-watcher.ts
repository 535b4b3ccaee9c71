// Watches for a newer build while a tab stays open (product-spec §7): the latest manifest is fetched with
// a timestamp query (so no cache answers) when the tab gets focus or becomes visible again, and every 10
// minutes while it stays open, never more often than that. The page's own build is named in its
// index.html (build-manifest-plugin.ts).
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_META_NAME,
  buildManifestUrl,
  isBuildCheckDue,
  isNewerBuild,
  parseBuildManifest,
  type BuildManifest,
} from '@valik/domain';

/** The build this page runs, from its index.html; null when served by Vite's dev server (no manifest). */
export function readRunningBuild(doc: Pick<Document, 'querySelector'>): BuildManifest | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`);
  return parseBuildManifest({ id: meta?.content, time: meta?.dataset.time });
}

export interface BuildWatcherOptions {
  /** '/user' or '/manage': where the app's build.json is */
  base: string;
  running: BuildManifest;
  onNewBuild: (latest: BuildManifest) => void;
  /** the window (focus) and the document (visibility) to listen to */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  fetchJson?: (url: string) => Promise<unknown>;
  now?: () => number;
}

async function fetchNoStore(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** Starts watching; returns the function that stops it. `onNewBuild` is called once, for the first newer build. */
export function watchBuilds(options: BuildWatcherOptions): () => void {
  const { base, running, onNewBuild, win, doc, fetchJson = fetchNoStore, now = Date.now } = options;
  // loading the page was the first check
  let lastCheckAt = now();
  let found = false;

  const check = async (scheduled: boolean) => {
    if (found || (!scheduled && !isBuildCheckDue(lastCheckAt, now()))) return;
    lastCheckAt = now();
    try {
      const latest = parseBuildManifest(await fetchJson(buildManifestUrl(base, lastCheckAt)));
      if (!found && latest && isNewerBuild(running, latest)) {
        found = true;
        onNewBuild(latest);
      }
    } catch {
      // offline or the server restarting: the next focus or tick asks again
    }
  };
  const onFocus = () => void check(false);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check(false);
  };
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => void check(true), BUILD_CHECK_INTERVAL_MS);
  return () => {
    win.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
