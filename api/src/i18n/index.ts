import type { Lang } from '../contracts/index.ts';
import { pickPlural } from '../domain/plural.ts';
import { documentsEt } from './documents.et.ts';
import { documentsRu } from './documents.ru.ts';
import { emailsEt } from './emails.et.ts';
import { emailsRu } from './emails.ru.ts';
import { et } from './messages.et.ts';
import { ru } from './messages.ru.ts';
import { etCommunity } from './messages.community.et.ts';
import { ruCommunity } from './messages.community.ru.ts';
import { etPayments } from './messages.payments.et.ts';
import { ruPayments } from './messages.payments.ru.ts';

/**
 * The API's one translation mechanism: English source strings are the keys, a dictionary per language
 * translates them (English needs none). A third language is one more set of files and one more line
 * here (and its code in the domain's LANGS), ADR 021; a missing key shows the English text, and
 * dictionaries.test.ts fails when a key is in one language and not in another.
 */
export const DICTIONARIES: Record<Lang, Readonly<Record<string, string>>> = {
  et: { ...et, ...documentsEt, ...etCommunity, ...etPayments, ...emailsEt },
  en: {},
  ru: { ...ru, ...documentsRu, ...ruCommunity, ...ruPayments, ...emailsRu },
};

function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Translate an English source string; unknown keys fall back to the English text. */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  return fill(DICTIONARIES[lang][key] ?? key, vars);
}

/**
 * A counted text: `key` is the English plural forms joined by '|' ('{n} credit|{n} credits'), the
 * dictionary gives the forms of its language (Russian one|few|many); `{n}` is filled in.
 */
export function translateCount(lang: Lang, n: number, key: string, vars?: Record<string, string | number>): string {
  return fill(pickPlural(lang, n, DICTIONARIES[lang][key] ?? key), { ...vars, n });
}

export function hasTranslation(lang: Lang, key: string): boolean {
  return lang === 'en' || key in DICTIONARIES[lang];
}
