import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('portal language', () => {
  it('prefers the signed-in user’s saved language', () => {
    expect(pickLanguage({ userLanguage: 'en', cookieHeader: 'valik_lang=et', navigatorLanguages: ['et'] })).toBe('en');
  });

  it('uses the valik_lang cookie when the user has no saved language', () => {
    expect(pickLanguage({ userLanguage: null, cookieHeader: 'a=1; valik_lang=en; b=2', navigatorLanguages: ['et-EE'] })).toBe('en');
  });

  it('uses the browser language when it is one the portal speaks', () => {
    expect(pickLanguage({ cookieHeader: '', navigatorLanguages: ['fi', 'en-GB', 'et'] })).toBe('en');
  });

  it('falls back to Estonian', () => {
    expect(pickLanguage({ cookieHeader: 'valik_lang=fi', navigatorLanguages: ['de', 'fr'] })).toBe('et');
  });

  it('speaks Russian when it is saved, in the cookie or the browser’s choice (issue 17)', () => {
    expect(pickLanguage({ userLanguage: 'ru', cookieHeader: 'valik_lang=et', navigatorLanguages: ['et'] })).toBe('ru');
    expect(pickLanguage({ cookieHeader: 'valik_lang=ru', navigatorLanguages: ['et'] })).toBe('ru');
    expect(pickLanguage({ cookieHeader: '', navigatorLanguages: ['ru-RU', 'et'] })).toBe('ru');
  });

  it('reads the cookie by its exact name', () => {
    expect(pickLanguage({ cookieHeader: 'xvalik_lang=en; valik_lang=et', navigatorLanguages: ['en'] })).toBe('et');
  });
});

describe('portal translations', () => {
  it('fills the domain’s {name} placeholders through the portal’s t, in every language', async () => {
    const { DICTIONARIES, DOMAIN_PLACEHOLDERS, createI18n } = await import('./index.ts');
    const { et } = await import('./et-pages.ts');
    const key = 'The school pays only for courses starting from {start} to {end}';
    for (const [lang, expected] of [
      ['et', 'Kool maksab ainult kursuste eest, mis algavad 01.09.2026 kuni 31.12.2026'],
      ['en', 'The school pays only for courses starting from 01.09.2026 to 31.12.2026'],
    ] as const) {
      const i18n = createI18n(lang, { ...DICTIONARIES, et });
      expect(i18n.t(key, { start: '01.09.2026', end: '31.12.2026', interpolation: DOMAIN_PLACEHOLDERS })).toBe(expected);
    }
  });
});
