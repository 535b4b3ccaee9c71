// Error reports from the browser, for the portal and the console alike (the console imports this through
// `@valik/ui/error-reporting`). The Sentry SDK (sentry-sdk.ts) is loaded in its own chunk as soon as
// reporting starts, in parallel with the first page, never in the first page's own JavaScript (issue 16
// item 5, ADR 019): what is reported before it has loaded waits for it, and a window-level script error
// of those first moments, before the SDK's own window handlers exist, is kept and reported once it has.
import { Component, type ReactNode } from 'react';
import { shouldReportFor, type ErrorReportingConfig } from '@valik/domain';
import type * as SdkModule from './sentry-sdk.ts';
import type { SdkOptions } from './sentry-sdk.ts';

type Sdk = typeof SdkModule;

/** The loaded SDK of this page; null while reporting is off. */
const state: { sdk: Promise<Sdk> | null } = { sdk: null };

export interface StartErrorReportingOptions extends SdkOptions {
  config: ErrorReportingConfig | null;
}

/** Starts reporting when it is on and the visitor is not a bot (the SDK loads now); returns whether it did. */
export function startErrorReporting(options: StartErrorReportingOptions): boolean {
  const { config } = options;
  if (!config || typeof navigator === 'undefined' || !shouldReportFor(navigator.userAgent)) return false;
  const early = keepEarlyWindowErrors();
  state.sdk = import('./sentry-sdk.ts').then((sdk) => {
    sdk.startSdk({ ...options, config });
    for (const { error, mechanism } of early.stop()) sdk.reportEarlyWindowError(error, mechanism);
    return sdk;
  });
  // its chunk gone (a newer build replaced it): this page reports nothing, nothing else changes
  state.sdk.catch(() => early.stop());
  return true;
}

interface EarlyWindowError {
  error: unknown;
  mechanism: 'onerror' | 'onunhandledrejection';
}

/** Keeps the window's script errors and unhandled rejections until `stop()`, which returns them. */
function keepEarlyWindowErrors(): { stop: () => EarlyWindowError[] } {
  const kept: EarlyWindowError[] = [];
  const onError = (event: ErrorEvent) => kept.push({ error: event.error ?? new Error(event.message), mechanism: 'onerror' });
  const onRejection = (event: PromiseRejectionEvent) => kept.push({ error: event.reason, mechanism: 'onunhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      return kept.splice(0);
    },
  };
}

/** Resolves once the SDK has started (at once when reporting is off or its chunk could not load). */
export async function reportingStarted(): Promise<void> {
  await state.sdk?.catch(() => undefined);
}

/** The signed-in user, by id only (spec §3: the password never; nothing else is needed to find a report). */
export function setReportedUser(user: { id: number } | null): void {
  state.sdk?.then((sdk) => sdk.setReportedUser(user)).catch(() => undefined);
}

/**
 * Reports an error the page handled itself (a route's error screen, a failed session hydration).
 * `userId`: report with this user's id only, whoever the SDK has as its user (spec §4 hydration).
 */
export function reportError(error: unknown, options: { userId?: number | null; handledBy?: string } = {}): void {
  state.sdk?.then((sdk) => sdk.reportError(error, options)).catch(() => undefined);
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode | ((props: { error: unknown }) => ReactNode);
}

/** The error boundary around a whole app: reports what it catches, then shows `fallback`. */
export class ReportingErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportError(error, { handledBy: 'error-boundary' });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback({ error: this.state.error }) : fallback;
  }
}
