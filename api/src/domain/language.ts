// Which interface language a request gets: Estonian first, English selectable (architecture §6).
import type { Lang } from '../contracts/catalog.ts';
import { DEFAULT_LANG, LANGS } from './constants.ts';

export const LANG_COOKIE = 'valik_lang';

/** 'et', 'ET', 'et-EE' → 'et'; anything unsupported → null. */
export function toLang(value: string | null | undefined): Lang | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.find((lang) => lang === primary) ?? null;
}

/**
 * The supported language the browser prefers most, by q-value (ties keep header order); entries with
 * q=0, '*' and unsupported languages are skipped. Null when none is Estonian or English.
 */
export function preferredAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...options] = entry.split(';').map((part) => part.trim());
      const qOption = options.find((option) => /^q=/i.test(option));
      const q = qOption === undefined ? 1 : Number(qOption.slice(2));
      return { lang: toLang(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.lang !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? null;
}

export interface LanguageSources {
  /** the signed-in user's saved choice */
  userLanguage?: string | null;
  /** the LANG_COOKIE value */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The user's saved choice, else the language cookie, else Accept-Language, else Estonian. */
export function resolveLanguage({ userLanguage, cookie, acceptLanguage }: LanguageSources): Lang {
  return toLang(userLanguage) ?? toLang(cookie) ?? preferredAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
