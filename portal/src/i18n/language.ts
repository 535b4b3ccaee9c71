// Which language the portal speaks, and how a switch is remembered. The rule itself is the domain's
// `resolveLanguage` (shared with the server and the site): saved choice, cookie, browser, Estonian.
// The cookie is read and written with the domain's `langCookieOf` / `langCookie` (hono's parser).
import { langCookie, langCookieOf, resolveLanguage, toLang } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';

export type { Lang };

export interface BrowserLanguageSources {
  userLanguage?: string | null;
  cookieHeader: string;
  navigatorLanguages: readonly string[];
}

/** The saved choice, else the `valik_lang` cookie, else the browser's et/en, else 'et'. */
export function pickLanguage({ userLanguage, cookieHeader, navigatorLanguages }: BrowserLanguageSources): Lang {
  return resolveLanguage({
    userLanguage,
    cookie: langCookieOf(cookieHeader),
    // navigator.languages is already in preference order, which is what a header without q-values says
    acceptLanguage: navigatorLanguages.join(','),
  });
}

export { langCookie, toLang };
