// The portal's translations (translator.ts, its own small layer): English source strings are the keys (`t('Page not found')`).
// Estonian is a complete table in two parts: et.ts (the frame and the /auth pages, on the first page)
// and et-pages.ts (the features, loaded with the /user pages: `loadPageDictionaries`). English needs
// none, a key is its own translation. Russian (ru.ts) is as complete as Estonian but one file loaded
// only when chosen (`loadLanguage`), so the first page stays light.
import { en, etCore } from './et.ts';
import { langCookie, pickLanguage, toLang, type Lang } from './language.ts';
import { I18n, type Dictionary } from '@valik/ui/translator';

/**
 * The translations per language: English source strings are the keys, so English needs (almost) none.
 * Estonian's first-page part and English are in the first page's code; another language is loaded by
 * `loadLanguage` (a dynamic import, its own file) and then sits here beside them. A missing key shows
 * the English text.
 */
export const DICTIONARIES: Partial<Record<Lang, Dictionary>> = { et: etCore, en };

const LOADERS: Record<Exclude<Lang, 'et' | 'en'>, () => Promise<Dictionary>> = {
  ru: () => import('./ru.ts').then((module) => module.ru),
};

/** Makes a language's dictionary available (at once for et/en, after one download for the others). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (DICTIONARIES[lang]) return;
  const dictionary = await LOADERS[lang as keyof typeof LOADERS]();
  DICTIONARIES[lang] = dictionary;
  i18n.addResourceBundle(lang, dictionary);
}

/** The rest of a language's table, added when the first /user page is opened (not on a visitor's first page). */
const PAGE_DICTIONARIES: Partial<Record<Lang, () => Promise<Dictionary>>> = {
  et: () => import('./et-pages.ts').then((m) => m.etPages),
};

/**
 * Adds the page dictionaries to `instance` (the portal's by default); the first page's entries win on a
 * shared key. Resolves once they are in, so a page is never drawn before its Estonian is there.
 */
export async function loadPageDictionaries(instance: I18n = i18n): Promise<void> {
  const loaded = await Promise.all(
    (Object.entries(PAGE_DICTIONARIES) as [Lang, () => Promise<Dictionary>][]).map(async ([lang, load]) => [lang, await load()] as const),
  );
  // not overwriting: the first page's entries stay; adding again changes nothing
  for (const [lang, table] of loaded) instance.addResourceBundle(lang, table, false);
}

/** An instance with the tables loaded so far, for the portal and its pages embedded elsewhere (the console's dashboard). */
export function createI18n(lang: Lang, dictionaries: Partial<Record<Lang, Dictionary>> = DICTIONARIES): I18n {
  return new I18n(lang, dictionaries);
}

/** The portal's instance, in Estonian until initI18n picks the visitor's language. */
export const i18n = createI18n('et');

/**
 * Messages of the shared domain (and of the API) write their values `{name}`, the way the API's and
 * the site's translations do; `t` is told so per call: `t(reason, { ...vars, interpolation: DOMAIN_PLACEHOLDERS })`.
 */
export const DOMAIN_PLACEHOLDERS = { prefix: '{', suffix: '}' } as const;

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
  i18n.changeLanguage(lang);
}

/**
 * Puts the portal's instance in the visitor's language. For a language loaded on demand the first paint
 * waits for `i18nReady` (main.tsx), so no English flashes before the Russian.
 */
export function initI18n(): void {
  const lng = browserLanguage();
  const bundled = DICTIONARIES[lng] ? lng : 'et';
  i18n.changeLanguage(bundled);
  document.documentElement.lang = bundled;
  i18nReady = bundled === lng ? Promise.resolve() : showLanguage(lng).catch(() => undefined);
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
