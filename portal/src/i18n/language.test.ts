import { describe, expect, it } from 'vitest';
import { langCookie, pickLanguage, readCookie } from './language.ts';

describe('portal language', () => {
  it('prefers the signed-in user’s saved language', () => {
    expect(pickLanguage({ userLanguage: 'en', cookieHeader: 'valik_lang=et', navigatorLanguages: ['et'] })).toBe('en');
  });

  it('uses the valik_lang cookie when the user has no saved language', () => {
    expect(pickLanguage({ userLanguage: null, cookieHeader: 'a=1; valik_lang=en; b=2', navigatorLanguages: ['et-EE'] })).toBe('en');
  });

  it('uses the browser language when it is Estonian or English', () => {
    expect(pickLanguage({ cookieHeader: '', navigatorLanguages: ['fi', 'en-GB', 'et'] })).toBe('en');
  });

  it('falls back to Estonian', () => {
    expect(pickLanguage({ cookieHeader: 'valik_lang=ru', navigatorLanguages: ['de', 'fr'] })).toBe('et');
  });

  it('reads one cookie by exact name', () => {
    expect(readCookie('xvalik_lang=en; valik_lang=et', 'valik_lang')).toBe('et');
    expect(readCookie('', 'valik_lang')).toBeNull();
  });

  it('remembers a switch for a year on the whole site', () => {
    const cookie = langCookie('en', true);
    expect(cookie).toContain('valik_lang=en');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Secure');
  });
});
