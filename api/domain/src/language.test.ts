import { describe, expect, it } from 'vitest';
import { LANG_COOKIE, langCookie, langCookieOf, preferredAcceptLanguage, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('takes the user’s saved choice first', () => {
    expect(resolveLanguage({ userLanguage: 'en', cookie: 'et', acceptLanguage: 'et' })).toBe('en');
    expect(resolveLanguage({ userLanguage: 'ru', cookie: 'et', acceptLanguage: 'en' })).toBe('ru');
  });

  it('takes the language cookie when the user has no supported choice', () => {
    expect(resolveLanguage({ userLanguage: null, cookie: 'en', acceptLanguage: 'et' })).toBe('en');
    expect(resolveLanguage({ userLanguage: 'fi', cookie: 'en' })).toBe('en');
    expect(resolveLanguage({ userLanguage: null, cookie: 'ru', acceptLanguage: 'en' })).toBe('ru');
  });

  it('takes Accept-Language when neither is set', () => {
    expect(resolveLanguage({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
    expect(resolveLanguage({ acceptLanguage: 'et-EE' })).toBe('et');
    expect(resolveLanguage({ acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' })).toBe('ru');
  });

  it('defaults to Estonian', () => {
    expect(resolveLanguage({})).toBe('et');
    expect(resolveLanguage({ cookie: 'xx', acceptLanguage: 'fi, de;q=0.8' })).toBe('et');
  });

  it('names the cookie valik_lang', () => {
    expect(LANG_COOKIE).toBe('valik_lang');
  });
});

describe('the language cookie', () => {
  it('reads the cookie by its exact name out of a Cookie header or document.cookie', () => {
    expect(langCookieOf('xvalik_lang=en; valik_lang=et')).toBe('et');
    expect(langCookieOf('a=1;valik_lang=en;b=2')).toBe('en');
    expect(langCookieOf('valik_lang=%65n')).toBe('en');
    expect(langCookieOf('')).toBeNull();
    expect(langCookieOf(null)).toBeNull();
    expect(langCookieOf('other=1')).toBeNull();
  });

  it('remembers a switch for a year on the whole site, Secure over https', () => {
    expect(langCookie('en', true)).toBe(`valik_lang=en; Max-Age=${365 * 24 * 60 * 60}; Path=/; Secure; SameSite=Lax`);
    expect(langCookie('et', false)).not.toContain('Secure');
  });
});

describe('preferredAcceptLanguage', () => {
  it('ranks by q-value, not by order', () => {
    expect(preferredAcceptLanguage('en;q=0.5, et;q=0.8')).toBe('et');
  });

  it('skips unsupported languages to the best supported one', () => {
    expect(preferredAcceptLanguage('fi-FI, fi;q=0.9, en;q=0.7, et;q=0.3')).toBe('en');
  });

  it('accepts Russian like Estonian and English', () => {
    expect(preferredAcceptLanguage('ru-RU, ru;q=0.9, en;q=0.7, et;q=0.3')).toBe('ru');
    expect(preferredAcceptLanguage('et;q=0.4, RU_ru;q=0.6')).toBe('ru');
    expect(preferredAcceptLanguage('uk-UA, ru;q=0.5, et;q=0.8')).toBe('et');
  });

  it('keeps header order between equal q-values', () => {
    expect(preferredAcceptLanguage('en, et')).toBe('en');
  });

  it('ignores q=0, wildcards and malformed q-values', () => {
    expect(preferredAcceptLanguage('en;q=0, *;q=0.5')).toBeNull();
    expect(preferredAcceptLanguage('en;q=abc, et;q=0.1')).toBe('et');
    expect(preferredAcceptLanguage('')).toBeNull();
  });
});
