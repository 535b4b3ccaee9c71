import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';
import { embeddedFontNames, pdfTextRuns } from './pdf-text.testing.ts';
import { INVOICE_STATUS_ET, REFUND_STATE_ET } from '@valik/domain';

const invoice = (over: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: 'VLK-2026-000123',
  referenceNumber: '20260001237',
  status: 'UNPAID',
  issuedAt: new Date('2026-09-01T09:00:00Z'),
  dueDate: new Date('2026-09-11T20:59:59Z'),
  paidAt: null,
  seller: { name: 'Valik OÜ', registryCode: '16543210', vatNumber: 'EE102345678', address: 'Narva mnt 5, 10117 Tallinn, Eesti', iban: 'EE38 2200 2210 2014 5685' },
  buyer: { name: 'Mari-Liis Šõmer', lines: ['mari@example.ee'] },
  lines: [{ description: 'Rahatarkus', detail: 'Sügis 2026 · 01.10.2026–30.11.2026', quantity: 1, unit_price: 9900, amount: 9900 }],
  total: 9900,
  lang: 'et',
  ...over,
});

/** The text a PDF reader gets out of the invoice. */
async function shownText(input: InvoicePdfInput): Promise<string> {
  const pdf = await renderInvoicePdf(input, { compress: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfTextRuns(pdf).join('\n');
}

describe('the invoice PDF', () => {
  it('carries the seller’s legal details, the buyer, the lines and the 24% VAT inside the total (Estonian)', async () => {
    const text = await shownText(invoice());
    for (const part of ['ARVE', 'VLK-2026-000123', '01.09.2026', '11.09.2026', 'Tasumata', 'Valik OÜ', 'Registrikood 16543210', 'KMKR nr EE102345678', 'Narva mnt 5, 10117 Tallinn, Eesti', 'IBAN EE38 2200 2210 2014 5685', 'Mari-Liis Šõmer', 'Rahatarkus', 'Sügis 2026 · 01.10.2026–30.11.2026', 'Viitenumber', '20260001237', 'Kogus', 'Ühiku hind', 'Summa käibemaksuta', '79,84 €', 'Käibemaks 24%', '19,16 €', 'Kokku (EUR)', '99,00 €']) {
      expect(text, part).toContain(part);
    }
  });

  it('asks for the reference number on the transfer and shows quantity, unit price and VAT rate per line', async () => {
    const text = await shownText(invoice({ lines: [{ description: 'Robootika', detail: 'Talv 2027', quantity: 2, unit_price: 4950, amount: 9900 }] }));
    expect(text).toContain('Palume tasuda hiljemalt 11.09.2026, märkides maksele viitenumbri 20260001237.');
    for (const part of ['2', '49,50 €', '24%', '99,00 €']) expect(text, part).toContain(part);
  });

  it('speaks English and says when it was paid', async () => {
    const text = await shownText(invoice({ lang: 'en', status: 'PAID', paidAt: new Date('2026-09-02T10:00:00Z') }));
    for (const part of ['INVOICE', 'Paid', 'VAT 24%', '€19.16', 'Total (EUR)', '€99.00', 'This invoice was paid on 02.09.2026. Thank you!']) expect(text, part).toContain(part);
    expect(text).not.toContain('Due date');
  });

  it('speaks Russian in Cyrillic with the bundled font: a Russian buyer, Russian words, dd.MM.yyyy and 12,34 €', async () => {
    const input = invoice({ lang: 'ru', buyer: { name: 'Ольга Кузнецова', lines: ['ул. Пушкина 3, Нарва'] }, lines: [{ description: 'Финансовая грамотность', detail: 'Осень 2026', quantity: 1, unit_price: 9900, amount: 9900 }] });
    const text = await shownText(input);
    for (const part of ['СЧЁТ', 'Номер счёта', 'Дата счёта', '01.09.2026', 'Срок оплаты', '11.09.2026', 'Не оплачен', 'Ольга Кузнецова', 'ул. Пушкина 3, Нарва', 'Финансовая грамотность', 'Сумма без НДС', '79,84 €', 'НДС 24%', 'Итого (EUR)', '99,00 €']) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain('Просим оплатить до 11.09.2026, указав в платеже номер ссылки 20260001237.');
    const pdf = await renderInvoicePdf(input, { compress: false });
    expect(embeddedFontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(pdf.toString('latin1')).toContain('/Lang (ru-RU)');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('shows a school invoice whose seats were paid with credits as zero, with no VAT', async () => {
    const text = await shownText(
      invoice({ status: 'PAID', buyer: { name: 'Tartu Kool', lines: ['Periood 2026-09'] }, lines: [{ description: 'Robootika', detail: 'Mari Maasikas', quantity: 1, unit_price: 0, amount: 0 }], total: 0, paidAt: new Date('2026-09-01T09:00:00Z') }),
    );
    expect(text).toContain('Tartu Kool');
    expect(text).toContain('Käibemaks 24%');
    expect(text).toContain('0,00 €');
  });

  it('prints a Cyrillic or Latvian buyer as written, in the bundled DejaVu fonts', async () => {
    const input = invoice({ buyer: { name: 'Жанна Щукина', lines: ['Bērziņa iela 5, Rīga'] } });
    expect(await shownText(input)).toContain('Жанна Щукина');
    expect(await shownText(input)).toContain('Bērziņa iela 5, Rīga');
    const pdf = await renderInvoicePdf(input, { compress: false });
    expect(embeddedFontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // the footer with the seller's details stays one line on the one page
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('says a paid invoice is “Tasutud”, the glossary’s one word, never “makstud” (issue 28 item 6)', async () => {
    const text = await shownText(invoice({ status: 'PAID', paidAt: new Date('2026-09-02T10:00:00Z') }));
    expect(text).toContain(`Olek:\n${INVOICE_STATUS_ET.PAID}`);
    expect(text.toLowerCase()).not.toContain('makstud');
  });

  it('issues a credit note: its own title and number, the invoice it credits, negative lines and totals, the refund state', async () => {
    const text = await shownText(
      invoice({
        number: 'KR-2026-000001',
        status: 'CANCELED',
        lines: [{ description: 'Rahatarkus', detail: 'Sügis 2026', quantity: 1, unit_price: -9900, amount: -9900 }],
        total: -9900,
        creditNote: { creditsInvoice: { number: 'VLK-2026-000123', issuedAt: new Date('2026-09-01T09:00:00Z') }, refundState: 'SENT' },
      }),
    );
    for (const part of ['KREEDITARVE', 'Kreeditarve number', 'KR-2026-000001', 'Krediteeritav arve', 'VLK-2026-000123', REFUND_STATE_ET.SENT, '-99,00 €', '-79,84 €', '-19,16 €', 'Kreeditarve krediteerib 01.09.2026 arvest VLK-2026-000123 summa 99,00 €.']) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain('Tasumata');
    expect(text).not.toContain('Palume tasuda');
  });

  it('speaks Russian on a credit note too', async () => {
    const text = await shownText(
      invoice({ lang: 'ru', number: 'KR-2026-000002', lines: [{ description: 'Robootika', quantity: 1, unit_price: -4900, amount: -4900 }], total: -4900, creditNote: { creditsInvoice: { number: 'VLK-2026-000124', issuedAt: new Date('2026-09-01T09:00:00Z') }, refundState: 'ARRIVED' } }),
    );
    for (const part of ['КРЕДИТ-НОТА', 'KR-2026-000002', 'VLK-2026-000124', 'Возврат поступил', '-49,00 €']) expect(text, part).toContain(part);
  });
});
