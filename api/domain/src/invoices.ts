// Invoices (product-spec §3 invoices, §4 UNPAID/PAID/CANCELED; issue 7 item 6).
//
// Numbers: VLK-<year>-<six digits>, one sequence per Tallinn calendar year, handed out under a
// transaction-scoped advisory lock (db/src/queries/registrations.ts nextInvoiceNumber), so two
// transactions never take the same number and a rolled-back one leaves no gap.
//
// Two kinds, both in the same table:
//  - PERSONAL: one per student-paid registration, UNPAID until the payment provider confirms it.
//  - SCHOOL: one per school and Tallinn calendar month, listing the school-paid registrations made in
//    that month (ADR 008). A line paid with a credit or a prepaid seat costs 0 (the school bought them in
//    advance); a line an admin put on the school outside its funds costs the school's seat price.
//
// Prices include Estonian VAT (VAT_RATE_PERCENT); the invoice shows the VAT inside the total.
import type { Lang } from './contracts/catalog.ts';
import { SCHOOL_INVOICE_DUE_DAYS_AFTER_PERIOD, VAT_RATE_PERCENT } from './constants.ts';
import { addTallinnDays, endOfTallinnDay, tallinnTime, toTallinn, type DateInput } from './dates.ts';

export interface VatBreakdown {
  /** integer cents, VAT included */
  total: number;
  /** the price without VAT */
  net: number;
  /** the VAT inside the total, rounded to the cent */
  vat: number;
  ratePercent: number;
}

/** The VAT contained in a VAT-inclusive total: vat = total × rate / (100 + rate), rounded half up. */
export function vatIncluded(totalCents: number, ratePercent: number = VAT_RATE_PERCENT): VatBreakdown {
  const total = Math.max(0, Math.trunc(totalCents));
  const vat = Math.round((total * ratePercent) / (100 + ratePercent));
  return { total, net: total - vat, vat, ratePercent };
}

/**
 * How each language groups the thousands of an amount, as Intl.NumberFormat writes it (CLDR): English a
 * comma; Russian a no-break space; Estonian a no-break space too, but only from five digits on (CLDR's
 * minimum grouping digits 2: '1039,00 €', '12 345,00 €'). Written out here rather than asked of Intl, so the
 * server's PDFs and e-mails and every browser print the same characters whatever ICU they carry.
 */
const THOUSANDS: Record<Lang, { separator: string; minDigits: number }> = {
  et: { separator: '\u00A0', minDigits: 5 },
  en: { separator: ',', minDigits: 4 },
  ru: { separator: '\u00A0', minDigits: 4 },
};

