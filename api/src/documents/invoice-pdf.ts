// An invoice or a credit note as an A4 PDF (issue 7 item 6, issue 28 item 3): Valik's legal details (configuration INVOICE_*), the buyer
// (the student, or the school for its monthly invoice), the lines, and the total with the Estonian VAT
// included (vatIncluded, VAT_RATE_PERCENT). Estonian ('ARVE') or English ('INVOICE'). Dates dd.MM.yyyy in
// Europe/Tallinn. The fonts are the bundled DejaVu (fonts.ts), so every name prints as written. A credit
// note ('KREEDITARVE') names the invoice it credits, prints its lines and totals negative, and says where the
// money is (refund requested, sent, arrived) instead of a payment status.
import { formatDate, formatEuros, LANG_TAGS, VAT_RATE_PERCENT, vatIncluded } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import { registerDocumentFonts } from './fonts.ts';
import { documentStructure, taggedPdf } from './tagged-pdf.ts';

export interface InvoiceSeller {
  name: string;
  registryCode: string;
  vatNumber: string;
  address: string;
  iban: string;
}

export interface InvoicePdfLine {
  description: string;
  /** a second, smaller line under the description (group, period, student, date) */
  detail?: string | null;
  quantity: number;
  /** integer cents, VAT included */
  unit_price: number;
  /** integer cents, VAT included */
  amount: number;
}

export interface InvoicePdfInput {
  number: string;
  /** the Estonian payment reference (viitenumber) */
  referenceNumber: string;
  status: 'UNPAID' | 'PAID' | 'CANCELED';
  issuedAt: Date;
  dueDate: Date | null;
  paidAt: Date | null;
  seller: InvoiceSeller;
  buyer: { name: string; lines: string[] };
  lines: InvoicePdfLine[];
  /** integer cents, VAT included (negative on a credit note) */
  total: number;
  lang: Lang;
  /** a credit note instead of an invoice: the invoice it credits and where the money is */
  creditNote?: { creditsInvoice: { number: string; issuedAt: Date }; refundState: 'NONE' | 'REQUESTED' | 'SENT' | 'ARRIVED' };
}

const COLOR = { brand: '#C2410C', ink: '#1F2937', muted: '#4B5563', rule: '#D1D5DB', band: '#FFF7ED' };
const MARGIN = 56;

/** The words an invoice PDF uses, in its language (the API's dictionary). */
export function invoiceWords(lang: Lang) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  return {
    title: t('INVOICE'),
    number: t('Invoice number'),
    reference: t('Reference number'),
    quantity: t('Qty'),
    unitPrice: t('Unit price'),
    vatColumn: t('VAT'),
    issued: t('Invoice date'),
    due: t('Due date'),
    status: t('Status'),
    statuses: { UNPAID: t('Unpaid'), PAID: t('Paid'), CANCELED: t('Canceled') },
    seller: t('Seller'),
    buyer: t('Bill to'),
    registry: t('Registry code'),
    vatNo: t('VAT number'),
    iban: t('IBAN'),
    description: t('Description'),
    amount: t('Amount'),
    net: t('Total without VAT'),
    vat: (rate: number) => t('VAT {rate}%', { rate }),
    total: t('Total (EUR)'),
    vatNote: (rate: number) => t('Prices include VAT at {rate}%.', { rate }),
    payNote: (due: string, reference: string) => t('Please pay by {due} with the reference number {reference}.', { due, reference }),
    paidNote: (paid: string) => t('This invoice was paid on {paid}. Thank you!', { paid }),
    canceledNote: t('This invoice is canceled and need not be paid.'),
    empty: t('This invoice has no lines.'),
    creditTitle: t('CREDIT NOTE'),
    creditNumber: t('Credit note number'),
    creditIssued: t('Credit note date'),
    creditsInvoice: t('Credits invoice'),
    refund: t('Refund'),
    refundStates: { NONE: t('No refund: nothing was paid online'), REQUESTED: t('Refund requested'), SENT: t('Refund sent'), ARRIVED: t('Refund arrived') },
    creditNote: (amount: string, number: string, date: string) => t('This credit note takes back {amount} of invoice {number} of {date}.', { amount, number, date }),
    refundNote: t('The amount is paid back to the account or card it was paid from.'),
  };
}

