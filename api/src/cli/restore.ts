// `pnpm db:restore <backup folder>` (artifact: `node dist/restore.mjs <folder>`): a backup of
// `pnpm db:backup` into the database of DATABASE_URL, which must be new and empty, and its files into the
// configured store (local disk or S3). Every checksum is checked before anything is written.
import { resolve } from 'node:path';
import { createFileStorage } from '../lib/file-storage.ts';
import { BackupError, restore } from '../operations/backup.ts';
import { configOrExit } from './cli-config.ts';

const given = process.argv.slice(2).filter((a) => a !== '--');
if (given.length !== 1) {
  console.error('usage: pnpm db:restore <backup folder>   (into the empty database of DATABASE_URL)');
  process.exit(2);
}
const env = configOrExit();
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), given[0] ?? '');
try {
  const result = await restore({ env, storage: createFileStorage(env) }, { dir });
  console.log(`Restored the backup of ${result.manifest.createdAt} from ${dir}`);
  console.log(`  database  ${result.tables} tables`);
  console.log(`  uploads   ${result.files} files into ${env.S3_BUCKET ? `the S3 bucket ${env.S3_BUCKET}` : env.uploadsDir}`);
  console.log('Start the servers on it: they apply any migrations newer than the backup.');
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
}
