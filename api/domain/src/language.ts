// Which interface language a request gets: Estonian first, English and Russian selectable (architecture §6, ADR 021).
import { parse, serialize, type CookieOptions } from 'hono/utils/cookie';
import type { Lang } from './contracts/catalog.ts';
import { DEFAULT_LANG, LANGS } from './constants.ts';

export const LANG_COOKIE = 'valik_lang';

/** The site, the portal and the console share the choice through one cookie, kept a year. */
export const LANG_COOKIE_OPTIONS = { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax' } as const satisfies CookieOptions;

/**
 * The LANG_COOKIE value in a Cookie header or a `document.cookie` string. Every app reads cookies
 * with hono's parser (the server's `getCookie` is the same), never with its own.
 */
export function langCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, LANG_COOKIE)[LANG_COOKIE] ?? null;
}

/** The cookie string that remembers a language (a `document.cookie` assignment). */
export function langCookie(lang: Lang, secure: boolean): string {
  return serialize(LANG_COOKIE, lang, { ...LANG_COOKIE_OPTIONS, secure });
}

/** Exactly a supported language code ('et', 'en', 'ru'), as a `?lang=` parameter must be. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The BCP 47 tag of a language for Intl, documents and `lang` attributes. */
export const LANG_TAGS: Record<Lang, string> = { et: 'et-EE', en: 'en-GB', ru: 'ru-RU' };

/** 'et', 'ET', 'et-EE' → 'et'; anything unsupported → null. */
export function toLang(value: string | null | undefined): Lang | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.find((lang) => lang === primary) ?? null;
}

/**
 * The supported language the browser prefers most, by q-value (ties keep header order); entries with
 * q=0, '*' and unsupported languages are skipped. Null when none is Estonian, English or Russian.
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
