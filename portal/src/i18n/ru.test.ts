// @vitest-environment node
// (reads the portal's source files from disk: Node's file URLs, not the DOM's)
// Issue 17 item 2: no key in one language and not in another. Estonian and Russian translate the same
// English source strings (English is the keys); Russian plural forms are complete and follow the
// domain's plural rule; every placeholder of the English text is kept.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLURAL_FORMS, pluralCategory } from '@valik/domain';
import { en } from './et.ts';
import { et } from './et-pages.ts';
import { createI18n } from './index.ts';
import { ru } from './ru.ts';

const SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(SUFFIX, '');
const baseKeys = (dictionary: Record<string, string>) => new Set(Object.keys(dictionary).map(baseKey));
const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The UI kit's source: the portal shows its components (QueryState, the feedback dashboard) in its own language. */
const UI_SRC = fileURLToPath(new URL('../../ui/src', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') && !/\/i18n\/|\/et\.\w+\.ts$/.test(path) ? [path] : [];
  });
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|\{(\w+)\}/g)].map((m) => m[1] ?? m[2]).sort();

describe('the portal dictionaries', () => {
  it('have the same keys in Estonian and Russian', () => {
    const etKeys = baseKeys(et);
    const ruKeys = baseKeys(ru);
    expect([...etKeys].filter((key) => !ruKeys.has(key)), 'in et, not in ru').toEqual([]);
    expect([...ruKeys].filter((key) => !etKeys.has(key)), 'in ru, not in et').toEqual([]);
  });

  it('give English only keys that Estonian and Russian translate too', () => {
    expect(Object.keys(en).filter((key) => !baseKeys(et).has(baseKey(key)) || !baseKeys(ru).has(baseKey(key)))).toEqual([]);
  });

  it('are never empty in Russian', () => {
    expect(Object.entries(ru).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it('keep every placeholder of the English text, and add none', () => {
    const problems = Object.entries(ru)
      .filter(([key, value]) => placeholders(baseKey(key)).join() !== placeholders(value).join())
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });

  it('give every Russian plural all of its forms (one, few, many, other)', () => {
    const pluralKeys = new Set(Object.keys(ru).filter((key) => SUFFIX.test(key)).map(baseKey));
    expect(pluralKeys.size).toBeGreaterThan(5);
    const incomplete = [...pluralKeys].filter((key) => PLURAL_FORMS.ru.some((form) => !(`${key}_${form}` in ru)));
    expect(incomplete).toEqual([]);
    expect([...pluralKeys].filter((key) => key in ru), 'a plural key has no unsuffixed twin').toEqual([]);
  });

  it('are used with a count wherever a Russian plural is written (else no form of it is shown)', () => {
    const code = [...sourceFiles(SRC), ...sourceFiles(UI_SRC)].map((file) => readFileSync(file, 'utf8')).join('\n');
    /** The argument text of every `t('key', ...)` call, up to its closing parenthesis. */
    const callsOf = (key: string): string[] =>
      ["'", '"'].flatMap((quote) => {
        const opening = `t(${quote}${quote === "'" ? key.replace(/'/g, "\\'") : key}${quote}`;
        const calls: string[] = [];
        for (let at = code.indexOf(opening); at >= 0; at = code.indexOf(opening, at + 1)) {
          let depth = 0;
          let end = at + 1;
          for (; end < code.length; end += 1) {
            if (code[end] === '(') depth += 1;
            else if (code[end] === ')' && --depth === 0) break;
          }
          calls.push(code.slice(at + opening.length, end));
        }
        return calls;
      });
    const pluralKeys = new Set(Object.keys(ru).filter((key) => SUFFIX.test(key)).map(baseKey));
    const withoutCount = [...pluralKeys].filter((key) => {
      const calls = callsOf(key);
      return calls.length === 0 || calls.some((args) => !/\bcount\b/.test(args));
    });
    expect(withoutCount).toEqual([]);
  });
});

describe('Russian in the portal', () => {
  const russian = () => createI18n('ru', { ru });

  it('counts seats, credits and days as Russian does (1 место, 2 места, 5 мест, 21 место, 11 мест)', () => {
    const i18n = russian();
    const seats = (count: number) => i18n.t('{{count}} seats left', { count });
    expect([1, 2, 5, 11, 21, 22, 25].map(seats)).toEqual([
      'Осталось 1 место',
      'Осталось 2 места',
      'Осталось 5 мест',
      'Осталось 11 мест',
      'Осталось 21 место',
      'Осталось 22 места',
      'Осталось 25 мест',
    ]);
    expect(i18n.t('{{count}} credits', { count: 3 })).toBe('3 кредита');
    expect(i18n.t('{{price}} every {{days}} days', { price: '9,90 €', days: 30, count: 30 })).toBe('9,90 € каждые 30 дней');
  });

  it('picks the same form as the domain’s plural rule for every count', () => {
    const i18n = russian();
    for (let count = 0; count <= 130; count += 1) {
      expect(i18n.t('{{count}} seats left', { count })).toBe(ru[`{{count}} seats left_${pluralCategory('ru', count)}`]?.replace('{{count}}', String(count)));
    }
  });

  it('translates a plain key and fills its placeholders', () => {
    const i18n = russian();
    expect(i18n.t('Log in')).toBe('Войти');
    expect(i18n.t('Invoice {{number}}', { number: '2026-0001' })).toBe('Счёт 2026-0001');
  });
});

describe('counted nouns in Estonian and English', () => {
  it('take the singular for one and the key (the plural) otherwise', () => {
    for (const [lang, one, many] of [
      ['en', '1 credit', '5 credits'],
      ['et', '1 krediit', '5 krediiti'],
    ] as const) {
      const i18n = createI18n(lang, { et, en });
      expect([i18n.t('{{count}} credits', { count: 1 }), i18n.t('{{count}} credits', { count: 5 })]).toEqual([one, many]);
    }
  });
});
