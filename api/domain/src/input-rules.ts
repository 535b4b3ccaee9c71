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
  tooDeep: 'The request is nested too deeply',
  duplicateKey: 'The same field is given twice',
  notUtf8: 'The request is not UTF-8 text',
  notJson: 'The request is not valid JSON',
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

/** How deep a JSON document may nest: the deepest form of the product is four levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * The first value of a parsed JSON document that breaks the rules (keys included), or null, in document
 * order. The walk keeps its own stack (a body of nested arrays cannot overflow the call stack) and is
 * bounded by the number of values, hence by the body size limit.
 */
export function findBadJsonValue(value: unknown, path = ''): InputProblem | null {
  const stack: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: item, path: at } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { path: at, message: INPUT_MESSAGES.badText };
    } else if (typeof item === 'number') {
      if (!fitsPgInteger(item)) return { path: at, message: INPUT_MESSAGES.numberTooLarge };
    } else if (Array.isArray(item)) {
      // pushed last first, so the first child is looked at first
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push({ value: item[i], path: at ? `${at}.${i}` : String(i) });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isStorableText(key)) return { path: at ? `${at}.${key}` : key, message: INPUT_MESSAGES.badText };
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, path: at ? `${at}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * What JSON.parse lets through but the API does not take, found in the text of a document JSON.parse has
 * accepted: nesting deeper than MAX_JSON_DEPTH, and a key repeated in one object (JSON.parse keeps the
 * last, another parser the first: the two would read different requests). One pass with its own stack.
 */
export function findJsonShapeProblem(text: string): InputProblem | null {
  interface Frame {
    /** null for an array */
    keys: Set<string> | null;
    /** the object's current key, or the array's current index */
    member: string;
    /** where the frame itself sits in the document */
    path: string;
  }
  const frames: Frame[] = [];
  let expectsKey = false;
  const join = (path: string, member: string) => (path ? `${path}.${member}` : member);
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    const top = frames[frames.length - 1];
    if (ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && expectsKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return { path: join(top.path, key), message: INPUT_MESSAGES.duplicateKey };
        top.keys.add(key);
        top.member = key;
        expectsKey = false;
      }
      i = end;
    } else if (ch === '{' || ch === '[') {
      const path = top ? join(top.path, top.member) : '';
      if (frames.length >= MAX_JSON_DEPTH) return { path, message: INPUT_MESSAGES.tooDeep };
      frames.push({ keys: ch === '{' ? new Set() : null, member: ch === '{' ? '' : '0', path });
      expectsKey = ch === '{';
    } else if (ch === '}' || ch === ']') {
      frames.pop();
      expectsKey = false;
    } else if (ch === ',' && top) {
      if (top.keys) expectsKey = true;
      else top.member = String(Number(top.member) + 1);
    }
  }
  return null;
}
