// An invoice as an e-invoice (issue 28 item 5, ADR 030): an EN 16931 UBL 2.1 Invoice of the PEPPOL BIS
// Billing 3.0 profile, made from the same stored invoice as the PDF.
//
// Valik's prices include VAT; an e-invoice states net amounts and the VAT on them. Each line's net is its
// VAT-inclusive amount less the VAT in it (rounded to the cent), the VAT of the invoice is computed on the
// sum of the nets (BR-S-09), and the cent that rounding may leave between that and the total people were
// asked to pay is the rounding amount (BT-114), so the amount due is always the invoice's total.
// A paid invoice states its payment as the prepaid amount (BT-113) and 0 due. A credit note is a UBL 2.1
// CreditNote (type 381) of the same profile and amounts, referring to the invoice it takes back.
import { VAT_RATE_PERCENT } from '@valik/domain';

export const PEPPOL_BIS_BILLING_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_BIS_BILLING_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** ISO 6523 ICD / Peppol EAS of the Estonian Business Register's registry code */
export const ESTONIAN_REGISTRY_SCHEME = '0191';

export interface UblParty {
  name: string;
  /** Estonian registry code (registrikood) */
  registryCode?: string | null;
  vatNumber?: string | null;
  streetAddress?: string | null;
  city?: string | null;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** the party's e-invoice address: a Peppol participant 'scheme:id' */
  einvoiceAddress?: string | null;
  email?: string | null;
}

