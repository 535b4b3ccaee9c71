import type { Db } from '@valik/db/client';
import type { Lang } from '@valik/domain/contracts';
import type { Env } from '../env.ts';
import type { Auth } from '../auth.ts';
import type { Catalog } from '../catalog-service.ts';
import type { PageCache } from '../site-pages/page-cache.ts';
import type { ErrorReporter } from '../errors/error-reporter.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Payments } from '../payments/providers.ts';
import type { Einvoices } from '../einvoices/einvoice-services.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { FileStorage } from './file-storage.ts';
import type { Logger } from './logger.ts';
import type { PublicChanges } from './public-changes.ts';
import type { SessionUser } from '@valik/domain/contracts';
import type { VerifiedNotification } from '../payments/provider.ts';
import type { Classroom, ClassroomStandInAccount } from '../classroom/classroom-adapter.ts';
import type { Discord, DiscordStandInAccount } from '../discord/discord-port.ts';
import type { LearnWorlds, LearnWorldsStandInAccount } from '../learnworlds/learnworlds-port.ts';
import type { APIInteraction } from 'discord-api-types/v10';
import type { Metrics } from '../metrics/metrics.ts';
import type { Readiness } from './readiness.ts';
import type { OutboxRunner } from '../outbox/runner.ts';

/**
 * The one service container: everything the app reaches outside its own code, built once by the
 * composition root (services.ts `createServices`, used by main.ts and the tests' app factory) and
 * passed in. Nothing else holds a service: no module-level registry, no service reached through another.
 */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** the time: the real clock, or a test's own (rate limits, sign-in locks, session lifetimes) */
  clock: () => Date;
  /** better-auth: identities, passwords, sessions */
  auth: Auth;
  /** e-mail: Resend, or the dev mailbox */
  mailer: Mailer;
  /** null: no SMS provider, so no phone factor */
  sms: SmsSender | null;
  /** uploaded files: local disk or S3 */
  storage: FileStorage;
  /** work after the response (e-mails); idle() waits for it */
  tasks: BackgroundTasks;
  /** Stripe and Montonio: the real clients, or the local simulators */
  payments: Payments;
  /** e-invoices: Storecove's Peppol access point, or the stand-in at /dev/einvoices (ADR 030) */
  einvoices: Einvoices;
  /** pg-boss: scheduling, and the runner main.ts starts */
  jobs: Jobs;
  /** the public catalogue: cached reads, dropped on the changes below */
  catalog: Catalog;
  /**
   * the public pages kept rendered for visitors without a session and the API's catalogue answers
   * (ADR 019, 029), dropped on the changes below; null when PAGE_CACHE_SECONDS is 0
   */
  pageCache: PageCache | null;
  /** error reports (every 5xx): Sentry, to the configured DSN or the local ingest at /dev/errors; or off */
  errors: ErrorReporter;
  /** what committed writes changed on the public pages (course, cohort, teacher, schools, seats), from every replica */
  changes: PublicChanges;
  /** Discord (OAuth, the bot, signed interactions), at Discord or the stand-in; null: not offered */
  discord: Discord | null;
  /** LearnWorlds progress, at the school's LearnWorlds or the stand-in; null: teachers type progress in */
  learnworlds: LearnWorlds | null;
  /** Google Classroom membership, at Google or the stand-in; null: membership cannot be checked */
  classroom: Classroom | null;
  /** the accounts of the local stand-ins that unconfigured integrations run against (/dev/…) */
  standIns: StandIns;
  /** Prometheus metrics of this app (requests, jobs, page cache; outbox, syncs and connections read at scrape time) */
  metrics: Metrics;
  /** draining from SIGTERM until exit: /readyz answers 503 */
  readiness: Readiness;
  /** the outbox's dispatcher in this process: woken after commits and by the database (ADR 024) */
  outbox: OutboxRunner;
}

/**
 * The accounts the local stand-ins accept (null: that integration does not run against its stand-in),
 * chosen with the integrations in community-services.ts.
 */
export interface StandIns {
  discord: DiscordStandInAccount | null;
  learnworlds: LearnWorldsStandInAccount | null;
  classroom: ClassroomStandInAccount | null;
}

/** The better-auth session of a request, as the guards read it. */
export interface RequestSession {
  id: string;
  authUserId: string;
  /** assurance reached in this session */
  aal: 'aal1' | 'aal2';
  /** aal2 when the identity has a verified second factor */
  nextAal: 'aal1' | 'aal2';
  expiresAt: Date;
  createdAt: Date;
  /** when the person last proved it was them in this session: the sign-in, or a later re-authentication */
  authenticatedAt: Date;
}

export interface AppVariables {
  requestId: string;
  lang: Lang;
  deps: AppDeps;
  /** the client's address (socket, or the trusted proxy's X-Forwarded-For); null in in-process tests */
  clientAddress: string | null;
  /** the session cookie's session, set by the `allow()` guard (also while a second factor is pending) */
  session: RequestSession | null;
  /** the signed-in product user, set by the `allow()` guard once the session is fully assured */
  user: SessionUser | null;
  /** a payment provider's notification, set by the `provider-signature` guard once its signature is verified */
  providerNotification: VerifiedNotification;
  /** a Discord interaction, set by the `provider-signature` guard once its Ed25519 signature is verified */
  discordInteraction: APIInteraction;
  /** set when what failed in this request was reported already (a site page's error, by its 500 page) */
  failureReported?: true;
}

export interface AppEnv {
  Variables: AppVariables;
}
