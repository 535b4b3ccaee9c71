// `pnpm secrets:rotate-totp-key` (artifact: `node dist/rotate-totp-key.mjs`): re-encrypts every stored
// TOTP secret under TOTP_ENCRYPTION_KEY, reading old ones with TOTP_ENCRYPTION_KEY_PREVIOUS (or
// BETTER_AUTH_SECRET for secrets from before the TOTP key). Run it with the servers' configuration once
// every replica has the new key and the old one as previous (docs/deploy.md, "Secrets"); then the previous
// key can be removed. Exit code 1 when a secret could not be opened with any configured key.
import { createDb } from '@valik/db/client';
import { rotateTotpKey } from '../accounts/factors/rotate-totp-key.ts';
import { totpKeyId } from '../accounts/factors/totp-keys.ts';
import { configOrExit } from './cli-config.ts';

const env = configOrExit();
const handle = await createDb(env.DATABASE_URL ? { url: env.DATABASE_URL, max: 2 } : { dataDir: env.pgliteDir });
try {
  const result = await rotateTotpKey({ db: handle.db, env });
  console.log(
    `TOTP secrets under the current key (id ${totpKeyId(env.TOTP_ENCRYPTION_KEY)}): ${result.reencrypted} re-encrypted now, ${result.alreadyCurrent} already were.`,
  );
  if (result.unreadable.length > 0) {
    console.error(
      `${result.unreadable.length} secret(s) could not be opened with any configured key (factor ids: ${result.unreadable.join(', ')}). ` +
        'Add the key they were encrypted with to TOTP_ENCRYPTION_KEY_PREVIOUS and run this again.',
    );
    process.exitCode = 1;
  } else if (env.TOTP_ENCRYPTION_KEY_PREVIOUS.length > 0) {
    console.log('Every secret is under the current key: TOTP_ENCRYPTION_KEY_PREVIOUS can be removed from the configuration.');
  }
} finally {
  await handle.close();
}