export async function renderInvoicePdf(input: InvoicePdfInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const w = invoiceWords(input.lang);
  const credit = input.creditNote ?? null;
  const title = credit ? w.creditTitle : w.title;
  const doc = taggedPdf({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: LANG_TAGS[input.lang],
    info: { Title: `${title} ${input.number}`, Author: input.seller.name, Subject: `${title} ${input.number}`, Creator: 'Valik' },
  });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // tagged for screen readers (PDF/UA): headings, tables of facts, lines and totals; rules are artifacts
  const st = documentStructure(doc);
  const W = doc.page.width;
  const right = W - MARGIN;
  // the columns right of the description: quantity, unit price, VAT rate, amount
  const COL = { qty: right - 246, unit: right - 206, vat: right - 124 };
  const money = (cents: number) => formatEuros(cents, input.lang);

  // Heading: wordmark left, title and facts right.
  st.element('P', () => doc.font('sansBold').fontSize(22).fillColor(COLOR.brand).text('VALIK', MARGIN, MARGIN, { characterSpacing: 4, lineBreak: false }));
  st.element('H1', () => doc.font('sansBold').fontSize(26).fillColor(COLOR.ink).text(title, MARGIN, MARGIN - 4, { width: right - MARGIN, align: 'right' }));
  const facts: [string, string][] = credit
    ? [
        [w.creditNumber, input.number],
        [w.creditIssued, formatDate(input.issuedAt)],
        [w.creditsInvoice, credit.creditsInvoice.number],
        [w.refund, w.refundStates[credit.refundState]],
      ]
    : [
        [w.number, input.number],
        [w.reference, input.referenceNumber],
        [w.issued, formatDate(input.issuedAt)],
        ...(input.dueDate && input.status === 'UNPAID' ? [[w.due, formatDate(input.dueDate)] as [string, string]] : []),
        [w.status, w.statuses[input.status]],
      ];
  let y = MARGIN + 36;
  const factTable = st.group('Table');
  for (const [label, value] of facts) {
    const row = st.group('TR', factTable);
    st.element('TH', () => doc.font('sans').fontSize(10).fillColor(COLOR.muted).text(`${label}:`, right - 300, y, { width: 150, align: 'right', lineBreak: false }), { parent: row });
    st.element('TD', () => doc.font('sansBold').fontSize(10).fillColor(COLOR.ink).text(value, right - 145, y, { width: 145, align: 'right', lineBreak: false }), { parent: row });
    y += 15;
  }

  // Seller and buyer.
  const partyTop = Math.max(y, MARGIN + 100) + 20;
  const column = (x: number, heading: string, lines: string[]) => {
    const section = st.group('Sect');
    st.element('H2', () => doc.font('sansBold').fontSize(9).fillColor(COLOR.brand).text(heading.toUpperCase(), x, partyTop, { characterSpacing: 1, lineBreak: false }), { parent: section });
    let ly = partyTop + 16;
    lines.forEach((line, i) => {
      st.element('P', () => {
        doc.font(i === 0 ? 'sansBold' : 'sans').fontSize(i === 0 ? 11 : 9.5).fillColor(i === 0 ? COLOR.ink : COLOR.muted);
        doc.text(line, x, ly, { width: 220 });
      }, { parent: section });
      ly = doc.y + 2;
    });
    return ly;
  };
  const s = input.seller;
  const sellerEnd = column(MARGIN, w.seller, [s.name, `${w.registry} ${s.registryCode}`, `${w.vatNo} ${s.vatNumber}`, s.address, `${w.iban} ${s.iban}`]);
  const buyerEnd = column(W / 2 + 20, w.buyer, [input.buyer.name, ...input.buyer.lines]);

  // Lines.
  y = Math.max(sellerEnd, buyerEnd) + 28;
  const bandTop = y;
  st.artifact(() => doc.rect(MARGIN, bandTop, right - MARGIN, 22).fill(COLOR.band));
  const lineTable = st.group('Table');
  const headRow = st.group('TR', st.group('THead', lineTable));
  const headCell = (text: string, x: number, options: PDFKit.Mixins.TextOptions) =>
    st.element('TH', () => doc.font('sansBold').fontSize(9.5).fillColor(COLOR.ink).text(text, x, bandTop + 7, { lineBreak: false, ...options }), { parent: headRow });
  headCell(w.description, MARGIN + 8, {});
  headCell(w.quantity, COL.qty, { width: 34, align: 'right' });
  headCell(w.unitPrice, COL.unit, { width: 70, align: 'right' });
  headCell(w.vatColumn, COL.vat, { width: 34, align: 'right' });
  headCell(w.amount, right - 78, { width: 70, align: 'right' });
  y += 30;
  if (input.lines.length === 0) {
    st.element('P', () => doc.font('sansOblique').fontSize(10).fillColor(COLOR.muted).text(w.empty, MARGIN + 8, y));
    y = doc.y + 8;
  }
  const body = input.lines.length > 0 ? st.group('TBody', lineTable) : null;
  for (const line of input.lines) {
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = MARGIN;
    }
    const row = st.group('TR', body!);
    const top = y;
    // the description and its detail wrap in their column; the numbers stand on the first line
    let lineEnd = top;
    st.element('TD', () => {
      doc.font('sans').fontSize(10.5).fillColor(COLOR.ink).text(line.description, MARGIN + 8, top, { width: COL.qty - MARGIN - 16 });
      lineEnd = doc.y;
      if (line.detail) {
        doc.font('sans').fontSize(9).fillColor(COLOR.muted).text(line.detail, MARGIN + 8, lineEnd + 1, { width: COL.qty - MARGIN - 16 });
        lineEnd = doc.y;
      }
    }, { parent: row });
    const cell = (text: string, x: number, width: number) =>
      st.element('TD', () => doc.font('sans').fontSize(10).fillColor(COLOR.ink).text(text, x, top, { width, align: 'right', lineBreak: false }), { parent: row });
    cell(String(line.quantity), COL.qty, 34);
    cell(money(line.unit_price), COL.unit, 70);
    cell(`${VAT_RATE_PERCENT}%`, COL.vat, 34);
    cell(money(line.amount), right - 78, 70);
    y = lineEnd + 8;
    const ruleY = y - 4;
    st.artifact(() => doc.lineWidth(0.5).strokeColor(COLOR.rule).moveTo(MARGIN, ruleY).lineTo(right, ruleY).stroke());
  }

  // Totals with the VAT included.
  // a credit note's total is negative: the VAT inside it is worked out on its size, then given its sign
  const sign = input.total < 0 ? -1 : 1;
  const positive = vatIncluded(Math.abs(input.total));
  const vat = { ...positive, net: sign * positive.net, vat: sign * positive.vat, total: sign * positive.total };
  y += 8;
  const totals = st.group('Table');
  const totalRow = (label: string, value: string, bold: boolean) => {
    const row = st.group('TR', totals);
    const style = () => doc.font(bold ? 'sansBold' : 'sans').fontSize(bold ? 12 : 10).fillColor(COLOR.ink);
    st.element('TH', () => style().text(label, right - 330, y, { width: 190, align: 'right', lineBreak: false }), { parent: row });
    st.element('TD', () => style().text(value, right - 128, y, { width: 120, align: 'right', lineBreak: false }), { parent: row });
    y += bold ? 20 : 16;
  };
  totalRow(w.net, money(vat.net), false);
  totalRow(w.vat(vat.ratePercent), money(vat.vat), false);
  const sumRuleY = y;
  st.artifact(() => doc.lineWidth(1).strokeColor(COLOR.ink).moveTo(right - 330, sumRuleY).lineTo(right, sumRuleY).stroke());
  y += 6;
  totalRow(w.total, money(vat.total), true);

  // What to do with it.
  y += 18;
  const note = credit
    ? `${w.creditNote(money(Math.abs(input.total)), credit.creditsInvoice.number, formatDate(credit.creditsInvoice.issuedAt))}${credit.refundState === 'NONE' ? '' : ` ${w.refundNote}`}`
    : input.status === 'PAID'
      ? w.paidNote(formatDate(input.paidAt ?? input.issuedAt))
      : input.status === 'CANCELED'
        ? w.canceledNote
        : w.payNote(formatDate(input.dueDate ?? input.issuedAt), input.referenceNumber);
  st.element('P', () => doc.font('sans').fontSize(10).fillColor(COLOR.ink).text(note, MARGIN, y, { width: right - MARGIN }));
  st.element('P', () => doc.font('sans').fontSize(9).fillColor(COLOR.muted).text(w.vatNote(vat.ratePercent), MARGIN, doc.y + 4, { width: right - MARGIN }));

  // Footer: the seller once more, as invoices in Estonia usually carry it.
  const footer = `${s.name} · ${w.registry} ${s.registryCode} · ${w.vatNo} ${s.vatNumber} · ${s.address} · ${w.iban} ${s.iban}`;
  // One line below the bottom margin: a second line would start a page of its own, so a long address
  // gets a smaller size instead.
  let footerSize = 8;
  while (footerSize > 5.5 && doc.font('sans').fontSize(footerSize).widthOfString(footer) > right - MARGIN) footerSize -= 0.5;
  st.element('P', () =>
    doc.font('sans').fontSize(footerSize).fillColor(COLOR.muted).text(footer, MARGIN, doc.page.height - MARGIN - 10, { width: right - MARGIN, align: 'center', lineBreak: false }),
  );

  st.end();
  doc.end();
  return done;
}
