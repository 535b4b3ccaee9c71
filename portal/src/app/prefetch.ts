// Route chunks are loaded when a page is opened; to keep that from showing, a link loads its page's
// chunks (the page and its layout) as soon as the pointer rests on it or it gets keyboard focus, and
// the first page loads the likely next ones when the browser is idle. A chunk is fetched once; a failed
// prefetch is forgotten (the navigation itself loads it again and shows the error).
import { PORTAL_ROUTES, matchRoute } from '@valik/domain';
import { LAYOUTS, PAGES, layoutOf } from './pages.ts';

const started = new Set<string>();

function once(key: string, load: () => Promise<unknown>): void {
  if (started.has(key)) return;
  started.add(key);
  load().catch(() => started.delete(key));
}

/** Loads the chunks of the portal page at `path` ('/user/profile?x=1'); other paths are ignored. */
export function prefetchPath(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = matchRoute(PORTAL_ROUTES, pathname);
  if (match.status !== 200) return;
  const page = PAGES[match.route.pattern];
  const layout = layoutOf(match.route.pattern);
  once(`layout:${layout}`, LAYOUTS[layout]);
  if (page) once(match.route.pattern, page);
}

/** Runs `work` once the browser is idle (after the first page has drawn), or after `fallbackMs`. */
export function whenIdle(work: () => void, fallbackMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: fallbackMs });
  else window.setTimeout(work, fallbackMs);
}
