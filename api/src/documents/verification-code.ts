// Diploma verification codes: 'VLK-7K3QD-M9XTP'. Ten characters from a 30-character alphabet without the
// look-alikes 0/O, 1/I/L and U/V (about 49 bits), drawn from the CSPRNG without modulo bias (randomInt),
// so one code says nothing about another; grouped in fives to be read aloud and typed from paper.
// The verification page should still rate-limit lookups.
import { randomInt } from 'node:crypto';

export const VERIFICATION_CODE_PREFIX = 'VLK';
/** Digits 2-9 and A-Z without I, L, O and U. */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 2;
const GROUP_LENGTH = 5;

const group = `[${VERIFICATION_CODE_ALPHABET}]{${GROUP_LENGTH}}`;
const CODE_PATTERN = new RegExp(`^${VERIFICATION_CODE_PREFIX}(?:-${group}){${GROUPS}}$`);

export function generateVerificationCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)]).join(
      '',
    ),
  );
  return [VERIFICATION_CODE_PREFIX, ...groups].join('-');
}

/**
 * A code as typed or scanned, in its canonical form, or null when it cannot be one (look it up only
 * then): case, spaces and dashes do not matter and the prefix may be left out.
 */
export function normalizeVerificationCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (compact.startsWith(VERIFICATION_CODE_PREFIX)) compact = compact.slice(VERIFICATION_CODE_PREFIX.length);
  if (compact.length !== GROUPS * GROUP_LENGTH) return null;
  const code = [VERIFICATION_CODE_PREFIX, compact.slice(0, GROUP_LENGTH), compact.slice(GROUP_LENGTH)].join('-');
  return CODE_PATTERN.test(code) ? code : null;
}

export function isVerificationCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}
