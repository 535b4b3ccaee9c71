// The one key check of the API (issue 17 item 2): every language has exactly the same keys, the same
// {placeholders} and, for a '|'-joined plural key, the number of forms its language needs.
import { describe, expect, it } from 'vitest';
import type { Lang } from '../contracts/index.ts';
import { LANGS, pluralFormCountOk } from '../index.ts';
import { DICTIONARIES, translate, translateCount } from './index.ts';

const TRANSLATED = LANGS.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('the API dictionaries', () => {
  it('translate Estonian and Russian', () => {
    expect(TRANSLATED).toEqual(['et', 'ru']);
    expect(DICTIONARIES.en).toEqual({});
  });

  it('have the same keys in every language', () => {
    const all = new Set(TRANSLATED.flatMap((lang) => Object.keys(DICTIONARIES[lang])));
    expect(all.size).toBeGreaterThan(300);
    for (const lang of TRANSLATED) {
      const missing = [...all].filter((key) => !(key in DICTIONARIES[lang]));
      expect(missing, `keys missing in ${lang}`).toEqual([]);
    }
  });

  it('keep every {placeholder} of the key and no other', () => {
    for (const lang of TRANSLATED) {
      const wrong = Object.entries(DICTIONARIES[lang]).filter(([key, text]) => placeholders(key).join() !== placeholders(text).join());
      expect(wrong.map(([key]) => `${lang}: ${key}`)).toEqual([]);
    }
  });

  it('give a plural key the forms its language needs (et one|other, ru one|few|many)', () => {
    for (const lang of TRANSLATED) {
      const wrong = Object.entries(DICTIONARIES[lang]).filter(([key, text]) => key.includes('|') && (!text.includes('|') || !pluralFormCountOk(lang, text)));
      expect(wrong.map(([key]) => `${lang}: ${key}`)).toEqual([]);
    }
  });

  it('leave no Russian text in Latin letters only, except brand and format names', () => {
    const latinOnly = Object.entries(DICTIONARIES.ru).filter(([, text]) => !/[А-Яа-яЁё]/.test(text));
    expect(latinOnly.map(([key]) => key)).toEqual(['IBAN']);
  });
});

describe('translate and translateCount', () => {
  it('fill the placeholders in Russian', () => {
    expect(translate('ru', 'You are registered: {course}', { course: 'Химия' })).toBe('Вы зарегистрированы: Химия');
  });

  it('pick the Russian plural form: 1 кредит, 2 кредита, 5 кредитов, 21 кредит, 11 кредитов', () => {
    const key = '{n} credit|{n} credits';
    expect([1, 2, 5, 21, 11].map((n) => translateCount('ru', n, key))).toEqual(['1 кредит', '2 кредита', '5 кредитов', '21 кредит', '11 кредитов']);
    expect([1, 5].map((n) => translateCount('et', n, key))).toEqual(['1 krediit', '5 krediiti']);
    expect([1, 5].map((n) => translateCount('en', n, key))).toEqual(['1 credit', '5 credits']);
  });
});
