import type { Lang } from '../contracts/index.ts';
import { pickPlural } from '../plural.ts';
import { fillMessage } from './fill.ts';
import { etTable } from './table.et.ts';
import { ruTable } from './table.ru.ts';

/**
 * The API's one translation mechanism: English source strings are the keys, a dictionary per language
 * translates them (English needs none). A third language is one more set of files and one more line
 * here (and its code in the domain's LANGS), ADR 021; a missing key shows the English text, and
 * dictionaries.test.ts fails when a key is in one language and not in another.
 */
export const DICTIONARIES: Record<Lang, Readonly<Record<string, string>>> = {
  et: etTable,
  en: {},
  ru: ruTable,
};

/** Translate an English source string; unknown keys fall back to the English text. */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  return fillMessage(DICTIONARIES[lang][key] ?? key, vars);
}

/**
 * A counted text: `key` is the English plural forms joined by '|' ('{n} credit|{n} credits'), the
 * dictionary gives the forms of its language (Russian one|few|many); `{n}` is filled in.
 */
export function translateCount(lang: Lang, n: number, key: string, vars?: Record<string, string | number>): string {
  return fillMessage(pickPlural(lang, n, DICTIONARIES[lang][key] ?? key), { ...vars, n });
}

export function hasTranslation(lang: Lang, key: string): boolean {
  return lang === 'en' || key in DICTIONARIES[lang];
}

export { fillMessage };
