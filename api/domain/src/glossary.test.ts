// One glossary for the whole product (issue 18 item 12, issue 30 item 1): every domain word in et, en and
// ru, written once; the API's e-mails, PDFs and messages take theirs from it. The apps have their own
// glossary tests (portal/src/i18n/glossary.test.ts, admin/src/i18n/glossary.test.ts, site/tests/i18n.test.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTypedGlossaryWords } from './glossary-scan.ts';
import { ERROR_SCREEN_TEXT } from './errors-display.ts';
import { GLOSSARY_EN, GLOSSARY_ET, findRetypedGlossaryWords, glossaryEntries, type Glossary } from './glossary.ts';
import { GLOSSARY_RU } from './glossary.ru.ts';
import { DICTIONARIES, translate } from './i18n/index.ts';
import { documentsEt } from './i18n/documents.et.ts';
import { documentsRu } from './i18n/documents.ru.ts';
import { emailsEt } from './i18n/emails.et.ts';
import { emailsRu } from './i18n/emails.ru.ts';
import { et as messagesEt } from './i18n/messages.et.ts';
import { ru as messagesRu } from './i18n/messages.ru.ts';
import { etCommunity } from './i18n/messages.community.et.ts';
import { ruCommunity } from './i18n/messages.community.ru.ts';
import { etPayments } from './i18n/messages.payments.et.ts';
import { ruPayments } from './i18n/messages.payments.ru.ts';
import { etLiveCohorts } from './i18n/messages.live-cohorts.et.ts';
import { ruLiveCohorts } from './i18n/messages.live-cohorts.ru.ts';
import { etTransfers } from './i18n/messages.transfers.et.ts';
import { ruTransfers } from './i18n/messages.transfers.ru.ts';
import { etSchools } from './i18n/messages.schools.et.ts';
import { ruSchools } from './i18n/messages.schools.ru.ts';

/** Every word of a glossary as [term, word] ('participantStatus.COMPLETED', 'Arvestatud'). */
function words(glossary: Glossary): [string, string][] {
  return Object.entries(glossary).flatMap(([section, value]) =>
    typeof value === 'string' ? [[section, value] as [string, string]] : Object.entries(value as Record<string, string>).map(([code, word]) => [`${section}.${code}`, word] as [string, string]),
  );
}

describe('the glossary', () => {
  it('has a word for every term in et, en and ru, none empty and none left in English', () => {
    const en = words(GLOSSARY_EN);
    for (const glossary of [GLOSSARY_ET, GLOSSARY_RU]) {
      const translated = words(glossary);
      expect(translated.map(([term]) => term)).toEqual(en.map(([term]) => term));
      for (const [term, word] of translated) expect(word.trim(), term).not.toBe('');
    }
    // a Russian word is Cyrillic (the broken-link text aside, every word is one)
    for (const [term, word] of words(GLOSSARY_RU)) expect(/\p{Script=Cyrillic}/u.test(word), term).toBe(true);
  });

  it('gives two terms with one English source one word in every language (a flat dictionary cannot tell them apart)', () => {
    const en = words(GLOSSARY_EN);
    for (const glossary of [GLOSSARY_ET, GLOSSARY_RU]) {
      const byTerm = new Map(words(glossary));
      const bySource = new Map<string, string>();
      for (const [term, source] of en) {
        const word = byTerm.get(term) ?? '';
        const earlier = bySource.get(source);
        if (earlier !== undefined) expect(`${source} → ${word}`, term).toBe(`${source} → ${earlier}`);
        bySource.set(source, word);
      }
    }
  });

  it('says the broken-link text the error screens say in English', () => {
    expect(GLOSSARY_EN.brokenLink).toBe(ERROR_SCREEN_TEXT.brokenLink);
  });

  it('calls a cohort in progress what Russian can say of a group (not “Учится”, issue 30) and a paid invoice “Tasutud”', () => {
    expect(GLOSSARY_RU.cohortStatus.IN_PROGRESS).not.toBe('Учится');
    expect(GLOSSARY_ET.invoiceStatus.PAID).toBe('Tasutud');
    expect(glossaryEntries(GLOSSARY_RU)['In progress']).toBe(GLOSSARY_RU.cohortStatus.IN_PROGRESS);
  });

  it('finds a word typed by hand otherwise, and a retired one', () => {
    expect(findRetypedGlossaryWords({ Paid: 'Makstud', Other: 'Arve on makstud' }, GLOSSARY_ET, 'et')).toEqual([
      { key: 'Paid', found: 'Makstud', glossary: 'Tasutud' },
      { key: 'Other', found: 'Arve on makstud', glossary: '(a retired word)' },
    ]);
    // "ettemakstud" (prepaid) is another word
    expect(findRetypedGlossaryWords({ Paid: 'Tasutud', Prepaid: 'ettemakstud' }, GLOSSARY_ET, 'et')).toEqual([]);
  });
});

describe('the API’s e-mails, PDFs and messages use the glossary', () => {
  const tables: [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>][] = [
    ['documents (invoice, credit note, diploma PDFs)', documentsEt, documentsRu],
    ['e-mails', emailsEt, emailsRu],
    ['messages', messagesEt, messagesRu],
    ['community', etCommunity, ruCommunity],
    ['payments', etPayments, ruPayments],
    ['live cohorts', etLiveCohorts, ruLiveCohorts],
    ['transfers', etTransfers, ruTransfers],
    ['schools', etSchools, ruSchools],
  ];
  for (const [name, etTable, ruTable] of tables) {
    it(`${name}: no glossary word typed otherwise by hand, in et and ru`, () => {
      expect(findRetypedGlossaryWords(etTable, GLOSSARY_ET, 'et')).toEqual([]);
      expect(findRetypedGlossaryWords(ruTable, GLOSSARY_RU, 'ru')).toEqual([]);
    });
  }

  it('translates every glossary term from the glossary (invoice states, refund states, roles, passes, …)', () => {
    for (const [lang, glossary] of [['et', GLOSSARY_ET], ['ru', GLOSSARY_RU]] as const) {
      for (const [source, word] of Object.entries(glossaryEntries(glossary))) expect(translate(lang, source), source).toBe(word);
    }
  });

  it('type no glossary word by hand: not in the dictionaries, the e-mail templates or the PDF makers', () => {
    const domain = resolve(import.meta.dirname);
    expect(findTypedGlossaryWords(resolve(domain, '../..'), [domain, resolve(domain, '../../src')])).toEqual([]);
  });

  it('leave no second word for “paid”: never “makstud” (ettemakstud, prepaid, is another word)', () => {
    const found = Object.values(DICTIONARIES.et).filter((text) => /(^|[^\p{L}])[Mm]akstud/u.test(text));
    expect(found).toEqual([]);
  });
});
