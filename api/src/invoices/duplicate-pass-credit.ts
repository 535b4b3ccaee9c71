// Crediting a duplicate pass (issue 28 items 1 and 3, issue 19 item 3): a second active pass that a provider
// race let through is ended and what it took is refunded inside the card provider (PASS_END,
// CardProvider.endPassNow). Its payments already have invoices (pass-invoice.ts), so each one gets a credit
// note (reason DUPLICATE_PASS, refund REQUESTED), written in the transaction of the pass event that found the
// duplicate, or of a payment of it that arrives later; the refund is SENT once the provider took the call, and
// ARRIVED when the provider's refund event says it succeeded.
// Each invoice is credited once.
import type { Db } from '@valik/db/client';
import type { CreditNote } from '@valik/db/schema';
import { advanceCreditNoteRefund, getSubscriptionByProviderId, listCreditNotesOfInvoices, listPaidPassInvoices } from '@valik/db/queries';
import { issueCreditNote } from './credit-notes.ts';

/** Credit notes for the paid invoices of a duplicate pass not credited yet. */
export async function creditDuplicatePass(tx: Db, params: { subscriptionRowId: number; now: Date }): Promise<CreditNote[]> {
  const paid = await listPaidPassInvoices(tx, { subscriptionRowId: params.subscriptionRowId });
  const credited = new Set((await listCreditNotesOfInvoices(tx, { invoiceIds: paid.map((i) => i.id) })).map((n) => n.invoiceId));
  const notes: CreditNote[] = [];
  for (const invoice of paid.filter((i) => !credited.has(i.id))) {
    const note = await issueCreditNote(tx, { invoice, reason: 'DUPLICATE_PASS', refundState: 'REQUESTED', now: params.now });
    if (note) notes.push(note);
  }
  return notes;
}

/**
 * The provider's event says a refund of a duplicate pass went through: the credit notes of its invoices (of the
 * one invoice the refund names, when it names one) say the money arrived. Refunds only move forward.
 */
export async function duplicatePassRefundArrived(tx: Db, params: { subscriptionId: string; providerInvoiceId: string | null; now: Date }): Promise<number> {
  const pass = await getSubscriptionByProviderId(tx, { subscriptionId: params.subscriptionId });
  if (!pass) return 0;
  const paid = (await listPaidPassInvoices(tx, { subscriptionRowId: pass.id })).filter(
    (invoice) => params.providerInvoiceId === null || (invoice.metadata as { payment?: { provider_invoice_id?: string } }).payment?.provider_invoice_id === params.providerInvoiceId,
  );
  let arrived = 0;
  for (const note of await listCreditNotesOfInvoices(tx, { invoiceIds: paid.map((i) => i.id) })) {
    if (note.reason === 'DUPLICATE_PASS' && (await advanceCreditNoteRefund(tx, { id: note.id, state: 'ARRIVED', now: params.now }))) arrived += 1;
  }
  return arrived;
}

/** The provider took the refund of a duplicate pass: its credit notes' refunds are sent. */
export async function duplicatePassRefundSent(db: Db, params: { subscriptionRowId: number; now: Date }): Promise<void> {
  const paid = await listPaidPassInvoices(db, { subscriptionRowId: params.subscriptionRowId });
  for (const note of await listCreditNotesOfInvoices(db, { invoiceIds: paid.map((i) => i.id) })) {
    if (note.reason === 'DUPLICATE_PASS') await advanceCreditNoteRefund(db, { id: note.id, state: 'SENT', now: params.now });
  }
}
