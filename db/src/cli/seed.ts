// Seeds the demo data into DATABASE_URL, or into the embedded database in <repo>/.data/pglite.
//   pnpm --filter @valik/db run seed            (demo data + demo logins)
//   NODE_ENV=production … run seed             (content only: no demo logins, no passwords)
//   SEED_NOW=2026-03-01T10:00:00Z … run seed   (place the cohorts around another date)
// Idempotent: a second run changes nothing (it only restores missing demo logins and thumbnails).
import { createDb, migrateDb, resolveDataDir } from '../client.ts';
import { DEMO_PASSWORD, seed } from '../seed/index.ts';

const production = process.env.NODE_ENV === 'production';
const url = process.env.DATABASE_URL || undefined;
const nowArg = process.env.SEED_NOW;
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`SEED_NOW is not a date: ${nowArg}`);
  process.exit(1);
}

const handle = await createDb({ url, max: 2 });
const target = url ? `PostgreSQL server ${new URL(url).host}${new URL(url).pathname}` : `PGlite at ${resolveDataDir()}`;
try {
  const migrated = await migrateDb(handle);
  if (migrated.applied > 0) console.log(`${target}: applied ${migrated.applied} migration(s)`);
  const started = Date.now();
  const result = await seed(handle.db, { now, production });
  console.log(
    result.created
      ? `${target}: demo data seeded in ${Date.now() - started} ms${production ? ' (production: no demo logins)' : ''}`
      : `${target}: already seeded, nothing to add`,
  );
  const width = Math.max(...Object.keys(result.counts).map((k) => k.length));
  for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(width)}  ${n}`);
  if (result.thumbnailsDir) console.log(`Course thumbnails: ${result.thumbnailsDir}`);
  if (result.demoLogins.length > 0) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of result.demoLogins) console.log(`  ${login.role.padEnd(10)}  ${login.email.padEnd(18)}  → ${login.landing}`);
  } else if (production) {
    console.log('NODE_ENV=production: demo logins were not created.');
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
} finally {
  await handle.close();
}
