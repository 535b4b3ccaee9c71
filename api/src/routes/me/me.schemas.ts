import { z } from 'zod';
import { CONSENT_CHOICES, LANGS, PASSWORD_MAX_LENGTH, changeEmailSchema, newPasswordSchema, profileSchema } from '@valik/domain';
import { fromSnakeCase } from '../../lib/validate.ts';

/** Any of first_name, last_name, phone_number ('' clears), language ('et' | 'en' | 'ru' | null). */
export const updateMeBody = fromSnakeCase(
  profileSchema
    .extend({ language: z.enum(LANGS, 'Unknown language').nullable() })
    .partial(),
);

/** The image as a data URL or plain base64 (JSON only, like every mutating call). */
export const avatarBody = z.object({
  image: z
    .string('Required')
    .min(1, 'Required')
    .max(8 * 1024 * 1024, 'The image can be at most 5 MB'),
});

export const changePasswordBody = fromSnakeCase(
  z
    .object({ currentPassword: z.string('Password is required').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH) })
    .and(newPasswordSchema),
);

/** Deleting the account: the current password when there is one, else the e-mail address typed out. */
export const deleteMeBody = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  email: z.string().max(320).optional(),
});

/** A new e-mail address, twice (`email`, `email_confirm`). */
export const changeEmailBody = fromSnakeCase(changeEmailSchema);

/** A cookie choice made on the public site's banner by a signed-in person (ADR 017). */
export const cookieConsentBody = z.object({
  choice: z.enum(CONSENT_CHOICES, 'Unknown choice'),
  policy_version: z.string('Required').trim().min(1, 'Required').max(40, 'This is too long'),
});

/** issue 29: class reminder e-mails on or off */
export const remindersBody = z.object({ class_emails: z.boolean() });
