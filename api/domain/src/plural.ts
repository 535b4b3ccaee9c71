// Plural forms of a counted noun, one rule for every app (ADR 021). Estonian and English have two
// forms (one/other), Russian three for whole numbers (one/few/many: 1 место, 2 места, 5 мест,
// 21 место, 11 мест) and `other` for fractions. The categories come from Intl.PluralRules, so the
// rule is the CLDR one, not a hand-written `n === 1`.
import type { Lang } from './contracts/catalog.ts';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/**
 * The order of the forms in a dictionary plural text: the forms joined by '|'.
 * et/en: 'one|other' ('{n} krediit|{n} krediiti'); ru: 'one|few|many' or 'one|few|many|other'.
 */
export const PLURAL_FORMS: Record<Lang, readonly PluralCategory[]> = {
  et: ['one', 'other'],
  en: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};

/** Russian fractions (1,5 места) take the genitive singular, which is the `few` form. */
const FALLBACK: Partial<Record<PluralCategory, PluralCategory>> = { other: 'few' };

const rules = new Map<Lang, Intl.PluralRules>();

/** The CLDR plural category of `n` in `lang` (only the categories PLURAL_FORMS lists can come out). */
export function pluralCategory(lang: Lang, n: number): PluralCategory {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  const category = rule.select(n);
  return (PLURAL_FORMS[lang] as readonly string[]).includes(category) ? (category as PluralCategory) : 'other';
}

/**
 * The form of a '|'-joined plural text for `n`: pickPlural('ru', 5, '{n} место|{n} места|{n} мест')
 * → '{n} мест'. A text without '|' is the same for every count; a missing `other` uses `few`.
 */
export function pickPlural(lang: Lang, n: number, text: string): string {
  if (!text.includes('|')) return text;
  const forms = text.split('|');
  const order = PLURAL_FORMS[lang];
  const category = pluralCategory(lang, n);
  const at = (c: PluralCategory | undefined) => (c === undefined ? undefined : forms[order.indexOf(c)]);
  return at(category) ?? at(FALLBACK[category]) ?? forms[forms.length - 1] ?? text;
}

/** How many '|'-joined forms a plural text of `lang` must have (et/en 2, ru 3 or 4). */
export function pluralFormCountOk(lang: Lang, text: string): boolean {
  if (!text.includes('|')) return true;
  const n = text.split('|').length;
  return lang === 'ru' ? n === 3 || n === 4 : n === PLURAL_FORMS[lang].length;
}
