// One i18n mechanism: i18next with the English source strings as keys (`t('Page not found')`).
// Estonian is a complete table (et.ts); English needs none, a key is its own translation.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, et } from './et.ts';
import { langCookie, pickLanguage, type Lang } from './language.ts';

export const i18n = i18next.createInstance();

function browserLanguage(userLanguage?: string | null): Lang {
  return pickLanguage({
    userLanguage,
    cookieHeader: typeof document === 'undefined' ? '' : document.cookie,
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

export function initI18n(): typeof i18n {
  const lng = browserLanguage();
  void i18n.use(initReactI18next).init({
    resources: { et: { translation: et }, en: { translation: en } },
    lng,
    supportedLngs: ['et', 'en'],
    fallbackLng: false,
    // keys are whole sentences with '.' and ':' in them
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
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
