import { Server as HttpServer } from 'node:http';
import pino from 'pino';
import { serve } from '@hono/node-server';
import { createDb, migrateDb } from '@valik/db/client';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from '@valik/db/seed';
import { ConfigError, parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { createServer } from './server.ts';
import { createServices } from './services.ts';
import { startJobs } from './jobs/index.ts';

// The one process: parse config, open and migrate the database, seed demo data (never in
// production), serve everything on one port, shut down gracefully.
async function main() {
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
  const handle = await createDb(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.pgliteDir });
  logger.info({ database: handle.kind }, 'database opened');
  await migrateDb(handle);
  if (env.SEED_ON_START) {
    await seed(handle.db, { production: env.isProduction, uploadsDir: env.uploadsDir });
  }
  // the composition root: every service chosen and built once, then passed in
  const deps = createServices(handle, env, { logger });
  const app = await createServer(deps);
  // a committed write on any replica that changes the public pages reaches every replica (LISTEN/NOTIFY)
  const leaveChanges = await deps.changes.listen(handle);
  // waitlist offer expiry, access closing after an unpaid payer change (pg-boss on the same database)
  await startJobs(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
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
  });
  // An idle kept-alive connection is closed by the server after 65 s, not Node's 5 s: a client (a load
  // balancer, the tests' request context) reusing a connection just as the server closed it gets a reset
  // (ECONNRESET), so the server waits longer than the usual 60 s idle of the things in front of it.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await deps.jobs.stop();
      await leaveChanges();
      await deps.tasks.idle(); // e-mails still being handed over
      await deps.errors.flush(2000); // error reports still being sent
      await handle.close();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    });
    // idle keep-alive sockets would hold close() open
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
