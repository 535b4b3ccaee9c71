import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, MANAGE_MESSAGES } from '@valik/domain';
import { hasTranslation } from '@valik/domain/i18n';
import { ruTable } from '@valik/domain/i18n/ru';
import { createI18nProvider, loadConsoleMessages } from './i18n-provider.ts';

describe('the console i18n provider', () => {
  it("translates the shared schemas' validation messages with the API's Estonian", () => {
    const i18n = createI18nProvider('et');
    expect(i18n.translate('Add at least one teacher', { _: 'Add at least one teacher' })).toBe('Lisa vähemalt üks õpetaja');
    expect(i18n.translate('valik.enums.participant_status.COMPLETED')).toBe('Arvestatud');
  });

  it("speaks the API's Russian once Russian is loaded (its table is not in the console's first page)", async () => {
    await loadConsoleMessages('ru');
    const i18n = createI18nProvider('ru');
    expect(i18n.translate('Add at least one teacher', { _: 'Add at least one teacher' })).toBe(ruTable['Add at least one teacher']);
    expect(ruTable['Add at least one teacher']).toMatch(/[а-я]/);
  });

  it('keeps the English source text in English', async () => {
    const i18n = createI18nProvider('en');
    expect(i18n.translate('Add at least one teacher', { _: 'Add at least one teacher' })).toBe('Add at least one teacher');
  });

  it('falls back to the default of a console key it has no text for, in English too (issue 18 item 12: "resources.cohorts.page.list" was on screen)', () => {
    for (const locale of ['et', 'en', 'ru'] as const) {
      const i18n = createI18nProvider(locale);
      expect(i18n.translate('resources.cohorts.page.list', { _: 'Cohorts' })).toBe('Cohorts');
    }
  });

  it('has Estonian for every message of the console forms', () => {
    const messages = [...Object.values(MANAGE_MESSAGES), VALIDATION_MESSAGES.classTimeInvalid];
    expect(messages.filter((m) => !hasTranslation('et', m))).toEqual([]);
  });
});
