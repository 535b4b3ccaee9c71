// The authenticator apps' TOTP secrets are kept encrypted with their own key, TOTP_ENCRYPTION_KEY (ADR
// 027), not BETTER_AUTH_SECRET: rotating the session secret after a leak must not disable everyone's
// second factor, and the TOTP key must be rotatable on its own. A stored secret names the key it was
// encrypted with by a short id (a hash of the key), so several keys can be configured at once during a
// rotation: new secrets are encrypted with the current key, old ones read with TOTP_ENCRYPTION_KEY_PREVIOUS,
// and `pnpm secrets:rotate-totp-key` (rotate-totp-key.ts) re-encrypts them all under the current key.
// Rows from before this scheme carry no id and were encrypted with BETTER_AUTH_SECRET.
import { createHash } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { Env } from '../../env.ts';

export interface TotpKeys {
  /** new secrets are encrypted with this */
  current: string;
  /** keys older secrets may still be encrypted with */
  previous: readonly string[];
  /** BETTER_AUTH_SECRET: what secrets stored before TOTP_ENCRYPTION_KEY existed were encrypted with */
  legacy: string;
}

const PREFIX = 'v1';

export function totpKeysOf(env: Pick<Env, 'TOTP_ENCRYPTION_KEY' | 'TOTP_ENCRYPTION_KEY_PREVIOUS' | 'BETTER_AUTH_SECRET'>): TotpKeys {
  return { current: env.TOTP_ENCRYPTION_KEY, previous: env.TOTP_ENCRYPTION_KEY_PREVIOUS, legacy: env.BETTER_AUTH_SECRET };
}

/** A key's public name in stored secrets: 12 hex digits of its SHA-256 (names the key, reveals nothing of it). */
export function totpKeyId(key: string): string {
  return createHash('sha256').update(`valik-totp-key:${key}`).digest('hex').slice(0, 12);
}

/** The key id a stored secret names, or null for a secret stored before keys had ids (BETTER_AUTH_SECRET). */
export function keyIdOf(stored: string): string | null {
  const [prefix, id] = stored.split(':');
  return prefix === PREFIX && id ? id : null;
}

export class TotpKeyMissingError extends Error {
  override name = 'TotpKeyMissingError';
}

export async function encryptTotpSecret(keys: TotpKeys, secret: string): Promise<string> {
  return `${PREFIX}:${totpKeyId(keys.current)}:${await symmetricEncrypt({ key: keys.current, data: secret })}`;
}

/** The plain secret; throws TotpKeyMissingError when no configured key opens it. */
export async function decryptTotpSecret(keys: TotpKeys, stored: string): Promise<string> {
  const id = keyIdOf(stored);
  if (id === null) {
    // before TOTP_ENCRYPTION_KEY: BETTER_AUTH_SECRET, or (it was rotated first) an old one listed as previous
    for (const key of [keys.legacy, ...keys.previous]) {
      try {
        return await symmetricDecrypt({ key, data: stored });
      } catch {
        // not this key
      }
    }
    throw new TotpKeyMissingError('a TOTP secret stored before TOTP_ENCRYPTION_KEY cannot be opened with BETTER_AUTH_SECRET or TOTP_ENCRYPTION_KEY_PREVIOUS');
  }
  const key = [keys.current, ...keys.previous].find((k) => totpKeyId(k) === id);
  if (!key) throw new TotpKeyMissingError(`no configured TOTP key has the id ${id} (add the old key to TOTP_ENCRYPTION_KEY_PREVIOUS)`);
  return symmetricDecrypt({ key, data: stored.slice(PREFIX.length + id.length + 2) });
}

export function isUnderCurrentKey(keys: TotpKeys, stored: string): boolean {
  return keyIdOf(stored) === totpKeyId(keys.current);
}
