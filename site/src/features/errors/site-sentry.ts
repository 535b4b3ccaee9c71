// The site's Sentry SDK (@sentry/astro in the browser), started by error-loader.ts at the first error with
// the errors seen before it loaded. The rules are the shared ones (@valik/domain): scrubbing before
// sending, replay with the text not masked (from the first error on: it has no earlier buffer to send).
import * as Sentry from '@sentry/astro';
import { REPLAY_OPTIONS, scrubBreadcrumb, scrubEvent, type ErrorReportingConfig } from '@valik/domain';

export function start(config: ErrorReportingConfig, seen: unknown[]): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release ? { release: config.release } : {}),
    integrations: [
      Sentry.replayIntegration({
        maskAllText: REPLAY_OPTIONS.maskAllText,
        maskAllInputs: REPLAY_OPTIONS.maskAllInputs,
        blockAllMedia: REPLAY_OPTIONS.blockAllMedia,
      }),
    ],
    replaysSessionSampleRate: REPLAY_OPTIONS.sessionSampleRate,
    replaysOnErrorSampleRate: REPLAY_OPTIONS.onErrorSampleRate,
    sendDefaultPii: false,
    initialScope: { tags: { app: 'site' } },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  for (const error of seen) Sentry.captureException(error, { mechanism: { type: 'onerror', handled: false } });
}
