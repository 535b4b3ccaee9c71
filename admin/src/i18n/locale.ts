// The interface language is shared by the site, the portal and the console through one cookie; the
// rule is the domain's one rule (saved choice, cookie, browser, Estonian). The saved choice arrives with
// the identity and is applied then (layout/LanguageSwitch.tsx).
import { DEFAULT_LANG, langCookie, langCookieOf, resolveLanguage, toLang } from '@valik/domain';

export type Locale = NonNullable<ReturnType<typeof toLang>>;

/** The locale in a `document.cookie` string; Estonian when the cookie is absent or unknown. */
export function readLocaleCookie(cookieHeader: string): Locale {
  return toLang(langCookieOf(cookieHeader)) ?? DEFAULT_LANG;
}

/** The cookie's language, else the browser's first et/en/ru, else Estonian. */
export function startLocale(cookieHeader: string, navigatorLanguages: readonly string[]): Locale {
  return resolveLanguage({ cookie: langCookieOf(cookieHeader), acceptLanguage: navigatorLanguages.join(',') });
}

export function currentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  return startLocale(document.cookie, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function saveLocale(locale: Locale): void {
  document.cookie = langCookie(locale, window.location.protocol === 'https:');
  document.documentElement.lang = locale;
}
