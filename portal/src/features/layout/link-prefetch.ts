// What a portal link does when the pointer rests on it or it gets focus: load its page's code
// (app/prefetch.ts, set by the router; a setter rather than an import, because the page map imports
// every page and the pages import the link).
type Prefetch = (path: string) => void;

let prefetch: Prefetch | null = null;

export function setLinkPrefetch(next: Prefetch | null): void {
  prefetch = next;
}

export function prefetchLinkTarget(path: string): void {
  prefetch?.(path);
}
