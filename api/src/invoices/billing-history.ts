// A student's billing history on the profile (issue 28 item 1): every payment (a course, a pass and each of
// its renewals, a gift card) with its invoice and receipt e-mail, every refund with its credit note and
// where the money is (requested, sent, arrived), credits that moved no money, and the courses a pass paid
// for ("covered by your pass": no invoice, nothing to refund). Built from the documents themselves, so it
// never says something the invoices and credit notes do not.
import type { Db } from '@valik/db/client';
import type { CreditNote, Invoice } from '@valik/db/schema';
import {
  listPaidUserInvoices,
  listPassCoveredRegistrations,
  listReceiptNotices,
  listUserCreditNotes,
  listUserInvoices,
  listUserRefunds,
} from '@valik/db/queries';
import { refundStateOfCheckout } from '@valik/domain';
import type { BillingDocumentDto, BillingEntryDto, BillingHistoryDto, Lang } from '@valik/domain/contracts';
import { describeInvoiceLines, invoicesJson } from './invoice-documents.ts';

const invoiceDoc = (i: Pick<Invoice, 'id' | 'invoiceId'>): BillingDocumentDto => ({ id: i.id, number: i.invoiceId, pdf_url: `/api/v1/invoices/${i.id}/pdf`, ubl_url: `/api/v1/invoices/${i.id}/ubl` });
const creditDoc = (n: Pick<CreditNote, 'id' | 'number'>): BillingDocumentDto => ({ id: n.id, number: n.number, pdf_url: `/api/v1/credit-notes/${n.id}/pdf`, ubl_url: `/api/v1/credit-notes/${n.id}/ubl` });
const methodOf = (provider: unknown): BillingEntryDto['method'] => (provider === 'MONTONIO' ? 'BANK_LINK' : provider === 'STRIPE' ? 'CARD' : null);

/** A 0,00 € invoice a pass-covered registration got before issue 28: not a document of any money. */
export function isZeroPassInvoice(invoice: Invoice): boolean {
  return invoice.amount === 0 && invoice.schoolId === null && typeof invoice.metadata.pass_subscription_id === 'string' && invoice.metadata.kind !== 'PASS';
}

