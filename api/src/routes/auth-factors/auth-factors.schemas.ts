import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, oneTimeCodeSchema, phoneSchema } from '@valik/domain';

const friendlyName = z.string('Required').trim().min(1, 'Required').max(50, 'This is too long');

export const enrolFactorBody = z.discriminatedUnion('factor_type', [
  z.object({ factor_type: z.literal('totp'), friendly_name: friendlyName, issuer: z.string().trim().max(50).optional() }),
  z.object({ factor_type: z.literal('phone'), friendly_name: friendlyName, phone: phoneSchema }),
]);

/** Proving again it is me: the password, and a challenge of a verified factor with its code when one is on. */
export const reauthenticateBody = z.object({
  password: z.string('Password is required').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  factor_id: z.uuid('The factor could not be found').optional(),
  challenge_id: z.uuid('Invalid code').optional(),
  code: oneTimeCodeSchema.optional(),
});

export const factorIdParam = z.object({ id: z.uuid('The factor could not be found') });

export const challengeBody = z.object({ channel: z.enum(['sms']).optional() });

export const verifyBody = z.object({ challenge_id: z.uuid('Invalid code'), code: oneTimeCodeSchema });

/** A recovery code as printed ('K7MQ2-XP9RT'); case, spaces and dashes are ignored. */
export const recoveryCodeBody = z.object({
  code: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(40, 'This recovery code is not valid or was already used'),
});
