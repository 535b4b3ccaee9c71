// Form rules of product-spec §5 as zod schemas, shared by the React forms and the server. Messages are
// English source strings: they are the i18n keys.
import { z } from 'zod';
import {
  CLASS_DAY_MAX,
  CLASS_DAY_MIN,
  LEARNING_OUTCOMES_MAX,
  LEARNING_OUTCOMES_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUMMARY_MAX_WORDS,
} from './constants.ts';

export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDiffer: 'Passwords do not match',
  emailRequired: 'E-mail is required',
  emailInvalid: 'Invalid e-mail address',
  emailsDiffer: 'E-mail addresses do not match',
  termsRequired: 'You must agree to the terms',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  fillAllFields: 'Please fill in all fields',
  phoneInvalid: 'Invalid phone number',
  nameTooLong: 'This is too long',
  codeInvalid: 'Enter the 6-digit code',
  classTimeInvalid: 'Invalid class time',
  summaryTooLong: 'The summary can be at most 250 words',
  outcomesTooFew: 'Add at least 3 learning outcomes',
  outcomesTooMany: 'Add at most 6 learning outcomes',
} as const;
const M = VALIDATION_MESSAGES;

/** Why the server finds a password too easy to guess (api/src/accounts/common-passwords.ts, ADR 028). */
export const PASSWORD_MESSAGES = {
  tooEasy: 'This password is too easy to guess. Add a few more words or characters.',
  ownDetails: 'The password must not be built from your name or e-mail address.',
  keyboard: 'Rows of keys on the keyboard are easy to guess. Choose another password.',
  repeats: 'Repeated characters are easy to guess. Choose another password.',
  sequence: 'Sequences such as abc or 6543 are easy to guess. Choose another password.',
  dates: 'Dates and years are easy to guess. Choose another password.',
  similarToCommon: 'This password is too similar to a common one. Choose another password.',
  words: 'A single word is easy to guess. Add a few more words.',
  names: 'Names are easy to guess. Add a few more words.',
} as const;

export const passwordSchema = z
  .string(M.passwordRequired)
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  // The list of common passwords is large, so it is checked by the server only
  // (api/src/accounts/common-passwords.ts), at sign-up, change and reset; the forms show its answer.
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const emailSchema = z
  .string(M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email(M.emailInvalid));

const nameSchema = z.string(M.required).trim().min(1, M.required).max(100, M.nameTooLong);

/** International or Estonian phone number: digits, spaces, dashes, an optional leading +; 6..15 digits. */
export const phoneSchema = z
  .string(M.phoneInvalid)
  .trim()
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return /^\+?[\d\s-]{6,20}$/.test(v) && digits >= 6 && digits <= 15;
  }, M.phoneInvalid);

/** A phone number in E.164 form ('+3725551234'), as SMS providers want it. */
export function toE164(phone: string, defaultCountryCode = '372'): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : `+${defaultCountryCode}${digits}`;
}

export const signupSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    emailConfirm: z.string(M.emailRequired).trim(),
    password: passwordSchema,
    passwordConfirm: z.string(M.passwordRequired),
    terms: z.literal(true, M.termsRequired),
    /** where the confirmation link brings the new student back (e.g. the registration they started); a safe path or dropped */
    redirect: z.string().max(2000).nullish(),
  })
  .refine((v) => v.email.toLowerCase() === v.emailConfirm.toLowerCase(), {
    message: M.emailsDiffer,
    path: ['emailConfirm'],
  })
  .refine((v) => v.password === v.passwordConfirm, { message: M.passwordsDiffer, path: ['passwordConfirm'] });
export type SignupInput = z.infer<typeof signupSchema>;

/** Changing one's own e-mail address (the profile): the new address, twice. */
export const changeEmailSchema = z
  .object({ email: emailSchema, emailConfirm: z.string(M.emailRequired).trim() })
  .refine((v) => v.email.toLowerCase() === v.emailConfirm.toLowerCase(), { message: M.emailsDiffer, path: ['emailConfirm'] });

const filled = z.string(M.fillAllFields).trim().min(1, M.fillAllFields);

/**
 * The teacher application of /auth/signup-teacher: every field is required, and a missing one says
 * 'Please fill in all fields' (product-spec §5); the account fields follow the sign-up rules.
 */
export const teacherApplicationSchema = z
  .object({
    firstName: filled.max(100, M.nameTooLong),
    lastName: filled.max(100, M.nameTooLong),
    email: z.string(M.fillAllFields).trim().min(1, M.fillAllFields).pipe(z.email(M.emailInvalid)),
    emailConfirm: z.string(M.fillAllFields).trim().min(1, M.fillAllFields),
    phoneNumber: z.string(M.fillAllFields).trim().min(1, M.fillAllFields).pipe(phoneSchema),
    shortDescription: filled.max(2000, M.nameTooLong),
    courses: filled.max(2000, M.nameTooLong),
    password: z.string(M.fillAllFields).min(1, M.fillAllFields).pipe(passwordSchema),
    passwordConfirm: z.string(M.fillAllFields).min(1, M.fillAllFields),
    terms: z.literal(true, M.termsRequired),
  })
  .refine((v) => v.email.toLowerCase() === v.emailConfirm.toLowerCase(), { message: M.emailsDiffer, path: ['emailConfirm'] })
  .refine((v) => v.password === v.passwordConfirm, { message: M.passwordsDiffer, path: ['passwordConfirm'] });
export type TeacherApplicationInput = z.infer<typeof teacherApplicationSchema>;

/** Setting a new password (reset, invitation, change): the new one twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string(M.passwordRequired) })
  .refine((v) => v.password === v.passwordConfirm, { message: M.passwordsDiffer, path: ['passwordConfirm'] });

/** Own profile: names and phone (an empty phone clears it: null). */
export const profileSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phoneNumber: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema.nullable()),
});

/** A 6-digit one-time code (authenticator app or SMS); spaces are ignored. */
export const oneTimeCodeSchema = z
  .string(M.codeInvalid)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.codeInvalid));

// SIGN_IN_MESSAGES live in sign-in-messages.ts (no zod: the portal's first page reads them, issue 16 item 5)
export { SIGN_IN_MESSAGES } from './sign-in-messages.ts';

/**
 * A password no account can have (the stored ones are 10..128 characters): the spec's "reset your
 * password" answer, which says nothing about whether the e-mail has an account.
 */
export function isImpossiblePassword(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH;
}

export const classTimeSchema = z.object({
  day: z.int(M.classTimeInvalid).min(CLASS_DAY_MIN, M.classTimeInvalid).max(CLASS_DAY_MAX, M.classTimeInvalid),
  hour: z.int(M.classTimeInvalid).min(0, M.classTimeInvalid).max(23, M.classTimeInvalid),
  minute: z.int(M.classTimeInvalid).min(0, M.classTimeInvalid).max(59, M.classTimeInvalid),
});

/** Words are runs of non-whitespace. */
export function courseSummaryWordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export const courseSummarySchema = z
  .string(M.required)
  .refine((text) => courseSummaryWordCount(text) <= SUMMARY_MAX_WORDS, M.summaryTooLong);

export const learningOutcomesSchema = z
  .array(z.string(M.required).trim().min(1, M.required))
  .min(LEARNING_OUTCOMES_MIN, M.outcomesTooFew)
  .max(LEARNING_OUTCOMES_MAX, M.outcomesTooMany);
