// Issuing a credit note (issue 28 item 3), inside the transaction that decides the money goes back: a
// refunded cancellation of a paid personal invoice (refund through the provider that took it), a refund
// staff made in the provider's dashboard, a line taken off a school invoice the school has paid (paid back
// by bank transfer), or the ended duplicate pass. It refers to the invoice, takes its own number
// (KR-<year>-<n>, gapless under its own lock) and prints the taken-back lines negative. The invoice itself is
// never rewritten after payment: the credit note is the document of the change. A school's credit note is
// also delivered as an e-invoice (a UBL CreditNote, ADR 030): an EINVOICE outbox entry in the same transaction.
import type { Db } from '@valik/db/client';
import type { CreditNote, CreditNoteRefundState, Invoice } from '@valik/db/schema';
import { insertCreditNote, lockCreditNoteNumbering, nextCreditNoteNumber } from '@valik/db/queries';
import { creditNoteLinesFor, invoiceYear } from '@valik/domain';
import { describeInvoiceLines } from './invoice-documents.ts';
import { outboxOf } from '../outbox/write.ts';

export type CreditNoteReason = 'CANCELED' | 'AT_PROVIDER' | 'LINE_REMOVED' | 'DUPLICATE_PASS';

export interface IssueCreditNoteInput {
  invoice: Invoice;
  reason: CreditNoteReason;
  /** the invoice lines taken back (as people read them); default: every line of the invoice */
  lines?: { description: string; detail?: string | null; amount: number; quantity?: number; participant_id?: number | null }[];
  /** the online payment refunded, when the money goes back through a provider */
  checkoutId?: number | null;
  /** REQUESTED: money is to go back; ARRIVED: the provider already returned it; NONE: nothing was paid */
  refundState: CreditNoteRefundState;
  now: Date;
}

/** A credit note for the lines, or null when they take back nothing (0,00 € is never credited). */
export async function issueCreditNote(tx: Db, input: IssueCreditNoteInput): Promise<CreditNote | null> {
  const { lines, total } = creditNoteLinesFor(input.lines ?? describeInvoiceLines(input.invoice));
  if (total <= 0) return null;
  await lockCreditNoteNumbering(tx);
  const note = await insertCreditNote(tx, {
    number: await nextCreditNoteNumber(tx, { year: invoiceYear(input.now) }),
    invoiceId: input.invoice.id,
    userId: input.invoice.userId,
    schoolId: input.invoice.schoolId,
    checkoutId: input.checkoutId ?? null,
    amount: total,
    reason: input.reason,
    lines,
    refundState: input.refundState,
    ...(input.refundState === 'ARRIVED' ? { refundSentAt: input.now, refundArrivedAt: input.now } : {}),
    metadata: { invoice_number: input.invoice.invoiceId },
    createdAt: input.now,
    updatedAt: input.now,
  });
  // a school receives its credit notes as e-invoices, like its invoices (students have no e-invoice channel)
  if (note.schoolId !== null) await outboxOf(tx).add('EINVOICE', { invoice_id: note.invoiceId, credit_note_id: note.id });
  return note;
}
