// One glossary for the whole product (issue 18 item 12, issue 30 item 1): the console says what the portal,
// the site, the e-mails and the PDFs say, in et, en and ru, and types none of the glossary's words itself.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { GLOSSARY_EN, GLOSSARY_ET, GLOSSARY_RU, GLOSSARY_RETIRED, INVOICE_STATUS_ET, findRetypedGlossaryWords, type Glossary } from '@valik/domain';
import { findTypedGlossaryWords } from '@valik/domain/glossary-scan';
import { enMessages } from './en.ts';
import { etMessages } from './et.ts';
import { ruMessages } from './ru.ts';

type Valik = { enums: Record<string, Record<string, string>>; error_screen: { broken_link: string }; participants: Record<string, string>; invoices: { refund_states: Record<string, string> } };
const valikOf = (messages: unknown) => (messages as { valik: Valik }).valik;

/** Every text of a message tree. */
function texts(tree: unknown): string[] {
  return typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(texts) : [];
}

describe('the console uses the glossary', () => {
  const languages: [string, unknown, Glossary][] = [['et', etMessages, GLOSSARY_ET], ['en', enMessages, GLOSSARY_EN], ['ru', ruMessages, GLOSSARY_RU]];
  for (const [lang, messages, glossary] of languages) {
    it(`names every domain code with the glossary’s word (${lang})`, () => {
      const valik = valikOf(messages);
      expect(valik.enums.category).toEqual(glossary.category);
      expect(valik.enums.participant_status).toEqual(glossary.participantStatus);
      expect(valik.enums.cohort_status).toEqual(glossary.cohortStatus);
      expect(valik.enums.course_status).toEqual(glossary.courseStatus);
      expect(valik.enums.invoice_status).toEqual(glossary.invoiceStatus);
      expect(valik.enums.payer).toEqual(glossary.payer);
      expect(valik.enums.role).toEqual(glossary.role);
      expect(valik.invoices.refund_states).toMatchObject(glossary.refundState);
      expect([valik.participants.paid, valik.participants.unpaid]).toEqual([glossary.invoiceStatus.PAID, glossary.invoiceStatus.UNPAID]);
      expect(valik.error_screen.broken_link).toBe(glossary.brokenLink);
    });
  }

  it('says no retired word (“Makstud”, “Õpib”, “Учится”, …) anywhere', () => {
    // as a table keyed by position: no key is an English source, so only retired words are found
    const table = (messages: unknown) => Object.fromEntries(texts(messages).map((text, index) => [`#${index}`, text]));
    expect(findRetypedGlossaryWords(table(etMessages), GLOSSARY_ET, 'et')).toEqual([]);
    expect(findRetypedGlossaryWords(table(ruMessages), GLOSSARY_RU, 'ru')).toEqual([]);
    expect(GLOSSARY_RETIRED.et).toContain('Makstud');
    expect(valikOf(etMessages).participants.paid).toBe(INVOICE_STATUS_ET.PAID);
  });

  it('types no glossary word by hand in its source (each comes from @valik/domain)', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(findTypedGlossaryWords(root, [fileURLToPath(new URL('..', import.meta.url))])).toEqual([]);
  });
});
