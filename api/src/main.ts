import { hostname } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import { createDb, migrateDb } from '@valik/db/client';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from '@valik/db/seed';
import { ConfigError, parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';

// The one process: parse config, open and migrate the database, seed demo data (never in
// production), serve everything on one port, shut down gracefully.
//
// V8's allocation-site pretenuring is off in this process, set before anything sizeable is allocated: the
// rest of the app (services, routes, jobs, the HTTP server) is loaded after it, not imported above
// (api/src/main.test.ts keeps the imports above to this short list). Left on, some starts (about half,
// with the embedded PGlite) left V8 allocating the requests' short-lived objects straight into the old
// generation: under load every scavenge kept about 12 MB alive (6-15 ms each instead of under 1), a
// mark-compact ran every few seconds, and the cached pages answered a fifth fewer requests with a p99
// of 10-120 ms instead of 2-4 (ADR 029 "Then", measured with --trace-gc and bench/'s ceilings).
async function main() {
  setFlagsFromString('--no-allocation-site-pretenuring');
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  // log lines are written asynchronously, those that come while a write is under way together (issue 16
  // item 2: not one blocking write(2) per request); flushed at shutdown
  const logger = createLogger(env.LOG_LEVEL, pino.destination({ dest: 1, sync: false }));
  // what production runs on only because it was told to (ALLOW_EMBEDDED_DATABASE, ALLOW_LOCAL_UPLOADS)
  for (const warning of env.productionWarnings) logger.warn(warning);
  // the connections carry this process's name, so pg_stat_activity (and /metrics) can tell them apart
  const applicationName = `valik ${hostname()} ${process.pid}`;
  const handle = await createDb(env.DATABASE_URL ? { url: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE, applicationName } : { dataDir: env.pgliteDir });
  logger.info({ database: handle.kind }, 'database opened');
  await migrateDb(handle);
  if (env.SEED_ON_START) {
    await seed(handle.db, { production: env.isProduction, uploadsDir: env.uploadsDir });
  }
  const [{ createServices }, { createServer }, { startJobs }, { listen }] = await Promise.all([
    import('./services.ts'),
    import('./server.ts'),
    import('./jobs/index.ts'),
    import('./lib/http-server.ts'),
  ]);
  // the composition root: every service chosen and built once, then passed in
  const deps = createServices(handle, env, { logger });
  deps.metrics.collectProcessMetrics();
  const app = await createServer(deps);
  // a committed write on any replica that changes the public pages reaches every replica (LISTEN/NOTIFY)
  const leaveChanges = await deps.changes.listen(handle);
  // waitlist offer expiry, access closing after an unpaid payer change (pg-boss on the same database)
  await startJobs(deps, { sweepCron: env.JOBS_SWEEP_CRON, lmsSyncCron: env.JOBS_LMS_SYNC_CRON, communitySweepCron: env.JOBS_COMMUNITY_SWEEP_CRON });
  // the outbox's dispatcher (after the jobs, which it hands jobs to) wakes on every new entry committed by
  // any replica (ADR 024), and now for what is left from before
  const leaveOutbox = await deps.outbox.listen(handle);
  deps.outbox.wake();
  // a page-cache hit answered before the middleware chain (ADR 029); keep-alive 65 s, Expect: 100-continue
  // and refused bodies answered so every client reads the answer (lib/http-server.ts, ADR 028)
  const server = await listen(app, { port: env.PORT, hostname: env.HOST });
  const lines = [
    '',
    `  Valik is running at ${env.PUBLIC_BASE_URL}`,
    `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${env.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (deps.mailer.kind === 'dev-mailbox') lines.push(`  E-mails are not sent: read them at ${env.PUBLIC_BASE_URL}/dev/mailbox`);
  if (env.SEED_ON_START && !env.isProduction) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) lines.push(`    ${l.role.padEnd(10)} ${l.email}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // From here until the exit /readyz answers 503: the load balancer stops sending new work here, while
    // what still arrives during the drain is served as usual. Then the server stops taking connections.
    deps.readiness.drain();
    const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
    logger.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: not ready any more');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    setTimeout(() => stop(), drainMs);
  };
  const stop = () => {
    server.close(async () => {
      await leaveOutbox();
      await deps.tasks.idle(); // outbox deliveries and e-mails still running
      await deps.jobs.stop();
      await leaveChanges();
      await deps.errors.flush(2000); // error reports still being sent
      await handle.close();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    });
    // idle keep-alive sockets would hold close() open
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
