// The error-report port: the server reports its own failures (every 5xx, and pages of the site that
// threw) through `deps.errors`. Implementations: the Sentry SDK (sentry-reporter.ts), sending to the
// configured DSN or, outside production, to this server's own ingest at /dev/errors; or nothing, when
// reporting is off (no DSN and SENTRY_ENVIRONMENT=local). Chosen once in services.ts.
import type { ReportingApp } from '@valik/domain';

/** What the server knows about the request that failed. */
export interface ServerErrorContext {
  /** the id the error body and the x-request-id header show */
  requestId: string;
  method: string;
  /** the path as logged (secrets in it redacted) */
  path: string;
  status: number;
  /** the product user, when signed in */
  userId?: number | null;
  /** the query string, without the leading '?' */
  query?: string;
  /** the parsed JSON body, when the route had read one */
  body?: unknown;
  userAgent?: string | null;
  /** where it happened: the API ('server', default) or a page of the site rendered on the server */
  app?: Extract<ReportingApp, 'server' | 'site'>;
}

/** Work that failed outside a request: a job run (pg-boss), an outbox entry given up on. */
export interface BackgroundErrorContext {
  /** what failed: the job's queue name (e.g. 'student-journey-sweep'), or 'outbox' */
  task: string;
  /** the job's or the entry's id */
  id?: string | null;
  /** which attempt this was (1 = the first), when the work is retried */
  attempt?: number | null;
}

export interface ErrorReporter {
  /** where reports go; null: reporting is off */
  readonly dsn: string | null;
  /** Reports a thrown error; returns the event id (null when nothing was sent). */
  captureException(error: unknown, context: ServerErrorContext): string | null;
  /** Reports a 5xx answered without a thrown error (a handler returned it). */
  captureResponse(context: ServerErrorContext): string | null;
  /** Reports work that failed in the background (a job run, a dead outbox entry). */
  captureBackground(error: unknown, context: BackgroundErrorContext): string | null;
  /** Waits until what was captured has been sent (tests, shutdown). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** Reporting off: nothing is captured. */
export const reportingOff: ErrorReporter = {
  dsn: null,
  captureException: () => null,
  captureResponse: () => null,
  captureBackground: () => null,
  flush: () => Promise.resolve(true),
};
