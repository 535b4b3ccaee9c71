// Error reports from the browser (product-spec §4, §8, §9) with the official Sentry React SDK, for the
// portal and the console alike. Loaded in its own chunk by error-reporting.ts once reporting is on, so
// the first page never waits for the SDK (issue 16 item 5).
// The rules themselves are written once in @valik/domain (error-reporting.ts): scrubbing in
// beforeSend/beforeBreadcrumb, nothing for bots, replay 0 for normal sessions and 1 on error with the text
// not masked. Where reports go comes from the server per request (window.__VALIK__.errors).
import * as Sentry from '@sentry/react';
import { REPLAY_OPTIONS, reportUser, scrubBreadcrumb, scrubEvent, type ErrorReportingConfig } from '@valik/domain';

export interface SdkOptions {
  app: 'portal' | 'admin';
  /** from the server; null: reporting off */
  config: ErrorReportingConfig | null;
  /** the build the page runs (the release when SENTRY_RELEASE is not set) */
  buildId: string | null;
  /** the router's integration (the portal's data router or the console's) */
  integrations?: Sentry.BrowserOptions['integrations'];
}

/**
 * Settles once the replay recorder has started, or could not load. What the page reports itself waits for
 * it: a page that breaks on its first load can break before the recorder's chunk has arrived, and its report
 * would otherwise come without the replay that shows what the person saw (ADR 035). The SDK's own window
 * handlers do not wait; an error they catch in those first moments has no replay.
 */
let replayStarted: Promise<void> = Promise.resolve();

/** Starts the SDK (error-reporting.ts has checked that reporting is on and the visitor no bot). */
export function startSdk(options: SdkOptions & { config: ErrorReportingConfig }): void {
  const { config } = options;
  const release = config.release ?? options.buildId;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    ...(release ? { release } : {}),
    integrations: options.integrations ?? [],
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: REPLAY_OPTIONS.sessionSampleRate,
    replaysOnErrorSampleRate: REPLAY_OPTIONS.onErrorSampleRate,
    sendDefaultPii: false,
    initialScope: { tags: { app: options.app } },
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  // The replay recorder is the SDK's biggest part; the first page does not wait for it. It starts
  // buffering as soon as it has loaded (addIntegration sets it up at once), and sends the buffer when an
  // error happens.
  replayStarted = import('./replay.ts')
    .then(({ createReplay }) => Sentry.addIntegration(createReplay()))
    // its chunk gone (a newer build replaced it): this page has no replay, nothing else changes
    .catch(() => undefined);
}

/** The signed-in user, by id only (spec §3: the password never; nothing else is needed to find a report). */
export function setReportedUser(user: { id: number } | null): void {
  Sentry.setUser(reportUser(user));
}

/**
 * Reports an error the page handled itself (a route's error screen, a failed session hydration).
 * `userId`: report with this user's id only, whoever the SDK has as its user (spec §4 hydration).
 */
export function reportError(error: unknown, options: { userId?: number | null; handledBy?: string } = {}): void {
  void replayStarted.then(() =>
    Sentry.withScope((scope) => {
      if (options.userId !== undefined) scope.setUser(reportUser(options.userId === null ? null : { id: options.userId }));
      if (options.handledBy) scope.setTag('handled_by', options.handledBy);
      Sentry.captureException(error);
    }),
  );
}

/**
 * A window-level script error or unhandled rejection that happened before the SDK had loaded (its own
 * window handlers did not exist yet), reported as the SDK would have: unhandled, by its mechanism.
 */
export function reportEarlyWindowError(error: unknown, mechanism: 'onerror' | 'onunhandledrejection'): void {
  void replayStarted.then(() => Sentry.captureException(error, { mechanism: { type: mechanism, handled: false } }));
}
