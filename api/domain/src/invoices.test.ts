import { describe, expect, it } from 'vitest';
import { SCHOOL_CREDITS_LOW_THRESHOLD, VAT_RATE_PERCENT } from './constants.ts';
import {
  CREDIT_NOTE_NUMBER_PATTERN,
  INVOICE_NUMBER_PATTERN,
  creditNoteLinesFor,
  refundStateOfCheckout,
  formatEuros,
  formatInvoiceNumber,
  invoiceStatusForTotal,
  invoiceYear,
  schoolInvoiceLineAmount,
  schoolInvoicePeriod,
  vatIncluded,
} from './invoices.ts';
import { canRepEditConditions } from './school-conditions.ts';
import { crossedLowCredits } from './school-credits.ts';

describe('VAT included in the price', () => {
  it('is the Estonian standard rate, 24%', () => {
    expect(VAT_RATE_PERCENT).toBe(24);
  });

  it('takes 24/124 of the total as VAT, rounded to the cent, net + VAT = total', () => {
    expect(vatIncluded(12400)).toEqual({ total: 12400, net: 10000, vat: 2400, ratePercent: 24 });
    expect(vatIncluded(9900)).toEqual({ total: 9900, net: 7984, vat: 1916, ratePercent: 24 });
    for (const total of [0, 1, 5, 99, 101, 4999, 123457]) {
      const b = vatIncluded(total);
      expect(b.net + b.vat).toBe(total);
    }
  });

  it('has no VAT on a zero invoice', () => {
    expect(vatIncluded(0)).toMatchObject({ net: 0, vat: 0 });
  });
});

describe('invoice numbers and money', () => {
  it('are VLK-year-six digits', () => {
    expect(formatInvoiceNumber(2026, 7)).toBe('VLK-2026-000007');
    expect(INVOICE_NUMBER_PATTERN.test('VLK-2026-000007')).toBe(true);
  });

  it('restart on 1 January in Tallinn, not in UTC', () => {
    expect(invoiceYear('2026-12-31T21:59:59Z')).toBe(2026);
    expect(invoiceYear('2026-12-31T22:00:00Z')).toBe(2027);
  });

  it('formats euros the Estonian and the English way', () => {
    expect(formatEuros(9900, 'et')).toBe('99,00 €');
    expect(formatEuros(1916, 'en')).toBe('€19.16');
  });

  it('groups the thousands the way each language does, as Intl writes it (issue 30: the Russian overview showed "1039,00 €")', () => {
    const NBSP = '\u00A0';
    expect(formatEuros(103900, 'ru')).toBe(`1${NBSP}039,00 €`);
    expect(formatEuros(123456789, 'ru')).toBe(`1${NBSP}234${NBSP}567,89 €`);
    expect(formatEuros(103900, 'en')).toBe('€1,039.00');
    expect(formatEuros(-123456789, 'en')).toBe('-€1,234,567.89');
    // Estonian groups from five digits on
    expect(formatEuros(103900, 'et')).toBe('1039,00 €');
    expect(formatEuros(1234500, 'et')).toBe(`12${NBSP}345,00 €`);
    expect(formatEuros(99900, 'ru')).toBe('999,00 €');
    // the same grouping as the platform's own formatter (which also keeps the € on the line with a no-break
    // space; ours has always been a plain one)
    const intl = (lang: string, cents: number) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u00A0€$/, ' €');
    for (const cents of [99900, 103900, 1234500, 123456789]) {
      expect(formatEuros(cents, 'et')).toBe(intl('et-EE', cents));
      expect(formatEuros(cents, 'ru')).toBe(intl('ru-RU', cents).replaceAll('\u202F', NBSP));
      expect(formatEuros(cents, 'en')).toBe(intl('en-GB', cents));
    }
  });
});

