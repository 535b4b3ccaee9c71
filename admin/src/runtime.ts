// What the server tells the page about where it runs. The Node server injects, before the app's
// script, `<script>window.__VALIK__ = { environment: 'production' | 'development' | 'test', errors }</script>`
// (errors: where the page sends its error reports, or null; api/src/errors/reporting-config.ts).
// (The portal has the same reader; the admin cannot import portal internals, only its exports.)
import type { ErrorReportingConfig } from '@valik/domain';

export type ValikEnvironment = 'production' | 'development' | 'test';

declare global {
  interface Window {
    __VALIK__?: { environment?: ValikEnvironment; errors?: ErrorReportingConfig | null };
  }
}

/** The error reporting the server configured for this page; null: off. */
export function runtimeErrorReporting(): ErrorReportingConfig | null {
  return typeof window === 'undefined' ? null : (window.__VALIK__?.errors ?? null);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A developer's machine: the error screen may show error details. */
export function isLocalEnvironment(): boolean {
  if (import.meta.env.DEV) return true;
  if (typeof window === 'undefined') return false;
  return window.__VALIK__?.environment === 'development' || LOCAL_HOSTS.has(window.location.hostname);
}