export interface UblLine {
  name: string;
  description?: string | null;
  quantity: number;
  /** integer cents, VAT included */
  amount: number;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

export interface UblInvoiceInput {
  number: string;
  issuedAt: Date;
  dueDate: Date | null;
  /** the Estonian payment reference (viitenumber): the payment id of the transfer (BT-83) */
  referenceNumber: string;
  /** integer cents, VAT included: what the buyer was asked to pay */
  total: number;
  paid: boolean;
  /** a school invoice's billing month */
  period?: { start: Date; end: Date } | null;
  note?: string | null;
  seller: UblParty & { iban: string };
  buyer: UblParty;
  lines: UblLine[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (cents: number) => (cents / 100).toFixed(2);
const amount = (tag: string, cents: number) => `<cbc:${tag} currencyID="EUR">${money(cents)}</cbc:${tag}>`;
/** A date as the Tallinn calendar day (UBL dates carry no zone). */
const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const opt = (tag: string, value: string | null | undefined) => (value ? `<cbc:${tag}>${esc(value)}</cbc:${tag}>` : '');

/** A 'scheme:id' e-invoice address as an EndpointID (BT-34/BT-49). */
function endpoint(party: UblParty): string {
  const [scheme, id] = party.einvoiceAddress?.includes(':') ? (party.einvoiceAddress.split(/:(.*)/s) as [string, string]) : [null, null];
  if (scheme && id) return `<cbc:EndpointID schemeID="${esc(scheme)}">${esc(id)}</cbc:EndpointID>`;
  if (party.registryCode && party.country === 'EE') return `<cbc:EndpointID schemeID="${ESTONIAN_REGISTRY_SCHEME}">${esc(party.registryCode)}</cbc:EndpointID>`;
  if (party.email) return `<cbc:EndpointID schemeID="EM">${esc(party.email)}</cbc:EndpointID>`;
  return '';
}

function party(p: UblParty, role: 'seller' | 'buyer'): string {
  const registry = p.registryCode ? `<cbc:CompanyID schemeID="${ESTONIAN_REGISTRY_SCHEME}">${esc(p.registryCode)}</cbc:CompanyID>` : '';
  return [
    '<cac:Party>',
    endpoint(p),
    role === 'buyer' && p.registryCode ? `<cac:PartyIdentification><cbc:ID schemeID="${ESTONIAN_REGISTRY_SCHEME}">${esc(p.registryCode)}</cbc:ID></cac:PartyIdentification>` : '',
    '<cac:PostalAddress>',
    opt('StreetName', p.streetAddress),
    opt('CityName', p.city),
    opt('PostalZone', p.postalCode),
    `<cac:Country><cbc:IdentificationCode>${esc(p.country)}</cbc:IdentificationCode></cac:Country>`,
    '</cac:PostalAddress>',
    p.vatNumber ? `<cac:PartyTaxScheme><cbc:CompanyID>${esc(p.vatNumber)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : '',
    `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(p.name)}</cbc:RegistrationName>${registry}</cac:PartyLegalEntity>`,
    p.email ? `<cac:Contact><cbc:ElectronicMail>${esc(p.email)}</cbc:ElectronicMail></cac:Contact>` : '',
    '</cac:Party>',
  ].join('');
}

const taxCategory = (tag: 'TaxCategory' | 'ClassifiedTaxCategory') =>
  `<cac:${tag}><cbc:ID>S</cbc:ID><cbc:Percent>${VAT_RATE_PERCENT}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${tag}>`;

/** The net of a VAT-inclusive amount in cents: the amount less the VAT in it. */
export const netOf = (grossCents: number) => grossCents - Math.round((grossCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

/** The e-invoice's amounts (BG-22): nets, the VAT on their sum, and the rounding to the total asked. */
export function ublTotals(lines: readonly Pick<UblLine, 'amount'>[], total: number, paid: boolean) {
  const lineNets = lines.map((l) => netOf(l.amount));
  const net = lineNets.reduce((a, b) => a + b, 0);
  const vat = Math.round((net * VAT_RATE_PERCENT) / 100);
  const rounding = total - (net + vat);
  return { lineNets, net, vat, taxInclusive: net + vat, rounding, prepaid: paid ? total : 0, payable: paid ? 0 : total };
}

export interface UblCreditNoteInput {
  /** the credit note's own number, KR-2026-000001 */
  number: string;
  issuedAt: Date;
  /** the invoice it credits (BG-3): its number and issue date */
  invoice: { number: string; issuedAt: Date; referenceNumber: string };
  /** integer cents, VAT included, positive: what is credited to the buyer */
  total: number;
  note?: string | null;
  seller: UblParty & { iban: string };
  buyer: UblParty;
  /** what is taken back, positive amounts (integer cents, VAT included) */
  lines: UblLine[];
}

type UblDocument =
  | { kind: 'invoice'; input: UblInvoiceInput }
  | { kind: 'creditnote'; input: UblCreditNoteInput };

function renderUbl(doc: UblDocument): string {
  const { input } = doc;
  const credit = doc.kind === 'creditnote';
  const paid = doc.kind === 'invoice' && doc.input.paid;
  const totals = ublTotals(input.lines, input.total, paid);
  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const lines = input.lines.map((line, i) => {
    const net = totals.lineNets[i] ?? 0;
    const quantity = line.quantity > 0 ? line.quantity : 1;
    const period =
      line.periodStart && line.periodEnd ? `<cac:InvoicePeriod><cbc:StartDate>${day(line.periodStart)}</cbc:StartDate><cbc:EndDate>${day(line.periodEnd)}</cbc:EndDate></cac:InvoicePeriod>` : '';
    return [
      `<cac:${lineTag}>`,
      `<cbc:ID>${i + 1}</cbc:ID>`,
      credit ? `<cbc:CreditedQuantity unitCode="C62">${quantity}</cbc:CreditedQuantity>` : `<cbc:InvoicedQuantity unitCode="C62">${quantity}</cbc:InvoicedQuantity>`,
      amount('LineExtensionAmount', net),
      period,
      `<cac:Item>${opt('Description', line.description)}<cbc:Name>${esc(line.name || '—')}</cbc:Name>${taxCategory('ClassifiedTaxCategory')}</cac:Item>`,
      // the net unit price (BT-146) may have more decimals than an amount
      `<cac:Price><cbc:PriceAmount currencyID="EUR">${(net / quantity / 100).toFixed(4).replace(/0{1,2}$/, '')}</cbc:PriceAmount></cac:Price>`,
      `</cac:${lineTag}>`,
    ].join('');
  });
  const iban = input.seller.iban.replace(/\s+/g, '');
  const referenceNumber = doc.kind === 'invoice' ? doc.input.referenceNumber : doc.input.invoice.referenceNumber;
  const root = credit ? 'CreditNote' : 'Invoice';
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    `<cbc:CustomizationID>${PEPPOL_BIS_BILLING_CUSTOMIZATION}</cbc:CustomizationID>`,
    `<cbc:ProfileID>${PEPPOL_BIS_BILLING_PROFILE}</cbc:ProfileID>`,
    `<cbc:ID>${esc(input.number)}</cbc:ID>`,
    `<cbc:IssueDate>${day(input.issuedAt)}</cbc:IssueDate>`,
    // a UBL 2.1 CreditNote has no DueDate
    doc.kind === 'invoice' && doc.input.dueDate ? `<cbc:DueDate>${day(doc.input.dueDate)}</cbc:DueDate>` : '',
    // 380: commercial invoice; 381: credit note
    credit ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>' : '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
    opt('Note', input.note),
    '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
    // BT-10: what the buyer's accounts know it by; Valik's reference is the one a school's payment quotes
    `<cbc:BuyerReference>${esc(referenceNumber)}</cbc:BuyerReference>`,
    doc.kind === 'invoice' && doc.input.period
      ? `<cac:InvoicePeriod><cbc:StartDate>${day(doc.input.period.start)}</cbc:StartDate><cbc:EndDate>${day(doc.input.period.end)}</cbc:EndDate></cac:InvoicePeriod>`
      : '',
    // BG-3: the invoice this credit note takes back (BT-25, BT-26)
    doc.kind === 'creditnote'
      ? `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${esc(doc.input.invoice.number)}</cbc:ID><cbc:IssueDate>${day(doc.input.invoice.issuedAt)}</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>`
      : '',
    `<cac:AccountingSupplierParty>${party(input.seller, 'seller')}</cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty>${party(input.buyer, 'buyer')}</cac:AccountingCustomerParty>`,
    // 58: SEPA credit transfer, with the reference number as the payment id (an invoice: where to pay)
    credit
      ? ''
      : `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>${esc(referenceNumber)}</cbc:PaymentID><cac:PayeeFinancialAccount><cbc:ID>${esc(iban)}</cbc:ID><cbc:Name>${esc(input.seller.name)}</cbc:Name></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    `<cac:TaxTotal>${amount('TaxAmount', totals.vat)}<cac:TaxSubtotal>${amount('TaxableAmount', totals.net)}${amount('TaxAmount', totals.vat)}${taxCategory('TaxCategory')}</cac:TaxSubtotal></cac:TaxTotal>`,
    '<cac:LegalMonetaryTotal>',
    amount('LineExtensionAmount', totals.net),
    amount('TaxExclusiveAmount', totals.net),
    amount('TaxInclusiveAmount', totals.taxInclusive),
    totals.prepaid ? amount('PrepaidAmount', totals.prepaid) : '',
    totals.rounding ? amount('PayableRoundingAmount', totals.rounding) : '',
    amount('PayableAmount', totals.payable),
    '</cac:LegalMonetaryTotal>',
    ...lines,
    `</${root}>`,
  ];
  return xml.filter(Boolean).join('\n');
}

export function renderInvoiceUbl(input: UblInvoiceInput): string {
  return renderUbl({ kind: 'invoice', input });
}

/**
 * A credit note as an e-invoice (issue 28 item 5): a UBL 2.1 CreditNote of the same profile, type 381,
 * referring to the invoice it takes back (BillingReference). Its amounts are positive — a credit note
 * states what the buyer is credited — and its total is the amount credited.
 */
export function renderCreditNoteUbl(input: UblCreditNoteInput): string {
  return renderUbl({ kind: 'creditnote', input });
}
