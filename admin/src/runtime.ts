// What the server tells the page about where it runs. The Node server injects, before the app's
// script, `<script>window.__VALIK__ = { environment: 'production' | 'development' | 'test' }</script>`.
// (The portal has the same reader; the admin cannot import portal internals, only its exports.)

export type ValikEnvironment = 'production' | 'development' | 'test';

declare global {
  interface Window {
    __VALIK__?: { environment?: ValikEnvironment };
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A developer's machine: the error screen may show error details. */
export function isLocalEnvironment(): boolean {
  if (import.meta.env.DEV) return true;
  if (typeof window === 'undefined') return false;
  return window.__VALIK__?.environment === 'development' || LOCAL_HOSTS.has(window.location.hostname);
}
