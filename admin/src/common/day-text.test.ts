import { describe, expect, it } from 'vitest';
import { dayValueToText, isDayValue, textToDayValue } from './day-text.ts';

describe('dates typed and shown as dd.MM.yyyy', () => {
  it('shows a day, or an instant as its Tallinn day, as dd.MM.yyyy', () => {
    expect(dayValueToText('2026-09-01')).toBe('01.09.2026');
    // 21:30 UTC on 31 August is 1 September in Tallinn
    expect(dayValueToText('2026-08-31T21:30:00.000Z')).toBe('01.09.2026');
    expect(dayValueToText(null)).toBe('');
    expect(dayValueToText('')).toBe('');
  });

  it('reads typed text into the day the API expects, and nothing for a day that does not exist', () => {
    expect(textToDayValue('01.09.2026')).toBe('2026-09-01');
    expect(textToDayValue(' 1.9.2026 ')).toBe('2026-09-01');
    expect(textToDayValue('29.02.2028')).toBe('2028-02-29');
    expect(textToDayValue('')).toBeNull();
    for (const unfinished of ['01.09', '01.09.26', '31.02.2026', '2026-09-01', '09/01/2026', '00.01.2026']) {
      expect(textToDayValue(unfinished), unfinished).toBeUndefined();
    }
  });

  it('tells a day from unfinished text', () => {
    expect(isDayValue('2026-09-01')).toBe(true);
    expect(isDayValue(null)).toBe(true);
    // an instant from the API, before it is edited
    expect(isDayValue('2026-11-23T13:30:00.000Z')).toBe(true);
    expect(isDayValue('01.09')).toBe(false);
    expect(isDayValue('2026-02-31')).toBe(false);
  });
});
