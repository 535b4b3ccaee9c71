// What every request's input must be before any route reads it (issue 19 item 5, ADR 018): text that
// PostgreSQL can store (no NUL character, no unpaired UTF-16 surrogate, which PostgreSQL cannot encode)
// and whole numbers within PostgreSQL's `integer`, the type of every id. The API checks them once for every
// route (middleware/input-rules.ts); the forms' own schemas check the rest.

/** PostgreSQL's `integer` (every serial id): -2147483648 … 2147483647. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;

export const INPUT_MESSAGES = {
  badText: 'The text contains characters that are not allowed',
  numberTooLarge: 'The number is too large',
} as const;

/** A NUL, a high surrogate without its low half, or a low one without its high half. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL, every surrogate paired. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A whole number PostgreSQL's `integer` holds; fractions and other numbers are left to the schemas. */
export function fitsPgInteger(value: number): boolean {
  return !Number.isInteger(value) || (value >= PG_INT_MIN && value <= PG_INT_MAX);
}

/** A path segment or query value of digits only names an id: it must fit PostgreSQL's `integer`. */
export function isDigitsBeyondPgInteger(text: string): boolean {
  return /^\d+$/.test(text) && Number(text) > PG_INT_MAX;
}

export interface InputProblem {
  path: string;
  message: string;
}

/**
 * The first value of a parsed JSON document that breaks the rules (keys included), or null. Depth is
 * bounded by the body size limit, the walk by the number of values.
 */
export function findBadJsonValue(value: unknown, path = ''): InputProblem | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { path, message: INPUT_MESSAGES.badText };
  if (typeof value === 'number') return fitsPgInteger(value) ? null : { path, message: INPUT_MESSAGES.numberTooLarge };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const problem = findBadJsonValue(item, path ? `${path}.${i}` : String(i));
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { path: at, message: INPUT_MESSAGES.badText };
      const problem = findBadJsonValue(item, at);
      if (problem) return problem;
    }
  }
  return null;
}
