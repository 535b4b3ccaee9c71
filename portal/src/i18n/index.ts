// One i18n mechanism: i18next with the English source strings as keys (`t('Page not found')`).
// Estonian is a complete table in two parts: et.ts (the frame and the /auth pages, on the first page)
// and et-pages.ts (the features, loaded with the /user pages: `loadPageDictionaries`). English needs
// none, a key is its own translation.
import i18next, { type InitOptions, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, etCore } from './et.ts';
import { langCookie, pickLanguage, type Lang } from './language.ts';

/**
 * The translations per language the first page has: English source strings are the keys, so English
 * needs (almost) none. A third language is one more file beside et.ts and one more line here (and its
 * code in the domain's LANGS); a missing key shows the English text.
 */
export const DICTIONARIES: Record<Lang, Record<string, string>> = { et: etCore, en };

/** The rest of a language's table, added when the first /user page is opened (not on a visitor's first page). */
const PAGE_DICTIONARIES: Partial<Record<Lang, () => Promise<Record<string, string>>>> = {
  et: () => import('./et-pages.ts').then((m) => m.etPages),
};

/**
 * Adds the page dictionaries to `instance` (the portal's by default); the first page's entries win on a
 * shared key. Resolves once they are in, so a page is never drawn before its Estonian is there.
 */
export async function loadPageDictionaries(instance: I18n = i18n): Promise<void> {
  const loaded = await Promise.all(
    Object.entries(PAGE_DICTIONARIES).map(async ([lang, load]) => [lang, await load()] as const),
  );
  // deep, not overwriting: the first page's entries stay; adding again changes nothing
  for (const [lang, table] of loaded) instance.addResourceBundle(lang, 'translation', table, true, false);
}

/**
 * One i18next set-up for the portal and for its pages embedded elsewhere (the console's dashboard, which
 * passes the whole tables).
 */
export function i18nOptions(lng: Lang, dictionaries: Record<Lang, Record<string, string>> = DICTIONARIES): InitOptions {
  return {
    resources: Object.fromEntries(Object.entries(dictionaries).map(([lang, translation]) => [lang, { translation }])),
    lng,
    supportedLngs: Object.keys(dictionaries),
    fallbackLng: false,
    // keys are whole sentences with '.' and ':' in them
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  };
}

export const i18n = i18next.createInstance();

/**
 * Messages of the shared domain (and of the API) write their values `{name}`, the way the API's and
 * the site's translations do; i18next is told so per call: `t(reason, { ...vars, interpolation: DOMAIN_PLACEHOLDERS })`.
 */
export const DOMAIN_PLACEHOLDERS = { prefix: '{', suffix: '}', escapeValue: false } as const;

function browserLanguage(userLanguage?: string | null): Lang {
  return pickLanguage({
    userLanguage,
    cookieHeader: typeof document === 'undefined' ? '' : document.cookie,
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

export function initI18n(): typeof i18n {
  const lng = browserLanguage();
  void i18n.use(initReactI18next).init(i18nOptions(lng));
  document.documentElement.lang = lng;
  return i18n;
}

/** Switch the interface language now (no reload) and remember it in the `valik_lang` cookie. */
export function setLanguage(lang: Lang): void {
  document.cookie = langCookie(lang, location.protocol === 'https:');
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

/** After hydration: the signed-in user's saved language wins over the cookie and browser. */
export function applyUserLanguage(userLanguage: string | null | undefined): void {
  const lang = browserLanguage(userLanguage);
  if (lang !== i18n.language) {
    document.documentElement.lang = lang;
    void i18n.changeLanguage(lang);
  }
}

export function currentLanguage(): Lang {
  return i18n.language === 'en' ? 'en' : 'et';
}
