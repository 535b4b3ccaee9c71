// One i18n mechanism for the site: English source strings are the keys, `et` translates them.
// `MessageKey` is the set of keys of the Estonian dictionary, so a string without a translation
// does not compile.
import type { Lang } from '@valik/api/contracts';
import { et } from './et.ts';

export type MessageKey = keyof typeof et;
export type MessageVars = Record<string, string | number>;

export const LANGS: readonly Lang[] = ['et', 'en'];
export const DEFAULT_LANG: Lang = 'et';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The translations per language (English is the keys themselves). A third language is one more file
 * beside et.ts and one more line here (and its code in the domain's LANGS); a missing key shows the
 * English text.
 */
const DICTIONARIES: Record<Lang, Partial<Record<MessageKey, string>>> = { et, en: {}, ru: {} };

/** The message in `lang`, with `{name}` placeholders replaced from `vars`. */
export function t(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const template: string = DICTIONARIES[lang][key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A translator bound to one language, for templates: `const tr = translator(lang); tr('Courses')`. */
export function translator(lang: Lang): (key: MessageKey, vars?: MessageVars) => string {
  return (key, vars) => t(lang, key, vars);
}

/** BCP 47 tag and Open Graph locale of a site language. */
export const LOCALES: Record<Lang, { tag: string; og: string }> = {
  et: { tag: 'et-EE', og: 'et_EE' },
  en: { tag: 'en-GB', og: 'en_GB' },
  ru: { tag: 'ru-RU', og: 'ru_RU' },
};