describe('the school invoice period (one per school and Tallinn calendar month)', () => {
  it('is the calendar month of the registration in Tallinn, due 14 days after it ends', () => {
    const p = schoolInvoicePeriod('2026-03-31T21:30:00Z'); // 1 April 00:30 in Tallinn
    expect(p.key).toBe('2026-04');
    expect(p.start.toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-04-30T20:59:59.999Z');
    expect(p.dueDate.toISOString()).toBe('2026-05-14T20:59:59.999Z');
  });

  it('handles December into the next year', () => {
    const p = schoolInvoicePeriod('2026-12-15T10:00:00Z');
    expect(p.key).toBe('2026-12');
    expect(p.dueDate.toISOString()).toBe('2027-01-14T21:59:59.999Z');
  });

  it('charges nothing for a seat paid in advance and the seat price otherwise', () => {
    expect(schoolInvoiceLineAmount('CREDIT', 5000)).toBe(0);
    expect(schoolInvoiceLineAmount('PREPAID_SEAT', 5000)).toBe(0);
    expect(schoolInvoiceLineAmount(null, 5000)).toBe(5000);
    expect(schoolInvoiceLineAmount(null, null)).toBe(0);
  });

  it('is PAID with nothing to pay, UNPAID when a line adds money, and stays PAID when lines only go', () => {
    expect(invoiceStatusForTotal('UNPAID', 5000, 0)).toBe('PAID');
    expect(invoiceStatusForTotal('PAID', 0, 5000)).toBe('UNPAID');
    expect(invoiceStatusForTotal('PAID', 10000, 5000)).toBe('PAID');
    expect(invoiceStatusForTotal('UNPAID', 0, 5000)).toBe('UNPAID');
    expect(invoiceStatusForTotal('CANCELED', 0, 5000)).toBe('CANCELED');
  });
});

describe('SCHOOL_CREDITS_LOW', () => {
  it('fires once when the balance falls to or below the threshold, not on every registration below it', () => {
    const n = SCHOOL_CREDITS_LOW_THRESHOLD;
    expect(crossedLowCredits(n + 1, n, n)).toBe(true);
    expect(crossedLowCredits(n + 3, n - 1, n)).toBe(true);
    expect(crossedLowCredits(n, n - 1, n)).toBe(false);
    expect(crossedLowCredits(1, 0, n)).toBe(false);
    expect(crossedLowCredits(n + 2, n + 1, n)).toBe(false);
  });
});

describe('school conditions', () => {
  it('are edited by representatives only when the school allows it', () => {
    expect(canRepEditConditions(null)).toBe(false);
    expect(canRepEditConditions({ numberOfCourses: 2 })).toBe(false);
    expect(canRepEditConditions({ repsCanEdit: true })).toBe(true);
  });
});

describe('credit notes (issue 28 item 3)', () => {
  it('take the lines back with the opposite sign and leave zero lines out; a gift card’s share is not credited as money paid', () => {
    const { lines, total } = creditNoteLinesFor([
      { description: 'Robootika', detail: 'Sügis', amount: 9900 },
      { description: 'Kinkekaart', amount: -2000 },
      { description: 'Krediidiga', amount: 0 },
    ]);
    expect(lines.map((l) => [l.description, l.amount, l.unit_amount, l.quantity])).toEqual([
      ['Robootika', -9900, -9900, 1],
      ['Kinkekaart', 2000, 2000, 1],
    ]);
    expect(total).toBe(7900);
  });

  it('credit nothing when nothing was charged', () => {
    expect(creditNoteLinesFor([{ description: 'Robootika', amount: 0 }]).total).toBe(0);
  });

  it('have their own number series', () => {
    expect(CREDIT_NOTE_NUMBER_PATTERN.test('KR-2026-000001')).toBe(true);
    expect(CREDIT_NOTE_NUMBER_PATTERN.test('VLK-2026-000001')).toBe(false);
  });

  it('say where a provider refund is: requested, sent, arrived', () => {
    expect(refundStateOfCheckout({ refundStatus: 'NONE', refundConfirmedAt: null })).toBeNull();
    expect(refundStateOfCheckout({ refundStatus: 'DUE', refundConfirmedAt: null })).toBe('REQUESTED');
    expect(refundStateOfCheckout({ refundStatus: 'REFUNDED', refundConfirmedAt: null })).toBe('SENT');
    expect(refundStateOfCheckout({ refundStatus: 'REFUNDED', refundConfirmedAt: new Date() })).toBe('ARRIVED');
  });
});
