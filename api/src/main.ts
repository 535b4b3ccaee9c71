import { serve } from '@hono/node-server';
import { createDb, migrateDb } from '@valik/db/client';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from '@valik/db/seed';
import { ConfigError, parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { createAuth } from './auth.ts';
import { createServer } from './server.ts';
import { connectCatalogInvalidation } from './catalog-cache.ts';
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
  const logger = createLogger(env.LOG_LEVEL);
  const handle = await createDb(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.pgliteDir });
  logger.info({ database: handle.kind }, 'database opened');
  await migrateDb(handle);
  if (env.SEED_ON_START) {
    await seed(handle.db, { production: env.isProduction, uploadsDir: env.uploadsDir });
  }
  const auth = createAuth(handle.db, env, { services: { logger } });
  const app = await createServer({ db: handle.db, env, logger, auth });
  // a catalogue write on any replica drops every replica's catalogue cache (LISTEN/NOTIFY)
  const leaveCatalogSync = await connectCatalogInvalidation(handle, logger);
  // waitlist offer expiry, access closing after an unpaid payer change (pg-boss on the same database)
  const jobs = await startJobs({ db: handle.db, env, logger, auth }, handle, { connectionString: env.DATABASE_URL });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    const lines = [
      '',
      `  Valik is running at ${env.PUBLIC_BASE_URL}`,
      `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${env.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ];
    if (auth.services.mailer.kind === 'dev-mailbox') lines.push(`  E-mails are not sent: read them at ${env.PUBLIC_BASE_URL}/dev/mailbox`);
    if (env.SEED_ON_START && !env.isProduction) {
      lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
      for (const l of DEMO_LOGINS) lines.push(`    ${l.role.padEnd(10)} ${l.email}`);
    }
    process.stdout.write(lines.join('\n') + '\n\n');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await jobs.stop();
      await leaveCatalogSync();
      await auth.services.tasks.idle(); // e-mails still being handed over
      await handle.close();
      logger.info('stopped');
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
