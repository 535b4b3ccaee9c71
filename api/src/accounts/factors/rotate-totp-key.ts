// Re-encrypts every stored TOTP secret under the current TOTP_ENCRYPTION_KEY (ADR 027), reading each with
// whichever configured key opens it (TOTP_ENCRYPTION_KEY_PREVIOUS, or BETTER_AUTH_SECRET for secrets
// stored before the TOTP key existed). Idempotent: a secret already under the current key is left alone,
// so the command can run again after a failure, on any replica, while the servers run.
import { listTotpSecrets, replaceTotpSecret } from '@valik/db/queries';
import type { AppDeps } from '../../lib/context.ts';
import { decryptTotpSecret, encryptTotpSecret, isUnderCurrentKey, totpKeysOf } from './totp-keys.ts';

export interface TotpRotation {
  /** secrets now under the current key that were not before */
  reencrypted: number;
  /** secrets that were under the current key already */
  alreadyCurrent: number;
  /** factors whose secret no configured key opens (their people must enrol their app again) */
  unreadable: string[];
}

export async function rotateTotpKey(deps: Pick<AppDeps, 'db' | 'env'>): Promise<TotpRotation> {
  const keys = totpKeysOf(deps.env);
  const result: TotpRotation = { reencrypted: 0, alreadyCurrent: 0, unreadable: [] };
  for (const { id, secret } of await listTotpSecrets(deps.db)) {
    if (isUnderCurrentKey(keys, secret)) {
      result.alreadyCurrent++;
      continue;
    }
    let plain: string;
    try {
      plain = await decryptTotpSecret(keys, secret);
    } catch {
      result.unreadable.push(id);
      continue;
    }
    if (await replaceTotpSecret(deps.db, { id, from: secret, to: await encryptTotpSecret(keys, plain) })) result.reencrypted++;
  }
  return result;
}
