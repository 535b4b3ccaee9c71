// Applies pending migrations to DATABASE_URL, or to the embedded database (<repo>/.data/pglite, or
// the directory given with --data-dir).
//   pnpm --filter @valik/db run migrate [-- --data-dir <dir>]
import { parseArgs } from 'node:util';
import { createDb, migrateDb, resolveDataDir } from '../client.ts';

// pnpm forwards a literal '--' separator; drop it.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({ args, options: { 'data-dir': { type: 'string' } } });
const url = process.env.DATABASE_URL || undefined;
const dataDir = values['data-dir'];
const target = url
  ? `PostgreSQL server ${new URL(url).host}${new URL(url).pathname}`
  : `PGlite at ${resolveDataDir(dataDir)}`;

const handle = await createDb({ url, dataDir, max: 2 });
try {
  const { applied, total } = await migrateDb(handle);
  console.log(
    applied === 0
      ? `${target}: up to date (${total} migrations applied earlier)`
      : `${target}: applied ${applied} migration(s), ${total} in total`,
  );
} finally {
  await handle.close();
}
