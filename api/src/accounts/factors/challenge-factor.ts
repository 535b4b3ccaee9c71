import { createHmac, randomInt } from 'node:crypto';
import { getFactor, insertChallenge } from '@valik/db/queries';
import type { FactorChallenge, Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { translate } from '@valik/domain/i18n';

export const CHALLENGE_SECONDS = 5 * 60;
export const FACTOR_NOT_FOUND = 'The factor could not be found';

/** The stored form of an SMS code: keyed by the auth secret and the challenge, so a leaked row is useless. */
export function hashSmsCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/**
 * Starts passing a factor (spec §7 "POST factors/{id}/challenge"): a challenge id to verify against,
 * valid five minutes. For a phone factor the code goes out by SMS now.
 */
export async function challengeFactor(
  deps: AppDeps,
  input: { authUserId: string; factorId: string; ipAddress: string | null; lang: Lang },
): Promise<FactorChallenge> {
  const now = deps.clock();
  const factor = await getFactor(deps.db, { authUserId: input.authUserId, factorId: input.factorId });
  if (!factor) throw new ApiError('NOT_FOUND', FACTOR_NOT_FOUND);
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
  if (factor.factorType === 'phone') {
    const sms = deps.sms;
    if (!sms || !factor.phone) throw new ApiError('BAD_REQUEST', 'Phone codes are not available');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = hashSmsCode(deps.env.BETTER_AUTH_SECRET, id, code);
    await insertChallenge(deps.db, { id, factorId: factor.id, expiresAt, codeHash, ipAddress: input.ipAddress });
    const text = translate(input.lang, 'Your Valik code is {code}', { code });
    try {
      await sms.send(factor.phone, text);
    } catch {
      throw new ApiError('INTERNAL', 'The code could not be sent. Please try again.', undefined, 502);
    }
  } else {
    await insertChallenge(deps.db, { id, factorId: factor.id, expiresAt, ipAddress: input.ipAddress });
  }
  return { id, factor_id: factor.id, expires_at: expiresAt.toISOString() };
}
