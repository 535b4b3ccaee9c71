// The one key check of the site (issue 17 item 2): every string a template passes to the translator is a
// key (tsc does not see .astro files), and Estonian and Russian have the same keys, placeholders and plural forms.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_LINK_ET, CATEGORY_EN, CATEGORY_ET, GLOSSARY_ET, GLOSSARY_RU, findRetypedGlossaryWords, glossaryEntries, pluralFormCountOk } from '@valik/domain';
import { findTypedGlossaryWords } from '@valik/domain/glossary-scan';
import { et } from '../src/i18n/et.ts';
import { ru } from '../src/i18n/ru.ts';
import { DICTIONARIES, LANGS, t } from '../src/i18n/index.ts';
import { CATEGORY_LABELS } from '../src/features/catalog/labels.ts';

const SRC = new URL('../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(astro|ts)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Literal keys in `tr('…')`, `t(lang, '…')` and `{ title: '…', text: '…', question: '…', answer: '…', label: '…' }`. */
function usedKeys(source: string): string[] {
  const literal = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")`;
  const patterns = [
    new RegExp(String.raw`\btr\(\s*${literal}`, 'g'),
    new RegExp(String.raw`\bt\(\s*lang,\s*${literal}`, 'g'),
    new RegExp(String.raw`\b(?:title|text|question|answer|label):\s*${literal}`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1')),
  );
}

describe('site i18n', () => {
  it('has an Estonian text for every key the templates use', () => {
    const missing = sourceFiles(SRC)
      .filter((file) => !file.includes('/i18n/'))
      .flatMap((file) => usedKeys(readFileSync(file, 'utf8')).map((key) => ({ file, key })))
      .filter(({ key }) => !(key in et));
    expect(missing).toEqual([]);
  });

  it('has the same keys, the same {placeholders} and the plural forms in Estonian and Russian', () => {
    expect(LANGS).toEqual(['et', 'en', 'ru']);
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join();
    const keys = new Set([...Object.keys(et), ...Object.keys(ru)]);
    for (const lang of ['et', 'ru'] as const) {
      const dictionary: Record<string, string | undefined> = DICTIONARIES[lang];
      expect([...keys].filter((key) => dictionary[key] === undefined), `missing in ${lang}`).toEqual([]);
      expect([...keys].filter((key) => placeholders(key) !== placeholders(dictionary[key] ?? '')), `placeholders in ${lang}`).toEqual([]);
      expect([...keys].filter((key) => !pluralFormCountOk(lang, dictionary[key] ?? '')), `plural forms in ${lang}`).toEqual([]);
    }
    // a plural key in Russian always has its three forms: the number changes the noun
    expect(Object.entries(ru).filter(([key, text]) => key.includes('|') && text.split('|').length < 3).map(([key]) => key)).toEqual([]);
    expect(Object.values(ru).filter((text) => !/[А-Яа-яЁё]/.test(text))).toEqual(['{rating} / 5']);
  });

  it('takes the category labels from the glossary, each a key of the site in every language', () => {
    expect(CATEGORY_LABELS).toBe(CATEGORY_EN);
    const keys: string[] = Object.values(CATEGORY_LABELS);
    expect(keys.filter((key) => !(key in et) || !(key in ru))).toEqual([]);
    expect(t('et', CATEGORY_LABELS.MENTAL_HEALTH)).toBe(CATEGORY_ET.MENTAL_HEALTH);
  });

  it('returns the English source string for English and fills placeholders', () => {
    expect(t('en', '{days} day|{days} days', { days: 7 })).toBe('7 days');
    expect(t('en', '{days} day|{days} days', { days: 1 })).toBe('1 day');
    expect(t('et', '{days} day|{days} days', { days: 7 })).toBe('7 päeva');
    expect(t('et', 'Courses')).toBe('Kursused');
  });

  it('speaks Russian with the right plural forms: 1 день, 2 дня, 5 дней, 21 день, 11 дней', () => {
    expect([1, 2, 5, 21, 11].map((days) => t('ru', '{days} day|{days} days', { days }))).toEqual(['1 день', '2 дня', '5 дней', '21 день', '11 дней']);
    expect([1, 3, 12].map((count) => t('ru', '{count} course found|{count} courses found', { count }))).toEqual(['Найден 1 курс', 'Найдено 3 курса', 'Найдено 12 курсов']);
    expect(t('et', '{count} course found|{count} courses found', { count: 1 })).toBe('Leitud kursusi: 1');
    expect(t('ru', 'Courses')).toBe('Курсы');
  });

  it('uses the one glossary of the product (issue 18 item 12)', () => {
    expect(et['Business and finance']).toBe(CATEGORY_ET.BUSINESS_AND_FINANCE);
    expect(et["Looks like you've followed a broken link or entered a URL that doesn't exist on this site."]).toBe(BROKEN_LINK_ET);
  });

  it('says every glossary term it shows with the glossary’s word in et and ru, types none by hand (issue 30 item 1)', () => {
    const etTable: Record<string, string> = et;
    const ruTable: Record<string, string> = ru;
    for (const [glossary, table] of [[GLOSSARY_ET, etTable], [GLOSSARY_RU, ruTable]] as const) {
      for (const [source, word] of Object.entries(glossaryEntries(glossary))) if (source in table) expect(table[source], source).toBe(word);
    }
    expect(findRetypedGlossaryWords(etTable, GLOSSARY_ET, 'et')).toEqual([]);
    expect(findRetypedGlossaryWords(ruTable, GLOSSARY_RU, 'ru')).toEqual([]);
    // the categories are the portal's and the console's (not "Популярные" on the site and "Популярное" elsewhere)
    expect(ruTable.Popular).toBe(GLOSSARY_RU.category.POPULAR);
    expect(findTypedGlossaryWords(join(SRC, '../..'), [SRC])).toEqual([]);
  });
});
