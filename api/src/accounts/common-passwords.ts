// Passwords everyone tries first are refused at sign-up, at a change and at a reset (ADR 017): the list of
// zxcvbn-ts (@zxcvbn-ts/language-common, about 49,000 passwords of the public leak top lists, most common
// first), a few Estonian favourites it lacks, and any one character repeated. Compared case-insensitively.
// Server only: the list is too large to ship to the browser, so the forms show the server's answer.
import { dictionary } from '@zxcvbn-ts/language-common';
import { isImpossiblePassword, VALIDATION_MESSAGES } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';

/** Estonian words people build passwords of, with the digits they add (not in the English-based list). */
const ESTONIAN = ['parool', 'salasona', 'salasõna', 'tallinn', 'tartu', 'eesti', 'eestimaa', 'valik', 'kevad', 'suvi', 'talv', 'sugis', 'sügis'];
const SUFFIXES = ['', '1', '12', '123', '1234', '12345', '123456', '2024', '2025', '2026', '2027', '!', '1!', '123!'];

const COMMON = new Set<string>([
  ...dictionary['passwords-common'].map((p) => p.toLowerCase()),
  ...ESTONIAN.flatMap((word) => SUFFIXES.map((suffix) => word + suffix)),
]);

/** How many passwords the list holds (the ADR promises at least 10,000). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

/** A password everyone tries first: on the list, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  return lower.length > 0 && [...lower].every((ch) => ch === lower[0]);
}

/** Throws 422 with the spec's message on `field` when a password of allowed length is common. */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (isImpossiblePassword(password) || !isCommonPassword(password)) return;
  throw new ApiError('VALIDATION_FAILED', VALIDATION_MESSAGES.passwordTooCommon, [{ path: field, message: VALIDATION_MESSAGES.passwordTooCommon }]);
}