export async function billingHistory(db: Db, params: { userId: number; lang: Lang }): Promise<BillingHistoryDto> {
  const { userId, lang } = params;
  const [all, paid, receipts, refunds, notes, covered] = await Promise.all([
    listUserInvoices(db, { userId }),
    listPaidUserInvoices(db, { userId }),
    listReceiptNotices(db, { userId }),
    listUserRefunds(db, { userId }),
    listUserCreditNotes(db, { userId }),
    listPassCoveredRegistrations(db, { userId }),
  ]);
  const receiptOf = (invoiceId: number, giftCard: boolean): BillingEntryDto['receipt'] => {
    const r = receipts.find((n) => n.invoiceId === String(invoiceId) && (n.giftCard !== null) === giftCard);
    if (!r) return null;
    return r.outboxStatus === 'DELIVERED' ? 'SENT' : 'PENDING';
  };
  const entries: BillingEntryDto[] = [];

  for (const invoice of paid) {
    if (isZeroPassInvoice(invoice)) continue;
    const item = invoice.metadata.kind === 'PASS' ? 'PASS' : 'COURSE';
    const [line] = describeInvoiceLines(invoice, new Map(), lang);
    const base = { item, title: line?.description ?? invoice.invoiceId, detail: line?.detail ?? null, invoice: invoiceDoc(invoice), credit_note: null, refund_state: null } as const;
    const gift = invoice.metadata.gift_card as { code?: string; applied_cents?: number; redeemed_at?: string } | undefined;
    if (gift && typeof gift.applied_cents === 'number' && gift.applied_cents > 0) {
      entries.push({
        ...base,
        key: `gift-card-${invoice.id}`,
        kind: 'PAYMENT',
        at: gift.redeemed_at ?? (invoice.paidAt ?? invoice.createdAt).toISOString(),
        amount: gift.applied_cents,
        method: 'GIFT_CARD',
        renewal: false,
        receipt: receiptOf(invoice.id, true),
      });
    }
    if (invoice.amount > 0) {
      const payment = (invoice.metadata.payment ?? {}) as { provider?: string };
      entries.push({
        ...base,
        key: `payment-${invoice.id}`,
        kind: 'PAYMENT',
        at: (invoice.paidAt ?? invoice.createdAt).toISOString(),
        amount: invoice.amount,
        method: methodOf(payment.provider),
        renewal: invoice.metadata.renewal === true,
        receipt: receiptOf(invoice.id, false),
      });
    }
  }

  for (const { checkout, courseName, cohortName } of refunds) {
    const note = notes.find((n) => n.checkoutId === checkout.id) ?? null;
    entries.push({
      key: `refund-${checkout.id}`,
      kind: 'REFUND',
      item: 'COURSE',
      at: (checkout.refundedAt ?? checkout.updatedAt).toISOString(),
      title: courseName,
      detail: cohortName,
      amount: checkout.refundAmount,
      method: methodOf(checkout.provider),
      renewal: false,
      invoice: null,
      credit_note: note ? creditDoc(note) : null,
      receipt: null,
      refund_state: note?.refundState ?? refundStateOfCheckout(checkout),
    });
  }

  // a duplicate pass ended and refunded by the card provider (no checkout of ours): a refund of the pass's payment
  for (const note of notes.filter((n) => n.checkoutId === null && n.reason === 'DUPLICATE_PASS')) {
    const invoice = all.find((i) => i.id === note.invoiceId);
    const [line] = invoice ? describeInvoiceLines(invoice, new Map(), lang) : note.lines;
    entries.push({
      key: `refund-pass-${note.id}`,
      kind: 'REFUND',
      item: 'PASS',
      at: note.createdAt.toISOString(),
      title: line?.description ?? note.number,
      detail: line?.detail ?? null,
      amount: note.amount,
      method: 'CARD',
      renewal: false,
      invoice: invoice ? invoiceDoc(invoice) : null,
      credit_note: creditDoc(note),
      receipt: null,
      refund_state: note.refundState,
    });
  }

  // credit notes of no online payment: a gift card's invoice taken back (no money moves), or paid back by transfer
  for (const note of notes.filter((n) => n.checkoutId === null && n.reason !== 'DUPLICATE_PASS')) {
    const [line] = note.lines;
    entries.push({
      key: `credit-${note.id}`,
      kind: 'CREDIT',
      item: 'COURSE',
      at: note.createdAt.toISOString(),
      title: line?.description ?? note.number,
      detail: line?.detail ?? null,
      amount: note.amount,
      method: null,
      renewal: false,
      invoice: null,
      credit_note: creditDoc(note),
      receipt: null,
      refund_state: note.refundState === 'NONE' ? null : note.refundState,
    });
  }

  for (const r of covered) {
    entries.push({
      key: `pass-${r.participantId}`,
      kind: 'COVERED_BY_PASS',
      item: 'COURSE',
      at: r.createdAt.toISOString(),
      title: r.courseName,
      detail: r.cohortName,
      amount: 0,
      method: null,
      renewal: false,
      invoice: null,
      credit_note: null,
      receipt: null,
      refund_state: null,
    });
  }

  entries.sort((a, b) => b.at.localeCompare(a.at) || b.key.localeCompare(a.key));
  const refunded = entries.filter((e) => (e.kind === 'REFUND' || e.kind === 'CREDIT') && e.refund_state !== null).reduce((sum, e) => sum + e.amount, 0);
  return { invoices: await invoicesJson(db, all.filter((i) => !isZeroPassInvoice(i)), undefined, lang), entries, refunded_total: refunded };
}
