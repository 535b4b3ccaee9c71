// One i18n mechanism for the site: English source strings are the keys, `et` and `ru` translate them
// (ADR 021). `MessageKey` is the set of keys of the Estonian dictionary, so a string without a
// translation does not compile; ru.ts is typed by the same keys.
import type { Lang } from '@valik/domain/contracts';
import { LANG_TAGS, LANGS as DOMAIN_LANGS, pickPlural } from '@valik/domain';
import { et } from './et.ts';
import { ru } from './ru.ts';

export type MessageKey = keyof typeof et;
export type MessageVars = Record<string, string | number>;

/** The site's languages in the switch's order: ET · EN · RU (the domain's LANGS). */
export const LANGS: readonly Lang[] = DOMAIN_LANGS;
export const DEFAULT_LANG: Lang = 'et';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The translations per language (English is the keys themselves). A third language is one more file
 * beside et.ts and one more line here (and its code in the domain's LANGS); tests/i18n.test.ts fails
 * when a key is in one language and not in another.
 */
export const DICTIONARIES: Record<Lang, Partial<Record<MessageKey, string>>> = { et, en: {}, ru };

/**
 * The message in `lang`, with `{name}` placeholders replaced from `vars`. A '|'-joined key is a plural
 * ('{days} day|{days} days'): the count is its first placeholder, and the form follows the language's
 * plural rule (Russian 1 день, 2 дня, 5 дней).
 */
export function t(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  let template: string = DICTIONARIES[lang][key] ?? key;
  if (key.includes('|')) {
    const countName = /\{(\w+)\}/.exec(key)?.[1];
    const count = countName === undefined ? undefined : vars?.[countName];
    template = pickPlural(lang, typeof count === 'number' ? count : Number(count), template);
  }
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
  et: { tag: LANG_TAGS.et, og: 'et_EE' },
  en: { tag: LANG_TAGS.en, og: 'en_GB' },
  ru: { tag: LANG_TAGS.ru, og: 'ru_RU' },
};
