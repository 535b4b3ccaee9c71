// Which language the portal speaks, and how a switch is remembered. The rule itself is the domain's
// `resolveLanguage` (shared with the server and the site): saved choice, cookie, browser, Estonian.
import { LANG_COOKIE, resolveLanguage, toLang } from '@valik/api/domain';
import type { Lang } from '@valik/api/contracts';

export type { Lang };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface BrowserLanguageSources {
  userLanguage?: string | null;
  cookieHeader: string;
  navigatorLanguages: readonly string[];
}

/** The saved choice, else the `valik_lang` cookie, else the browser's et/en, else 'et'. */
export function pickLanguage({ userLanguage, cookieHeader, navigatorLanguages }: BrowserLanguageSources): Lang {
  return resolveLanguage({
    userLanguage,
    cookie: readCookie(cookieHeader, LANG_COOKIE),
    // navigator.languages is already in preference order, which is what a header without q-values says
    acceptLanguage: navigatorLanguages.join(','),
  });
}

export { toLang };
