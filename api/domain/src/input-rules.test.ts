import { describe, expect, it } from 'vitest';
import { findBadJsonValue, findJsonShapeProblem, MAX_JSON_DEPTH, fitsPgInteger, isDigitsBeyondPgInteger, isStorableText, PG_INT_MAX } from './input-rules.ts';

describe('input rules', () => {
  it('refuses NUL and unpaired surrogates, keeps every other text (emoji and Estonian included)', () => {
    expect(isStorableText('Õunapuu 🍎 tee')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
  });

  it('keeps whole numbers within PostgreSQL integer', () => {
    expect(fitsPgInteger(PG_INT_MAX)).toBe(true);
    expect(fitsPgInteger(PG_INT_MAX + 1)).toBe(false);
    expect(fitsPgInteger(-2_147_483_649)).toBe(false);
    expect(fitsPgInteger(12.5)).toBe(true);
    expect(isDigitsBeyondPgInteger('2147483648')).toBe(true);
    expect(isDigitsBeyondPgInteger('2147483647')).toBe(false);
    expect(isDigitsBeyondPgInteger('abc')).toBe(false);
  });

  it('finds the first bad value of a JSON document, keys included, with its path', () => {
    expect(findBadJsonValue({ a: [1, { b: 'x\u0000' }] })).toEqual({ path: 'a.1.b', message: expect.any(String) });
    expect(findBadJsonValue({ ['k\ud800']: 1 })?.path).toBe('k\ud800');
    expect(findBadJsonValue({ user_id: 2_147_483_648 })?.path).toBe('user_id');
    expect(findBadJsonValue({ name: 'Mari', ids: [1, 2], price: 12.5 })).toBeNull();
  });
});

describe('the shape of a JSON text', () => {
  it('walks a document nested far deeper than the call stack allows without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findBadJsonValue(deep)?.message).toBe('The text contains characters that are not allowed');
    expect(findBadJsonValue({ list: Array.from({ length: 100_000 }, (_, i) => i) })).toBeNull();
  });

  it('refuses nesting past MAX_JSON_DEPTH and a key given twice, with the path', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(findJsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findJsonShapeProblem(nested(MAX_JSON_DEPTH + 1))?.message).toBe('The request is nested too deeply');
    expect(findJsonShapeProblem(nested(200_000))?.message).toBe('The request is nested too deeply');
    expect(findJsonShapeProblem('{"role":"STUDENT","role":"ADMIN"}')).toEqual({ path: 'role', message: 'The same field is given twice' });
    // an escaped spelling of the same key is the same key
    expect(findJsonShapeProblem('{"a":{"b":[1,{"role":1,"r\\u006fle":2}]}}')?.path).toBe('a.b.1.role');
    // the same key in two objects, braces and quotes inside strings, is fine
    expect(findJsonShapeProblem('{"a":{"x":"}{\\"x\\":"},"b":{"x":2},"c":[{"x":1},{"x":2}]}')).toBeNull();
  });
});
