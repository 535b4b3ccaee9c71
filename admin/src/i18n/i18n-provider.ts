// One i18n mechanism for the console: react-admin's polyglot provider, Estonian first. The choice is
// kept in the site-wide `valik_lang` cookie, so the portal and the site speak the same language.
// Validation messages of the shared zod schemas and the API's messages are English source strings;
// their Estonian is written once, in the API's dictionary (@valik/api/i18n), and used here too.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { translate as translateApiMessage, hasTranslation } from '@valik/api/i18n';
import { enMessages } from './en.ts';
import { etMessages } from './et.ts';
import { ruMessages } from './ru.ts';
import { currentLocale, saveLocale, type Locale } from './locale.ts';
import { toLang } from '@valik/api/domain';

const MESSAGES: Record<Locale, typeof enMessages> = { et: etMessages, en: enMessages, ru: ruMessages };
const MISSING = '\u0000missing';
const CONSOLE_KEY = /^(?:ra|resources|valik)\.[\w.]+$/;

export function createI18nProvider(initialLocale: Locale = currentLocale()): I18nProvider {
  const provider = polyglotI18nProvider((locale) => MESSAGES[toLang(locale) ?? 'et'], initialLocale, [
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
      if (!CONSOLE_KEY.test(key) && hasTranslation(lang, key)) return translateApiMessage(lang, key, options as Record<string, string | number>);
      return typeof options._ === 'string' ? options._ : key;
    },
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      const lang = toLang(locale);
      if (lang) saveLocale(lang);
    },
  };
}
