// One glossary for the whole product (issue 18 item 12): the console says what the portal and the site say.
import { describe, expect, it } from 'vitest';
import { BROKEN_LINK_ET, CATEGORY_ET, INVOICE_STATUS_ET, PARTICIPANT_STATUS_ET } from '@valik/domain';
import { etMessages } from './et.ts';

const enumsOf = () => (etMessages as unknown as { valik: { enums: Record<string, Record<string, string>> } }).valik.enums;

describe('the console uses the glossary', () => {
  it('names categories, participant states and the broken link as every app does', () => {
    const valik = (etMessages as unknown as { valik: { enums: Record<string, Record<string, string>> } }).valik;
    const enums = valik.enums;
    expect(enums.category).toMatchObject(CATEGORY_ET);
    expect(enums.participant_status).toEqual(PARTICIPANT_STATUS_ET);
    expect(JSON.stringify(etMessages)).toContain(JSON.stringify(BROKEN_LINK_ET));
    const all = JSON.stringify(etMessages);
    for (const other of ["Ettevõtlus ja rahandus", "Õpib", "vigast linki"]) expect(all.includes(other), other).toBe(false);
  });

  it('says an invoice is paid with the one word of the glossary, never “Makstud” (issue 28 item 6)', () => {
    const participants = (etMessages as unknown as { valik: { participants: Record<string, string> } }).valik.participants;
    expect([participants.paid, participants.unpaid]).toEqual([INVOICE_STATUS_ET.PAID, INVOICE_STATUS_ET.UNPAID]);
    expect(enumsOf().invoice_status).toEqual(INVOICE_STATUS_ET);
    expect(JSON.stringify(etMessages)).not.toMatch(/\b[Mm]akstud\b|Maksmata/);
  });
});
