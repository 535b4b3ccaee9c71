import { describe, expect, it } from 'vitest';
import { findBadJsonValue, fitsPgInteger, isDigitsBeyondPgInteger, isStorableText, PG_INT_MAX } from './input-rules.ts';

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
