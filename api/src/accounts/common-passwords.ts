// Passwords are refused at sign-up, at a change and at a reset (ADR 017, ADR 028) when they are easy to
// guess: on the list of the most common passwords (zxcvbn-ts's @zxcvbn-ts/language-common, about 49,000 of
// the public leak top lists, a few Estonian favourites it lacks, any one character repeated), or when
// zxcvbn-ts estimates fewer than 10^10 guesses for them, with the person's own names and e-mail address as
// words an attacker would try first. The answer names the reason zxcvbn-ts found (a sequence, a keyboard
// row, a date, a name…), translated. Server only: the dictionaries are too large to ship to the browser, so
// the forms show the server's answer.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { isImpossiblePassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '@valik/domain';
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

/**
 * The fewest guesses a password must take by zxcvbn-ts's estimate: 10^10, its score 4. Its score 3 (10^8)
 * let through "winniethepooh" (10^8.96) and "mari.maasikas2026" for Mari Maasikas (10^9.2); three random
 * words or ten random characters pass.
 */
export const MIN_GUESSES_LOG10 = 10;

/** A password everyone tries first: on the list, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  return lower.length > 0 && [...lower].every((ch) => ch === lower[0]);
}

let estimator: ZxcvbnFactory | null = null;
/** Built on first use: the dictionaries take half a second to index. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, ...englishDictionary, estonian: ESTONIAN },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  return estimator;
}

/** zxcvbn-ts's warnings (its translation keys), as our messages. */
const REASONS: Record<string, string> = {
  straightRow: PASSWORD_MESSAGES.keyboard,
  keyPattern: PASSWORD_MESSAGES.keyboard,
  simpleRepeat: PASSWORD_MESSAGES.repeats,
  extendedRepeat: PASSWORD_MESSAGES.repeats,
  sequences: PASSWORD_MESSAGES.sequence,
  recentYears: PASSWORD_MESSAGES.dates,
  dates: PASSWORD_MESSAGES.dates,
  topTen: VALIDATION_MESSAGES.passwordTooCommon,
  topHundred: VALIDATION_MESSAGES.passwordTooCommon,
  common: VALIDATION_MESSAGES.passwordTooCommon,
  similarToCommon: PASSWORD_MESSAGES.similarToCommon,
  pwned: VALIDATION_MESSAGES.passwordTooCommon,
  wordByItself: PASSWORD_MESSAGES.words,
  namesByThemselves: PASSWORD_MESSAGES.names,
  commonNames: PASSWORD_MESSAGES.names,
  userInputs: PASSWORD_MESSAGES.ownDetails,
};

/** The words of the person's own details an attacker tries first: names, the address and its parts. */
function contextWords(context: PasswordContext): string[] {
  const words = [context.firstName, context.lastName, context.email, ...(context.email ?? '').split(/[@.+_-]/)];
  return words.filter((w): w is string => typeof w === 'string' && w.trim().length >= 3).map((w) => w.trim().toLowerCase());
}

export interface PasswordContext {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Why a password is too easy to guess (a message key), or null when it is strong enough. */
export function passwordWeakness(password: string, context: PasswordContext = {}): string | null {
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.passwordTooCommon;
  const result = zxcvbn().check(password, contextWords(context));
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  // the person's own details anywhere in it say more than the general warning
  if (result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')) return PASSWORD_MESSAGES.ownDetails;
  return (result.feedback.warning && REASONS[result.feedback.warning]) || PASSWORD_MESSAGES.tooEasy;
}

/** Throws 422 with the reason on `field` when a password of allowed length is too easy to guess. */
export function assertPasswordStrong(password: string, field: string, context: PasswordContext = {}): void {
  if (isImpossiblePassword(password)) return;
  const weakness = passwordWeakness(password, context);
  if (weakness) throw new ApiError('VALIDATION_FAILED', weakness, [{ path: field, message: weakness }]);
}
