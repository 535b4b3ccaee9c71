import { describe, expect, it } from 'vitest';
import { pickPlural, pluralCategory, pluralFormCountOk } from './plural.ts';

const SEATS_RU = '{n} место|{n} места|{n} мест';
const seatsRu = (n: number) => pickPlural('ru', n, SEATS_RU).replace('{n}', String(n));

describe('Russian plural forms', () => {
  it('says 1 место, 2 места, 5 мест, 21 место, 11 мест', () => {
    expect(seatsRu(1)).toBe('1 место');
    expect(seatsRu(2)).toBe('2 места');
    expect(seatsRu(5)).toBe('5 мест');
    expect(seatsRu(21)).toBe('21 место');
    expect(seatsRu(11)).toBe('11 мест');
  });

  it('follows the teens and the last digit', () => {
    expect([0, 3, 4, 12, 14, 22, 25, 101, 111, 112, 1004].map(seatsRu)).toEqual([
      '0 мест', '3 места', '4 места', '12 мест', '14 мест', '22 места', '25 мест', '101 место', '111 мест', '112 мест', '1004 места',
    ]);
  });

  it('uses the few form for fractions unless an other form is given', () => {
    expect(pluralCategory('ru', 1.5)).toBe('other');
    expect(pickPlural('ru', 1.5, SEATS_RU)).toBe('{n} места');
    expect(pickPlural('ru', 1.5, 'a|b|c|d')).toBe('d');
  });
});

describe('Estonian and English plural forms', () => {
  it('have one and other only', () => {
    expect(pickPlural('et', 1, '{n} koht|{n} kohta')).toBe('{n} koht');
    expect(pickPlural('et', 21, '{n} koht|{n} kohta')).toBe('{n} kohta');
    expect(pickPlural('en', 0, '{n} seat|{n} seats')).toBe('{n} seats');
    expect(pickPlural('en', 1, '{n} seat|{n} seats')).toBe('{n} seat');
    expect(pluralCategory('en', 2)).toBe('other');
  });

  it('leaves a text without forms as it is', () => {
    expect(pickPlural('ru', 5, 'Курсы')).toBe('Курсы');
  });
});

describe('pluralFormCountOk', () => {
  it('wants two forms in et/en and three or four in ru', () => {
    expect(pluralFormCountOk('et', 'a|b')).toBe(true);
    expect(pluralFormCountOk('et', 'a|b|c')).toBe(false);
    expect(pluralFormCountOk('ru', 'a|b')).toBe(false);
    expect(pluralFormCountOk('ru', 'a|b|c')).toBe(true);
    expect(pluralFormCountOk('ru', 'plain')).toBe(true);
  });
});
