// Issue 17 item 2: no key in one language and not in another. The console's three message trees
// (et, en, ru) have the same keys; Russian plurals have Polyglot's three Russian forms; every console
// key the code names exists in all three.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, COHORT_STATUSES, COURSE_STATUSES, LANGS, PARTICIPANT_STATUSES, PAYERS, ROLES } from '@valik/domain';
import { enMessages } from './en.ts';
import { etMessages } from './et.ts';
import { createI18nProvider, loadConsoleMessages } from './i18n-provider.ts';
import { startLocale } from './locale.ts';
import { ruMessages } from './ru.ts';

type Tree = { [key: string]: unknown };
const TREES = { et: etMessages, en: enMessages, ru: ruMessages } as const;

function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const lookup = (tree: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
/** The named values a message uses (the count of a plural aside: one form may spell it out). */
const placeholders = (message: string) => [...new Set([...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].filter((name) => name !== 'smart_count').sort().join();
const app = (tree: unknown) => ({ resources: lookup(tree, 'resources'), valik: lookup(tree, 'valik') });

const SRC = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') && !path.includes('/i18n/') ? [path] : [];
  });

// Russian is loaded on demand (its own file); the provider needs it loaded before it starts in it
beforeAll(() => loadConsoleMessages('ru'));

describe('the console’s message trees', () => {
  it('have the same resource and console keys in Estonian, English and Russian', () => {
    for (const [a, b] of [['et', 'ru'], ['ru', 'et'], ['en', 'ru'], ['ru', 'en'], ['et', 'en'], ['en', 'et']] as const) {
      const missing = leaves(app(TREES[a])).filter(([path]) => typeof lookup(app(TREES[b]), path) !== 'string').map(([path]) => path);
      expect(missing, `in ${a}, not in ${b}`).toEqual([]);
    }
  });

  it('translate every react-admin key of ra-language-english into Russian', () => {
    const missing = leaves(englishMessages.ra).filter(([path]) => typeof lookup(ruMessages.ra, path) !== 'string' || String(lookup(ruMessages.ra, path)).trim() === '' && path !== 'boolean.null');
    expect(missing.map(([path]) => path)).toEqual([]);
  });

  it('use only values the English text is given, and keep every value of the console’s own texts', () => {
    // react-admin passes the sort field both as is and lower-cased; the Russian uses the first
    const given: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };
    const names = (message: string) => placeholders(message).split(',').filter(Boolean);
    const unknown = leaves({ ra: englishMessages.ra })
      .filter(([path, english]) => names(String(lookup(ruMessages, path))).some((name) => !names(String(english)).includes(name) && !given[path]?.includes(name)))
      .map(([path]) => path);
    expect(unknown).toEqual([]);
    const changed = leaves(app(enMessages))
      .filter(([path, english]) => placeholders(String(english)) !== placeholders(String(lookup(ruMessages, path))))
      .map(([path]) => path);
    expect(changed).toEqual([]);
  });

  it('give every Russian plural Polyglot’s three forms (1 запись, 2 записи, 5 записей)', () => {
    const problems = leaves(ruMessages)
      .filter(([, message]) => typeof message === 'string' && message.includes('||||') && message.split('||||').length !== 3)
      .map(([path]) => path);
    expect(problems).toEqual([]);
    const i18n = createI18nProvider('ru');
    expect([1, 2, 5, 21].map((smart_count) => i18n.translate('ra.action.bulk_actions', { smart_count }))).toEqual([
      'Выбрана 1 запись',
      'Выбрано 2 записи',
      'Выбрано 5 записей',
      'Выбрана 21 запись',
    ]);
    expect(i18n.translate('valik.users.second_factors_on', { smart_count: 3 })).toBe('Двухэтапная проверка включена (3 способа)');
    expect(i18n.translate('valik.users.second_factors_on', { smart_count: 5 })).toBe('Двухэтапная проверка включена (5 способов)');
  });

  it('label every value of the domain enums and every interface language in Russian', () => {
    const enums = { role: ROLES, cohort_status: COHORT_STATUSES, participant_status: PARTICIPANT_STATUSES, course_status: COURSE_STATUSES, payer: PAYERS, activity_type: ACTIVITY_TYPES, ui_language: LANGS };
    for (const [name, values] of Object.entries(enums)) {
      for (const tree of Object.values(TREES)) expect(Object.keys(lookup(tree, `valik.enums.${name}`) as Tree)).toEqual([...values]);
    }
  });

  it('have every console key that the code names (typos and forgotten keys fail here)', () => {
    const keys = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(['"`])((?:ra|resources|valik)\.[\w.]+)\1/g)) keys.add(match[2] ?? '');
    }
    expect(keys.size).toBeGreaterThan(40);
    for (const [lang, tree] of Object.entries(TREES)) {
      expect([...keys].filter((key) => typeof lookup(tree, key) !== 'string'), lang).toEqual([]);
    }
  });
});

describe('the console’s language', () => {
  it('is the cookie’s, else the browser’s first et/en/ru, else Estonian', () => {
    expect(startLocale('valik_lang=ru', ['et'])).toBe('ru');
    expect(startLocale('', ['de', 'ru-RU', 'en'])).toBe('ru');
    expect(startLocale('valik_lang=xx', ['de'])).toBe('et');
  });

  it('shows Russian menus when Russian is chosen', () => {
    const i18n = createI18nProvider('ru');
    expect(i18n.translate('resources.cohorts.name', { smart_count: 2 })).toBe('Группы');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['et', 'en', 'ru']);
  });
});
