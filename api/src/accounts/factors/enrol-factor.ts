import QRCode from 'qrcode';
import { deleteUnverifiedFactors, insertFactor, listFactors } from '@valik/db/queries';
import type { EnrolledFactor, FactorType } from '@valik/domain/contracts';
import { toE164 } from '@valik/domain';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { toFactorDto } from './factor-dto.ts';
import { generateTotpSecret, totpUri } from './totp.ts';
import { encryptTotpSecret, totpKeysOf } from './totp-keys.ts';

export const MAX_FACTORS = 10;

export interface EnrolFactorInput {
  authUserId: string;
  email: string;
  factorType: FactorType;
  friendlyName: string;
  /** phone factors: the number that receives the codes */
  phone?: string | undefined;
  /** TOTP: the issuer shown in the authenticator app */
  issuer?: string | undefined;
}

/**
 * Adds an unverified factor (spec §7 "POST factors"). A TOTP factor answers its secret and QR code
 * once, here; it counts only after a first code is verified. Phone factors exist only when an SMS
 * provider is configured.
 */
export async function enrolFactor(deps: AppDeps, input: EnrolFactorInput): Promise<EnrolledFactor> {
  const { db, env } = deps;
  if (input.factorType === 'phone' && !deps.sms) {
    throw new ApiError('BAD_REQUEST', 'Phone codes are not available');
  }
  // Starting again with the same name replaces an enrolment that was never finished.
  await deleteUnverifiedFactors(db, { authUserId: input.authUserId, friendlyName: input.friendlyName });
  const existing = await listFactors(db, { authUserId: input.authUserId });
  if (existing.length >= MAX_FACTORS) throw new ApiError('CONFLICT', 'You have the maximum number of factors');
  if (existing.some((f) => f.friendlyName === input.friendlyName)) {
    throw new ApiError('CONFLICT', 'A factor with this name already exists');
  }
  const id = crypto.randomUUID();
  if (input.factorType === 'phone') {
    const phone = toE164(input.phone ?? '');
    const row = await insertFactor(db, { id, authUserId: input.authUserId, factorType: 'phone', friendlyName: input.friendlyName, phone });
    return { ...toFactorDto(row), totp: null };
  }
  const secret = generateTotpSecret();
  const encrypted = await encryptTotpSecret(totpKeysOf(env), secret);
  const row = await insertFactor(db, { id, authUserId: input.authUserId, factorType: 'totp', friendlyName: input.friendlyName, secret: encrypted });
  const uri = totpUri({ secret, issuer: input.issuer?.trim() || 'Valik', account: input.email });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ...toFactorDto(row), totp: { qr_code: qrCode, secret, uri } };
}
