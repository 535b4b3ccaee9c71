// No raw codes on screen (issue 18 item 12): a status change and a credit's reason read as words, in the
// admin's language.
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { etMessages } from '../i18n/et.ts';
import { enMessages } from '../i18n/en.ts';
import { describeCreditEntry } from '../schools/SchoolCreditsPage.tsx';
import { activityNotes } from './ActivityLogList.tsx';

const translator = (lang: 'et' | 'en') => {
  const provider = polyglotI18nProvider((l) => (l === 'en' ? enMessages : etMessages) as never, lang);
  return (key: string) => provider.translate(key);
};

describe('words, not codes', () => {
  it('tells a participant status change with the glossary words', () => {
    const entry = { type: 'COHORT_PARTICIPANT_STATUS_CHANGE', notes: 'COMPLETED → FAILED', metadata: { from: 'COMPLETED', to: 'FAILED' } };
    expect(activityNotes(entry, translator('et'))).toBe('Arvestatud → Mittearvestatud');
    expect(activityNotes(entry, translator('en'))).not.toMatch(/COMPLETED|FAILED/);
  });

  it('names the reason of a credit entry, and never shows an unknown reason code', () => {
    expect(describeCreditEntry({ metadata: { cohort_name: 'Sügisgrupp', reason: 'cohort_canceled' } }, translator('et'))).toBe('Sügisgrupp · Grupp tühistati');
    expect(describeCreditEntry({ metadata: { cohort_name: 'Sügisgrupp', reason: 'cohort_canceled' } }, translator('en'))).toBe('Sügisgrupp · Group canceled');
    expect(describeCreditEntry({ metadata: { cohort_name: 'Sügisgrupp', reason: 'something_new' } }, translator('et'))).toBe('Sügisgrupp');
  });
});
