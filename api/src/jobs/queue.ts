// Where business code hands work to the background: a small interface so the registration, waitlist and
// payer-change functions do not know pg-boss. The queue is AppDeps.jobs, built by the composition root
// (services.ts); until `start()` runs pg-boss (main.ts, after the server is made), scheduling is a no-op:
// every job is also covered by the periodic sweep, which finds due work in the database itself, so nothing
// is lost when a job could not be queued (tests, a crash between commit and send).
import { PgBoss, fromPglite } from 'pg-boss';
import type { DbHandle } from '@valik/db/client';
import type { Logger } from '../lib/logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { ErrorReporter } from '../errors/error-reporter.ts';

export const JOB_NAMES = {
  waitlistOfferExpiry: 'waitlist-offer-expiry',
  closeAccess: 'close-access',
  sweep: 'student-journey-sweep',
  /** the school reps' weekly digest e-mail (school-reps/weekly-digest.ts), Mondays 07:00 Tallinn */
  weeklyDigest: 'school-rep-weekly-digest',
  /** issue 14: one cohort's Discord channel, role and members (discord/sync-cohort-discord.ts) */
  discordSync: 'discord-sync-cohort',
  /** issue 14: every minute, the cohorts whose Discord state is behind (ended, cancelled, new members) */
  communitySweep: 'community-sweep',
  /** issue 14: the bot's slash commands, registered once at start */
  discordCommands: 'discord-register-commands',
  /** issue 14: LearnWorlds progress, hourly for every running cohort and on demand for one */
  lmsSync: 'lms-progress-sync',
  /** issue 25: the outbox's dispatcher every minute, for retries that came due (outbox/dispatcher.ts) */
  outbox: 'outbox-dispatch',
  /** issue 29: class, cohort-start, Discord and unpaid-invoice reminders due now (reminders/send-reminders.ts) */
  reminders: 'class-reminders',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

export interface JobQueue {
  /** runs the job at `at` (or at once when past); singletonKey avoids duplicates for the same thing */
  schedule(name: JobName, payload: Record<string, unknown>, at: Date, singletonKey?: string): Promise<void>;
}

export type JobHandlers = Record<JobName, (payload: Record<string, unknown>) => Promise<void>>;

export interface JobRunnerOptions {
  sweepCron?: string;
  digestCron?: string;
  communitySweepCron?: string;
  lmsSyncCron?: string;
  outboxCron?: string;
  remindersCron?: string;
}

// How often a replica offers to run pg-boss's cron pass (one replica wins each time): a period's job is sent
// at most this late (pg-boss's default is 30 s; a pass is one short query).
const CRON_CHECK_SECONDS = 10;

// Outside-service calls fail for a while and then work again: retried with a growing delay (30 s, 60 s, …).
const RETRIED_QUEUES: readonly JobName[] = [JOB_NAMES.discordSync, JOB_NAMES.discordCommands, JOB_NAMES.lmsSync];

/** The queue and its runner: pg-boss on the same database, started once per process. */
export interface Jobs extends JobQueue {
  /** the running pg-boss, null before start() and after stop() */
  readonly boss: PgBoss | null;
  start(handlers: JobHandlers, options?: JobRunnerOptions): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on `handle`'s database: on PGlite through `fromPglite` on the SAME instance Drizzle uses, on a
 * server through pg-boss's own `pg` pool (connectionString). Nothing runs until start().
 */
export function createJobs(
  handle: Pick<DbHandle, 'kind' | 'pglite'> | null,
  options: { connectionString?: string | undefined; logger: Logger; metrics?: Metrics; errors?: ErrorReporter },
): Jobs {
  let boss: PgBoss | null = null;
  /** One run: counted (ok or failed, and its time); a failure is logged, reported, and thrown on for pg-boss to retry. */
  const run = async (name: JobName, handler: JobHandlers[JobName], job: { id: string; data: Record<string, unknown> | null }) => {
    const started = performance.now();
    try {
      await handler(job.data ?? {});
      options.metrics?.observeJob({ job: name, ok: true, seconds: (performance.now() - started) / 1000 });
    } catch (err) {
      options.metrics?.observeJob({ job: name, ok: false, seconds: (performance.now() - started) / 1000 });
      options.logger.error({ err, job: name, jobId: job.id }, 'a job failed');
      options.errors?.captureBackground(err, { task: name, id: job.id });
      throw err;
    }
  };
  return {
    get boss() {
      return boss;
    },
    async schedule(name, payload, at, singletonKey) {
      if (!boss) return;
      await boss.send(name, payload, { startAfter: at, ...(singletonKey ? { singletonKey } : {}) });
    },
    async start(handlers, runner = {}) {
      if (boss) return;
      if (!handle) throw new Error('createJobs: no database handle to run pg-boss on');
      const created =
        handle.kind === 'pglite' && handle.pglite
          ? new PgBoss({ db: fromPglite(handle.pglite), schema: 'pgboss', cronMonitorIntervalSeconds: CRON_CHECK_SECONDS })
          : new PgBoss({ connectionString: options.connectionString ?? '', schema: 'pgboss', max: 4, cronMonitorIntervalSeconds: CRON_CHECK_SECONDS });
      created.on('error', (err) => options.logger.error({ err }, 'job queue error'));
      await created.start();
      for (const name of Object.values(JOB_NAMES)) {
        await created.createQueue(name, RETRIED_QUEUES.includes(name) ? { retryLimit: 6, retryDelay: 30, retryBackoff: true } : {});
        await created.work<Record<string, unknown>>(name, async (jobs) => {
          for (const job of jobs) await run(name, handlers[name], job);
        });
      }
      // pg-boss keeps one row per schedule: every replica writes the same, and its cron pass (claimed by one
      // instance at a time) sends one job per period, which one worker of any replica takes
      await created.schedule(JOB_NAMES.sweep, runner.sweepCron ?? '*/10 * * * *');
      await created.schedule(JOB_NAMES.weeklyDigest, runner.digestCron ?? '0 7 * * 1', null, { tz: 'Europe/Tallinn' });
      await created.schedule(JOB_NAMES.communitySweep, runner.communitySweepCron ?? '* * * * *');
      await created.schedule(JOB_NAMES.lmsSync, runner.lmsSyncCron ?? '0 * * * *');
      await created.schedule(JOB_NAMES.outbox, runner.outboxCron ?? '* * * * *');
      await created.schedule(JOB_NAMES.reminders, runner.remindersCron ?? '*/5 * * * *');
      await created.send(JOB_NAMES.discordCommands, {}, { singletonKey: 'discord-register-commands' });
      boss = created;
    },
    async stop() {
      const running = boss;
      boss = null;
      await running?.stop({ graceful: true, timeout: 5000 });
    },
  };
}
