// The interface language is shared by the site, the portal and the console through one cookie.
import { DEFAULT_LANG, langCookie, langCookieOf, toLang } from '@valik/api/domain';

export type Locale = NonNullable<ReturnType<typeof toLang>>;

/** The locale in a `document.cookie` string; Estonian when the cookie is absent or unknown. */
export function readLocaleCookie(cookieHeader: string): Locale {
  return toLang(langCookieOf(cookieHeader)) ?? DEFAULT_LANG;
}

export function currentLocale(): Locale {
  return typeof document === 'undefined' ? DEFAULT_LANG : readLocaleCookie(document.cookie);
}

export function saveLocale(locale: Locale): void {
  document.cookie = langCookie(locale, window.location.protocol === 'https:');
  document.documentElement.lang = locale;
}
