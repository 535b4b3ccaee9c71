// `pnpm db:backup [--out <folder>] [--keep <n>]` (artifact: `node dist/backup.mjs …`): the database of
// DATABASE_URL (pg_dump) and every uploaded file of the configured store (local disk or S3) into
// <folder>/<UTC time>/ (default folder: ./backups), with a manifest of checksums; --keep removes all but
// the newest n backups of the folder. Scheduling and off-site copies: docs/deploy.md, "Backups".
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock.ts';
import { createFileStorage } from '../lib/file-storage.ts';
import { BackupError, backup, backupName, pruneBackups } from '../operations/backup.ts';
import { configOrExit } from './cli-config.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { out: { type: 'string', default: 'backups' }, keep: { type: 'string' } },
});
const env = configOrExit();
const parent = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const keep = values.keep === undefined ? null : Number(values.keep);
if (keep !== null && !(Number.isInteger(keep) && keep >= 1)) {
  console.error('--keep must be a whole number of backups, 1 or more');
  process.exit(2);
}
const now = systemClock();
const dir = resolve(parent, backupName(now));
try {
  const manifest = await backup({ env, storage: createFileStorage(env) }, { dir, now });
  console.log(`Backup written to ${dir}`);
  console.log(`  database  ${(manifest.database.bytes / 1024).toFixed(0)} kB (${manifest.database.pgDump})`);
  console.log(`  uploads   ${manifest.uploads.count} files, ${(manifest.uploads.bytes / 1024).toFixed(0)} kB, from ${manifest.uploads.store === 's3' ? 'the S3 bucket' : 'local disk'}`);
  if (keep !== null) {
    const removed = await pruneBackups(parent, keep);
    if (removed.length > 0) console.log(`  removed the ${removed.length} older backup(s) beyond the newest ${keep}: ${removed.join(', ')}`);
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
}
