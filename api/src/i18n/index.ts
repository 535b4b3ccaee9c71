import type { Lang } from '../contracts/index.ts';
import { documentsEt } from './documents.et.ts';
import { emailsEt } from './emails.et.ts';
import { et } from './messages.et.ts';
import { etCommunity } from './messages.community.et.ts';

/**
 * The API's one translation mechanism: English source strings are the keys, a dictionary per language
 * translates them (English needs none). A third language is one more file and one more line here (and
 * its code in the domain's LANGS); a missing key shows the English text.
 */
const dictionaries: Record<Lang, Record<string, string>> = { et: { ...et, ...documentsEt, ...etCommunity, ...emailsEt }, en: {}, ru: {} };

/** Translate an English source string; unknown keys fall back to the English text. */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function hasTranslation(lang: Lang, key: string): boolean {
  return lang === 'en' || key in dictionaries[lang];
}
