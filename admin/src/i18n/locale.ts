// The interface language is shared by the site, the portal and the console through one cookie.
import { DEFAULT_LANG, LANG_COOKIE, toLang } from '@valik/api/domain';

export type Locale = NonNullable<ReturnType<typeof toLang>>;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The locale in a `document.cookie` string; Estonian when the cookie is absent or unknown. */
export function readLocaleCookie(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANG_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      continue;
    }
    const locale = toLang(value);
    if (locale) return locale;
  }
  return DEFAULT_LANG;
}

/** The `document.cookie` assignment that stores a locale for the whole site for a year. */
export function serializeLocaleCookie(locale: Locale, isSecure: boolean): string {
  const secure = isSecure ? '; Secure' : '';
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function currentLocale(): Locale {
  return typeof document === 'undefined' ? DEFAULT_LANG : readLocaleCookie(document.cookie);
}

export function saveLocale(locale: Locale): void {
  document.cookie = serializeLocaleCookie(locale, window.location.protocol === 'https:');
  document.documentElement.lang = locale;
}
