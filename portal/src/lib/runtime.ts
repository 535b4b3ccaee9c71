// What the server tells the page about where it runs. The Node server injects, before the app's
// script, `<script>window.__VALIK__ = { environment: 'production' | 'development' | 'test', errors }</script>`
// (errors: where the page sends its error reports, or null; api/src/errors/reporting-config.ts).
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

export function runtimeEnvironment(): ValikEnvironment | undefined {
  return typeof window === 'undefined' ? undefined : window.__VALIK__?.environment;
}

/** A production build served by a production server (the cookie banner shows only then). */
export function isProductionRuntime(): boolean {
  return import.meta.env.PROD && runtimeEnvironment() === 'production';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A developer's machine: error details may be shown. */
export function isLocalEnvironment(): boolean {
  return import.meta.env.DEV || (typeof location !== 'undefined' && LOCAL_HOSTS.has(location.hostname));
}
