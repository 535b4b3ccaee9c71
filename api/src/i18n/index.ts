import type { Lang } from '../contracts/index.ts';
import { et } from './messages.et.ts';

const dictionaries: Record<Lang, Record<string, string>> = { et, en: {} };

/** Translate an English source string; unknown keys fall back to the English text. */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function hasTranslation(lang: Lang, key: string): boolean {
  return lang === 'en' || key in dictionaries[lang];
}