function groupThousands(digits: string, lang: Lang): string {
  const { separator, minDigits } = THOUSANDS[lang];
  if (digits.length < minDigits) return digits;
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group}${separator}${grouped}` : group;
  }
  return grouped;
}

/** 1234 → '12,34 €' (Estonian, Russian) or '€12.34' (English); 103900 → '1039,00 €', '1 039,00 €', '€1,039.00'. */
export function formatEuros(cents: number, lang: Lang): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = groupThousands(String(Math.floor(abs / 100)), lang);
  const part = String(abs % 100).padStart(2, '0');
  return lang === 'en' ? `${sign}€${whole}.${part}` : `${sign}${whole},${part} €`;
}

/** The Tallinn calendar year of an instant: invoice numbers restart every 1 January, Tallinn time. */
export function invoiceYear(at: DateInput): number {
  return toTallinn(at).getFullYear();
}

export const INVOICE_NUMBER_PATTERN = /^VLK-(\d{4})-(\d{6})$/;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `VLK-${year}-${String(sequence).padStart(6, '0')}`;
}

export interface SchoolInvoicePeriod {
  /** 'YYYY-MM' */
  key: string;
  /** first instant of the month in Tallinn */
  start: Date;
  /** last instant of the month in Tallinn */
  end: Date;
  /** end of the Tallinn day SCHOOL_INVOICE_DUE_DAYS_AFTER_PERIOD days after the month's last day */
  dueDate: Date;
}

/** The billing period (Tallinn calendar month) a school-paid registration made at `at` belongs to. */
export function schoolInvoicePeriod(at: DateInput): SchoolInvoicePeriod {
  const local = toTallinn(at);
  const year = local.getFullYear();
  const month = local.getMonth();
  const start = tallinnTime(year, month, 1);
  const lastDay = tallinnTime(year, month + 1, 0, 12);
  const end = endOfTallinnDay(lastDay);
  return {
    key: `${year}-${String(month + 1).padStart(2, '0')}`,
    start,
    end,
    dueDate: endOfTallinnDay(addTallinnDays(lastDay, SCHOOL_INVOICE_DUE_DAYS_AFTER_PERIOD)),
  };
}

export type SchoolInvoiceFunding = 'CREDIT' | 'PREPAID_SEAT' | null;

/** What a line of a school invoice costs: nothing when paid in advance, else the seat price. */
export function schoolInvoiceLineAmount(fundedBy: SchoolInvoiceFunding, seatPriceCents: number | null): number {
  return fundedBy ? 0 : Math.max(0, seatPriceCents ?? 0);
}

/**
 * The status of an invoice after its lines changed. Nothing to pay is PAID. Something to pay is UNPAID,
 * except that an invoice already PAID stays PAID when its total did not grow (money received stays
 * received; a removed line's money is refunded apart). A CANCELED invoice stays canceled.
 */
export function invoiceStatusForTotal(
  current: 'UNPAID' | 'PAID' | 'CANCELED',
  previousTotalCents: number,
  totalCents: number,
): 'UNPAID' | 'PAID' | 'CANCELED' {
  if (current === 'CANCELED') return 'CANCELED';
  if (totalCents <= 0) return 'PAID';
  if (current === 'PAID' && totalCents <= previousTotalCents) return 'PAID';
  return 'UNPAID';
}

/** Credit notes have their own series (issue 28 item 3): KR-<year>-<six digits>, like the invoices' VLK-. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^KR-(\d{4})-(\d{6})$/;

export interface CreditedLine {
  description: string;
  detail: string | null;
  quantity: number;
  /** negative, integer cents, VAT included */
  unit_amount: number;
  /** negative, integer cents, VAT included */
  amount: number;
  participant_id?: number | null;
}

/**
 * The lines of a credit note for the invoice lines it takes back: the same words, the amounts with the
 * opposite sign (a course line negative; a gift card's negative line positive, so the credit is what was
 * paid), lines of zero left out. The total credited is the lines' sum, positive; 0 or less: nothing to credit.
 */
export function creditNoteLinesFor(lines: readonly { description: string; detail?: string | null; amount: number; quantity?: number; participant_id?: number | null }[]): {
  lines: CreditedLine[];
  total: number;
} {
  const credited = lines
    .filter((l) => Math.trunc(l.amount) !== 0)
    .map((l) => {
      const quantity = l.quantity && l.quantity > 0 ? l.quantity : 1;
      const amount = -Math.trunc(l.amount);
      return { description: l.description, detail: l.detail ?? null, quantity, unit_amount: Math.round(amount / quantity), amount, participant_id: l.participant_id ?? null };
    });
  return { lines: credited, total: 0 - credited.reduce((sum, l) => sum + l.amount, 0) || 0 };
}

/**
 * Where a provider refund is, from the checkout's columns: DUE → requested, REFUNDED → sent (the provider
 * took it), and arrived once the provider's signed event confirmed it. null: nothing was refunded.
 */
export function refundStateOfCheckout(c: { refundStatus: string; refundConfirmedAt: Date | string | null }): 'REQUESTED' | 'SENT' | 'ARRIVED' | null {
  if (c.refundStatus === 'DUE') return 'REQUESTED';
  if (c.refundStatus !== 'REFUNDED') return null;
  return c.refundConfirmedAt ? 'ARRIVED' : 'SENT';
}
