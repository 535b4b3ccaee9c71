// One i18n mechanism for the console: react-admin's polyglot provider, Estonian first. The choice is
// kept in the site-wide `valik_lang` cookie, so the portal and the site speak the same language.
// Validation messages of the shared zod schemas and the API's messages are English source strings;
// their Estonian is written once, in the API's dictionary (@valik/domain/i18n), and used here too: the
// Estonian table in the first page, the Russian one loaded with the console's Russian.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { fillMessage } from '@valik/domain/i18n/fill';
import { etMessagesTable } from '@valik/domain/i18n/et-messages';
import { enMessages } from './en.ts';
import { etMessages } from './et.ts';
import { currentLocale, saveLocale, type Locale } from './locale.ts';
import { toLang } from '@valik/domain';

type Messages = typeof enMessages;

/**
 * Estonian and English are in the console's first page; Russian (react-admin's own Russian and this
 * console's) is its own file, loaded when chosen (the console's first page stays within its budget).
 */
const MESSAGES: Partial<Record<Locale, Messages>> = { et: etMessages, en: enMessages };
/** The API's messages per language (English needs none: a key is its own text); never its e-mails or documents. */
const API_TABLES: Partial<Record<Locale, Readonly<Record<string, string>>>> = { et: etMessagesTable, en: {} };
const LOADERS: Record<Exclude<Locale, 'et' | 'en'>, () => Promise<[Messages, Readonly<Record<string, string>>]>> = {
  ru: () => Promise.all([import('./ru.ts').then((module) => module.ruMessages as Messages), import('@valik/domain/i18n/ru').then((module) => module.ruTable)]),
};

/** Makes a language's messages available (at once for et/en, after one download for Russian). */
export async function loadConsoleMessages(locale: Locale): Promise<void> {
  if (MESSAGES[locale] && API_TABLES[locale]) return;
  const [messages, apiTable] = await LOADERS[locale as keyof typeof LOADERS]();
  MESSAGES[locale] = messages;
  API_TABLES[locale] = apiTable;
}

/** The API's text for `key` in `locale`, when its table is loaded and has it (in English: the key itself). */
function apiMessage(locale: Locale, key: string, vars: Record<string, string | number>): string | undefined {
  const table = API_TABLES[locale];
  if (!table) return undefined;
  const text = locale === 'en' ? key : table[key];
  return text === undefined ? undefined : fillMessage(text, vars);
}

function messagesOf(locale: string): Messages | Promise<Messages> {
  const lang = toLang(locale) ?? 'et';
  return MESSAGES[lang] ?? loadConsoleMessages(lang).then(() => MESSAGES[lang] ?? etMessages);
}
const MISSING = '\u0000missing';
const CONSOLE_KEY = /^(?:ra|resources|valik)\.[\w.]+$/;

/**
 * The console's i18n provider in `initialLocale` when its messages are loaded (main.tsx loads them
 * before the first render), else in Estonian until they are.
 */
export function createI18nProvider(initialLocale: Locale = currentLocale()): I18nProvider {
  const initial = MESSAGES[initialLocale] ? initialLocale : 'et';
  const provider = polyglotI18nProvider(messagesOf, initial, [
    // Each language is named in itself, as a language picker should.
    { locale: 'et', name: 'Eesti' },
    { locale: 'en', name: 'English' },
    { locale: 'ru', name: 'Русский' },
  ]);
  return {
    ...provider,
    translate: (key, options = {}) => {
      const own = provider.translate(key, { ...options, _: MISSING });
      if (own !== MISSING) return own;
      const lang = toLang(provider.getLocale()) ?? 'et';
      // the API's messages are English sentences; a console key (ra.*, resources.*, valik.*) is never one,
      // and in English "has a translation" is true of any text, so such a key fell through as itself
      const api = CONSOLE_KEY.test(key) ? undefined : apiMessage(lang, key, options as Record<string, string | number>);
      if (api !== undefined) return api;
      return typeof options._ === 'string' ? options._ : key;
    },
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      const lang = toLang(locale);
      if (lang) saveLocale(lang);
    },
  };
}
