// The server's error reports through the official Sentry Node SDK. A client of our own (not
// `Sentry.init`, whose client is process-global): the service container owns it, so two apps in one
// process (the tests) never share one, and every event gets its request's scope explicitly.
import {
  NodeClient,
  Scope,
  contextLinesIntegration,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
} from '@sentry/node';
import { reportUser, scrubBreadcrumb, scrubEvent } from '@valik/domain';
import { reportableError } from '../lib/loggable-error.ts';
import type { BackgroundErrorContext, ErrorReporter, ServerErrorContext } from './error-reporter.ts';

export interface SentryReporterOptions {
  dsn: string;
  environment: string;
  release: string | null;
}

export function createSentryReporter(options: SentryReporterOptions): ErrorReporter {
  const client = new NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    ...(options.release ? { release: options.release } : {}),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // no global handlers, no tracing, no instrumentation: only what shapes the event itself
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), contextLinesIntegration()],
    sendDefaultPii: false,
    sendClientReports: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  client.init();

  const scopeFor = (context: ServerErrorContext): Scope => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ app: context.app ?? 'server', request_id: context.requestId, status: String(context.status) });
    scope.setUser(context.userId ? reportUser({ id: context.userId }) : null);
    scope.setTransactionName(`${context.method} ${context.path}`);
    scope.addEventProcessor((event) => ({
      ...event,
      request: {
        method: context.method,
        url: context.path,
        ...(context.query ? { query_string: context.query } : {}),
        ...(context.body !== undefined ? { data: context.body } : {}),
        ...(context.userAgent ? { headers: { 'user-agent': context.userAgent } } : {}),
      },
    }));
    return scope;
  };

  const backgroundScope = (context: BackgroundErrorContext): Scope => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ app: 'server', task: context.task, ...(context.id ? { task_id: context.id } : {}), ...(context.attempt ? { attempt: String(context.attempt) } : {}) });
    scope.setTransactionName(`background ${context.task}`);
    return scope;
  };

  return {
    dsn: options.dsn,
    captureException: (error, context) => scopeFor(context).captureException(reportableError(error)),
    captureResponse: (context) =>
      scopeFor(context).captureMessage(`${context.method} ${context.path} answered ${context.status}`, 'error'),
    captureBackground: (error, context) => backgroundScope(context).captureException(reportableError(error)),
    flush: async (timeoutMs = 5000) => client.flush(timeoutMs),
  };
}
