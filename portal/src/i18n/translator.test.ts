// The portal's own translator (translator.ts), on the real tables where they show the rule: the
// placeholders of both styles, plural forms in et/en/ru, a missing key, the pages' Estonian merged under
// the first page's, and readers told of a change.
import { describe, expect, it } from 'vitest';
import { DOMAIN_PLACEHOLDERS, createI18n, loadPageDictionaries } from './index.ts';
import { en, etCore } from './et.ts';
import { et } from './et-pages.ts';
import { ru } from './ru.ts';
import { pluralCategory } from '@valik/domain';
import { interpolate } from '@valik/ui/translator';

describe('placeholders', () => {
  it('fills {{name}}, with or without spaces inside the braces, every time it occurs', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('fills the domain’s {name} when the call says so, and only then', () => {
    const text = 'From {start} to {end}';
    expect(interpolate(text, { start: '01.09', end: '31.12' }, DOMAIN_PLACEHOLDERS)).toBe('From 01.09 to 31.12');
    expect(interpolate(text, { start: '01.09', end: '31.12' })).toBe(text);
    const i18n = createI18n('et', { et });
    expect(i18n.t('The school pays only for courses starting from {start} to {end}', { start: '1.9', end: '2.9', interpolation: DOMAIN_PLACEHOLDERS })).toBe(
      'Kool maksab ainult kursuste eest, mis algavad 1.9 kuni 2.9',
    );
  });

  it('leaves a placeholder without a value as written, and makes an undefined or null value empty', () => {
    expect(interpolate('Hi {{name}} {{other}}', {})).toBe('Hi {{name}} {{other}}');
    expect(interpolate('[{{a}}][{{b}}]', { a: undefined, b: null })).toBe('[][]');
  });

  it('neither escapes a value nor fills placeholders that a value brings in', () => {
    expect(interpolate('{{a}} {{b}}', { a: '<b>&amp;</b>', b: '{{a}}' })).toBe('<b>&amp;</b> {{a}}');
  });
});

describe('plural forms', () => {
  it('are the domain’s one rule for every app: one/other in Estonian and English, one/few/many in Russian', () => {
    const i18n = createI18n('ru', { ru: { x_one: 'one', x_few: 'few', x_many: 'many', x_other: 'other' } });
    for (const count of [1, 2, 5, 11, 21, 22, 1.5]) expect(i18n.t('x', { count })).toBe(pluralCategory('ru', count));
  });

  it('pick the suffixed entry in every language, else the key (the English plural)', () => {
    const i18n = createI18n('en', { et, en, ru });
    const seats = (count: number) => i18n.t('{{count}} seats left', { count });
    expect([seats(1), seats(3)]).toEqual(['1 seat left', '3 seats left']);
    i18n.changeLanguage('et');
    expect([seats(1), seats(3)]).toEqual(['vabu kohti: 1', 'vabu kohti: 3']);
    i18n.changeLanguage('ru');
    expect([1, 3, 5, 11, 21, 24].map(seats)).toEqual([
      'Осталось 1 место',
      'Осталось 3 места',
      'Осталось 5 мест',
      'Осталось 11 мест',
      'Осталось 21 место',
      'Осталось 24 места',
    ]);
  });

  it('try `_zero` first for 0', () => {
    const i18n = createI18n('en', { en: { 'x_zero': 'none', 'x_one': 'one' }, ru: { 'x_zero': 'ноль' } });
    expect([0, 1, 2].map((count) => i18n.t('x', { count }))).toEqual(['none', 'one', 'x']);
    // without `count` no form is looked for
    expect(i18n.t('x')).toBe('x');
  });
});

describe('a key without a translation', () => {
  it('shows the key itself, filled, and so does an empty entry', () => {
    const i18n = createI18n('et', { et: { Empty: '' } });
    expect(i18n.t('Not in any table, {{name}}', { name: 'Mari' })).toBe('Not in any table, Mari');
    expect(i18n.t('Empty')).toBe('Empty');
    i18n.changeLanguage('ru');
    expect(i18n.t('Log in'), 'a language without a table').toBe('Log in');
  });
});

describe('the pages’ Estonian', () => {
  it('is added under the first page’s: a shared key keeps the first page’s text, the rest is translated', async () => {
    const firstPage = { ...etCore, 'My billing': 'the first page wins' };
    const i18n = createI18n('et', { et: firstPage });
    expect(i18n.t('Invoices')).toBe('Invoices');
    await loadPageDictionaries(i18n);
    expect(i18n.t('My billing')).toBe('the first page wins');
    expect(i18n.t('Invoices')).toBe('Arved');
    expect(i18n.t('Log in')).toBe('Logi sisse');
    expect(firstPage, 'the table given to the instance is not changed').not.toHaveProperty('Invoices');
  });

  it('replaces entries when added with overwrite (a language’s table loaded later)', () => {
    const i18n = createI18n('ru', {});
    i18n.addResourceBundle('ru', { a: 'old', b: 'b' });
    i18n.addResourceBundle('ru', { a: 'new' });
    expect([i18n.t('a'), i18n.t('b')]).toEqual(['new', 'b']);
  });
});

describe('a change', () => {
  it('tells the subscribers and gives a new t fixed to the new language; the old t keeps its own', () => {
    const i18n = createI18n('et', { et: etCore });
    let calls = 0;
    const unsubscribe = i18n.subscribe(() => (calls += 1));
    const before = i18n.getSnapshot();
    i18n.changeLanguage('en');
    expect(calls).toBe(1);
    expect(i18n.language).toBe('en');
    const after = i18n.getSnapshot();
    expect(after).not.toBe(before);
    expect([before.t('Log in'), after.t('Log in'), i18n.t('Log in')]).toEqual(['Logi sisse', 'Log in', 'Log in']);
    i18n.changeLanguage('en');
    expect(calls, 'the same language again is no change').toBe(1);
    i18n.addResourceBundle('en', { Hello: 'Hi' });
    expect(calls).toBe(2);
    unsubscribe();
    i18n.changeLanguage('et');
    expect(calls).toBe(2);
  });
});
