// One i18n mechanism: i18next with the English source strings as keys (`t('Page not found')`).
// Estonian is a complete table (et.ts); English needs none, a key is its own translation. Russian
// (ru.ts) is as complete as Estonian but loaded only when chosen, so the first page stays light.
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, et } from './et.ts';
import { langCookie, pickLanguage, toLang, type Lang } from './language.ts';

type Dictionary = Record<string, string>;

/**
 * The translations per language: English source strings are the keys, so English needs (almost) none.
 * Estonian and English are in the first page's code; another language is loaded by `loadLanguage`
 * (a dynamic import, its own file) and then sits here beside them. A missing key shows the English text.
 */
export const DICTIONARIES: Partial<Record<Lang, Dictionary>> = { et, en };

const LOADERS: Record<Exclude<Lang, 'et' | 'en'>, () => Promise<Dictionary>> = {
  ru: () => import('./ru.ts').then((module) => module.ru),
};

/** Makes a language's dictionary available (at once for et/en, after one download for the others). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (DICTIONARIES[lang]) return;
  const dictionary = await LOADERS[lang as keyof typeof LOADERS]();
  DICTIONARIES[lang] = dictionary;
  if (i18n.isInitialized) i18n.addResourceBundle(lang, 'translation', dictionary);
}

/** One i18next set-up for the portal and for its pages embedded elsewhere (the console's dashboard). */
export function i18nOptions(lng: Lang): InitOptions {
  return {
    resources: Object.fromEntries(Object.entries(DICTIONARIES).map(([lang, translation]) => [lang, { translation }])),
    lng,
    supportedLngs: ['et', 'en', ...Object.keys(LOADERS)],
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

/** The language asked for last: a slow download must not switch back after a later choice. */
let wanted: Lang | null = null;

/** Shows `lang` once its dictionary is in (a language that is not loaded yet keeps the current one until then). */
async function showLanguage(lang: Lang): Promise<void> {
  wanted = lang;
  await loadLanguage(lang);
  if (wanted !== lang) return;
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/**
 * The portal's i18next, in the visitor's language. For a language loaded on demand the first paint
 * waits for `i18nReady` (main.tsx), so no English flashes before the Russian.
 */
export function initI18n(): typeof i18n {
  const lng = browserLanguage();
  const bundled = DICTIONARIES[lng] ? lng : 'et';
  void i18n.use(initReactI18next).init(i18nOptions(bundled));
  document.documentElement.lang = bundled;
  i18nReady = bundled === lng ? Promise.resolve() : showLanguage(lng).catch(() => undefined);
  return i18n;
}

/** Resolves when the language initI18n chose is shown (at once for Estonian and English). */
export let i18nReady: Promise<void> = Promise.resolve();

/** Switch the interface language now (no reload) and remember it in the `valik_lang` cookie. */
export function setLanguage(lang: Lang): void {
  document.cookie = langCookie(lang, location.protocol === 'https:');
  void showLanguage(lang);
}

/** After hydration: the signed-in user's saved language wins over the cookie and browser. */
export function applyUserLanguage(userLanguage: string | null | undefined): void {
  const lang = browserLanguage(userLanguage);
  if (lang !== i18n.language) void showLanguage(lang);
}

export function currentLanguage(): Lang {
  return toLang(i18n.language) ?? 'et';
}
