// The e-invoice (issue 28 item 5): every kind of invoice Valik makes, checked against the official EN 16931
// rules for UBL (no fatal assertion) where the rules are present; the amounts and fields read back.
import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { checkEn16931, en16931RulesDir } from '../../tests/support/en16931.ts';
import { PEPPOL_BIS_BILLING_CUSTOMIZATION, renderInvoiceUbl, ublTotals, type UblInvoiceInput } from './invoice-ubl.ts';

const seller = { name: 'Valik OÜ', registryCode: '16543210', vatNumber: 'EE102345678', streetAddress: 'Narva mnt 5', city: 'Tallinn', postalCode: '10117', country: 'EE', iban: 'EE38 2200 2210 2014 5685' };
const at = (iso: string) => new Date(iso);

const KINDS: Record<string, UblInvoiceInput> = {
  'a personal invoice, unpaid': {
    number: 'VLK-2026-000123',
    issuedAt: at('2026-09-01T09:00:00Z'),
    dueDate: at('2026-09-11T20:59:59Z'),
    referenceNumber: '20260001237',
    total: 9900,
    paid: false,
    seller,
    buyer: { name: 'Mari-Liis Šõmer & Co <test>', country: 'EE', email: 'mari@example.ee' },
    lines: [{ name: 'Rahatarkus', description: 'Sügis 2026', quantity: 1, amount: 9900, periodStart: at('2026-10-01T06:00:00Z'), periodEnd: at('2026-11-30T06:00:00Z') }],
  },
  'a personal invoice, paid': {
    number: 'VLK-2026-000124',
    issuedAt: at('2026-09-01T09:00:00Z'),
    dueDate: at('2026-09-11T20:59:59Z'),
    referenceNumber: '20260001241',
    total: 9900,
    paid: true,
    seller,
    buyer: { name: 'Ольга Кузнецова', country: 'EE' },
    lines: [{ name: 'Финансовая грамотность', quantity: 1, amount: 9900 }],
  },
  'a school’s monthly invoice: several lines, one paid with a credit (0 €), an amount that leaves a rounding cent': {
    number: 'VLK-2026-000125',
    issuedAt: at('2026-09-01T09:00:00Z'),
    dueDate: at('2026-10-14T20:59:59Z'),
    referenceNumber: '20260001258',
    total: 5000 + 8900 + 0 + 4999,
    paid: false,
    period: { start: at('2026-08-31T21:00:00Z'), end: at('2026-09-30T20:59:59Z') },
    note: 'Periood 2026-09',
    seller,
    buyer: { name: 'Tallinna Kool', registryCode: '75099002', streetAddress: 'Vabaduse väljak 10', city: 'Tallinn', postalCode: '10146', country: 'EE', einvoiceAddress: '0191:75099002' },
    lines: [
      { name: 'Robootika', description: 'Talv 2026/27 · Mari Maasikas', quantity: 1, amount: 5000 },
      { name: 'Rahatarkus', description: 'Sügis 2026 · Jaan Tamm', quantity: 1, amount: 8900 },
      { name: 'Keemia', description: 'Sügis 2026 · Olga Ivanova', quantity: 1, amount: 0 },
      { name: 'Programmeerimine', description: 'Sügis 2026 · Kai Kask', quantity: 1, amount: 4999 },
    ],
  },
  'a school invoice paid in full with credits (0 €)': {
    number: 'VLK-2026-000126',
    issuedAt: at('2026-09-01T09:00:00Z'),
    dueDate: at('2026-10-14T20:59:59Z'),
    referenceNumber: '20260001266',
    total: 0,
    paid: true,
    seller,
    buyer: { name: 'Tartu Kool', registryCode: '75099001', city: 'Tartu', country: 'EE' },
    lines: [{ name: 'Robootika', description: 'Talv 2026/27', quantity: 1, amount: 0 }],
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed document is read by path in assertions
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, removeNSPrefix: true }).parse(xml) as { Invoice: Record<string, any> };

describe('the e-invoice (EN 16931 UBL 2.1, PEPPOL BIS Billing 3.0)', () => {
  it('states nets and the VAT on their sum, and the rounding cent, so the amount due is the total asked', () => {
    const t = ublTotals([{ amount: 5000 }, { amount: 8900 }, { amount: 0 }, { amount: 4999 }], 18899, false);
    expect(t.net + t.vat + t.rounding).toBe(18899);
    expect(t.vat).toBe(Math.round(t.net * 0.24));
    expect(Math.abs(t.rounding)).toBeLessThanOrEqual(2);
    expect(t.payable).toBe(18899);
    expect(ublTotals([{ amount: 9900 }], 9900, true)).toMatchObject({ net: 7984, vat: 1916, prepaid: 9900, payable: 0, rounding: 0 });
  });

  it('carries the profile, the number, the reference as the payment id, both parties and every line', () => {
    const doc = parse(renderInvoiceUbl(KINDS['a school’s monthly invoice: several lines, one paid with a credit (0 €), an amount that leaves a rounding cent'] as UblInvoiceInput)).Invoice;
    expect(doc.CustomizationID).toBe(PEPPOL_BIS_BILLING_CUSTOMIZATION);
    expect(doc.ID).toBe('VLK-2026-000125');
    expect(doc.PaymentMeans.PaymentID).toBe(20260001258);
    expect(doc.AccountingCustomerParty.Party.EndpointID).toMatchObject({ '#text': 75099002, '@_schemeID': '0191' });
    expect(doc.AccountingCustomerParty.Party.PartyLegalEntity.RegistrationName).toBe('Tallinna Kool');
    expect(doc.InvoiceLine).toHaveLength(4);
    expect(doc.LegalMonetaryTotal.PayableAmount['#text']).toBe(188.99);
  });

  const rulesDir = en16931RulesDir();
  if (!rulesDir) {
    it('checks the documents against the EN 16931 rules — SKIPPED: ../shared/en16931 (or EN16931_RULES_DIR) is absent here; CI has them', () => {
      console.warn('[en16931] SKIPPED: the EN 16931 Schematron rules are not present (../shared/en16931 or EN16931_RULES_DIR); CI runs this check');
    });
    return;
  }

  for (const [kind, input] of Object.entries(KINDS)) {
    it(`raises no fatal EN 16931 assertion for ${kind}`, () => {
      const failures = checkEn16931(rulesDir, renderInvoiceUbl(input));
      expect(failures.filter((f) => f.flag !== 'warning')).toEqual([]);
    });
  }

  it('does fire a fatal assertion on a broken document (the check can fail)', () => {
    const broken = renderInvoiceUbl(KINDS['a personal invoice, unpaid'] as UblInvoiceInput).replace(/<cbc:TaxAmount currencyID="EUR">19\.16<\/cbc:TaxAmount><cac:TaxSubtotal>/, '<cbc:TaxAmount currencyID="EUR">19.17</cbc:TaxAmount><cac:TaxSubtotal>');
    const fatal = checkEn16931(rulesDir, broken).filter((f) => f.flag === 'fatal');
    expect(fatal.map((f) => f.id)).toContain('BR-CO-14');
  });
});
