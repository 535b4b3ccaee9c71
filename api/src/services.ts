// The composition root: the one place that chooses and builds the services (architecture §7). main.ts and
// the tests' app factory (api/tests/helpers.ts) both call `createServices`; everything else receives the
// result as AppDeps and never builds or looks up a service itself.
//
// Adding an adapter (e.g. Discord): define its port (an interface) beside its use cases, write the real
// client and the local stand-in speaking the same protocol, add a field to AppDeps (lib/context.ts), choose
// the implementation here from `env` (and accept an override for tests), and reach it as `deps.<name>`.
import type { DbHandle } from '@valik/db/client';
import { createAuth } from './auth.ts';
import { createCatalog } from './catalog-service.ts';
import { createPageCache } from './site-pages/page-cache.ts';
import type { Env } from './env.ts';
import { createJobs, type Jobs } from './jobs/queue.ts';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks.ts';
import type { AppDeps } from './lib/context.ts';
import { systemClock } from './lib/clock.ts';
import { createFileStorage, type FileStorage } from './lib/file-storage.ts';
import { createPublicChanges } from './lib/public-changes.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { reportingOff, type ErrorReporter } from './errors/error-reporter.ts';
import { serverDsn, serverRelease } from './errors/reporting-config.ts';
import { createSentryReporter } from './errors/sentry-reporter.ts';
import { createDevMailboxMailer } from './mail/dev-mailbox-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createResendMailer } from './mail/resend-mailer.ts';
import { createPayments, type Payments } from './payments/providers.ts';
import { createEinvoices, type Einvoices } from './einvoices/einvoice-services.ts';
import { createTwilioSmsSender, type SmsSender } from './sms/sms-sender.ts';
import { createCommunityServices, type CommunityServices } from './community-services.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createReadiness } from './lib/readiness.ts';
import { createOutboxRunner } from './outbox/wake.ts';

/** Replacements for chosen services (tests: a failing mailer, an SMS stand-in, a recording job queue). */
export interface ServiceOverrides {
  logger?: Logger;
  mailer?: Mailer;
  /** null: no SMS provider */
  sms?: SmsSender | null;
  storage?: FileStorage;
  tasks?: BackgroundTasks;
  payments?: Payments;
  einvoices?: Einvoices;
  jobs?: Jobs;
  errors?: ErrorReporter;
  /** Discord, LearnWorlds, Classroom and their stand-ins (tests: none configured) */
  community?: Partial<CommunityServices>;
  /** the time rate limits, sign-in locks and session lifetimes are reckoned by (default: the real clock) */
  clock?: () => Date;
  /** better-auth's request rate limits (default on) */
  rateLimit?: boolean;
}

/** The database a server runs on: the Drizzle client plus what LISTEN/NOTIFY and pg-boss need. */
export type ServiceDb = Pick<DbHandle, 'db' | 'kind' | 'pglite' | 'sql'>;

function chooseSms(env: Env): SmsSender | null {
  if (env.SMS_PROVIDER !== 'twilio' || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return null;
  return createTwilioSmsSender({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, baseUrl: env.TWILIO_API_URL });
}

/** Sentry to the configured DSN, or to this server's own ingest outside production; off without either. */
function chooseErrors(env: Env): ErrorReporter {
  const dsn = serverDsn(env);
  return dsn ? createSentryReporter({ dsn, environment: env.SENTRY_ENVIRONMENT, release: serverRelease(env) }) : reportingOff;
}

/** Builds every service of one app from its configuration, once. */
export function createServices(handle: ServiceDb, env: Env, overrides: ServiceOverrides = {}): AppDeps {
  const { db } = handle;
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = overrides.mailer ?? (env.RESEND_API_KEY ? createResendMailer(env.RESEND_API_KEY, env.MAIL_FROM, env.RESEND_API_URL ? { baseUrl: env.RESEND_API_URL } : {}) : createDevMailboxMailer(db, env.MAIL_FROM));
  const clock = overrides.clock ?? systemClock;
  const tasks = overrides.tasks ?? createBackgroundTasks(logger);
  // what committed writes changed on the public pages (database triggers, LISTEN/NOTIFY); listened to by
  // main.ts and the tests' app
  const changes = createPublicChanges(logger);
  const catalog = createCatalog(db, { ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000, clock });
  changes.subscribe((change) => catalog.forget(change));
  // the rendered public pages and the API's catalogue answers (ADR 019, issue 32): dropped by the same
  // changes, so used only while this process listens (main.ts, the tests' app)
  const pageCache = env.PAGE_CACHE_SECONDS > 0 ? createPageCache({ maxAgeMs: env.PAGE_CACHE_SECONDS * 1000, clock }) : null;
  if (pageCache) changes.subscribe((change) => pageCache.forget(change));
  const errors = overrides.errors ?? chooseErrors(env);
  const metrics = createMetrics({ db, databaseKind: handle.kind, poolMax: env.DATABASE_POOL_SIZE, logger, clock });
  const deps: AppDeps = {
    db,
    env,
    logger,
    clock,
    auth: createAuth({ db, env, logger, mailer, tasks, clock }, { rateLimit: overrides.rateLimit ?? true }),
    mailer,
    sms: overrides.sms !== undefined ? overrides.sms : chooseSms(env),
    storage: overrides.storage ?? createFileStorage(env),
    tasks,
    payments: overrides.payments ?? createPayments(env),
    einvoices: overrides.einvoices ?? createEinvoices(env),
    jobs: overrides.jobs ?? createJobs(handle, { connectionString: env.DATABASE_URL, logger, metrics, errors }),
    catalog,
    pageCache,
    changes,
    errors,
    metrics,
    readiness: createReadiness(),
    ...createCommunityServices(env),
    ...overrides.community,
    // the outbox's dispatcher delivers with these very services
    outbox: createOutboxRunner(() => deps),
  };
  return deps;
}
