// Crediting a duplicate pass (issue 28 items 1 and 3, issue 19 item 3): a second active pass that a provider
// race let through is ended and what it took is refunded inside the card provider (PASS_END,
// CardProvider.endPassNow). Its payments already have invoices (pass-invoice.ts), so each one gets a credit
// note (reason DUPLICATE_PASS, refund REQUESTED), written in the transaction of the pass event that found the
// duplicate, or of a payment of it that arrives later; the refund is SENT once the provider took the call, and
// ARRIVED when the provider's refund event says it succeeded.
// Each invoice is credited once.
import type { Db } from '@valik/db/client';
import type { CreditNote, Invoice } from '@valik/db/schema';
import {
  advanceCreditNoteRefund,
  getSubscriptionByProviderId,
  listCreditNotesOfInvoices,
  listPaidPassInvoices,
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '@valik/db/queries';
import { issueCreditNote } from './credit-notes.ts';

/** The provider's invoice an invoice of a pass payment records. */
const providerInvoiceOf = (invoice: Invoice) => (invoice.metadata as { payment?: { provider_invoice_id?: string } }).payment?.provider_invoice_id ?? null;

/** Whether a refund the provider said went through (naming one invoice, or null for the whole pass) covers `invoice`. */
const covers = (refund: { provider_invoice_id: string | null }, invoice: Invoice) => refund.provider_invoice_id === null || refund.provider_invoice_id === providerInvoiceOf(invoice);

/**
 * Credit notes for the paid invoices of a duplicate pass not credited yet. The provider's events come in any
 * order, so a payment can arrive after the pass was ended and refunded: its note then starts where the
 * pass's refund already is (SENT, ARRIVED), as the pass records it, not REQUESTED for ever. The pass's row
 * is locked, so the refund's progress and a payment are written one after the other.
 */
export async function creditDuplicatePass(tx: Db, params: { subscriptionRowId: number; now: Date }): Promise<CreditNote[]> {
  const pass = await lockSubscription(tx, { id: params.subscriptionRowId });
  const paid = await listPaidPassInvoices(tx, { subscriptionRowId: params.subscriptionRowId });
  const credited = new Set((await listCreditNotesOfInvoices(tx, { invoiceIds: paid.map((i) => i.id) })).map((n) => n.invoiceId));
  const sentAt = pass?.stripeMetadata.duplicate_refund_sent_at;
  const arrived = pass?.stripeMetadata.duplicate_refunds_arrived ?? [];
  const notes: CreditNote[] = [];
  for (const invoice of paid.filter((i) => !credited.has(i.id))) {
    let note = await issueCreditNote(tx, { invoice, reason: 'DUPLICATE_PASS', refundState: 'REQUESTED', now: params.now });
    if (!note) continue;
    if (sentAt) note = (await advanceCreditNoteRefund(tx, { id: note.id, state: 'SENT', now: new Date(sentAt) })) ?? note;
    const refund = arrived.find((r) => covers(r, invoice));
    if (refund) note = (await advanceCreditNoteRefund(tx, { id: note.id, state: 'ARRIVED', now: new Date(refund.at) })) ?? note;
    notes.push(note);
  }
  return notes;
}

/** The credit notes of a duplicate pass's paid invoices that `refund` covers (every one when it names none). */
async function duplicateNotesOf(tx: Db, pass: SubscriptionRow, refund: { provider_invoice_id: string | null } = { provider_invoice_id: null }) {
  const paid = (await listPaidPassInvoices(tx, { subscriptionRowId: pass.id })).filter((invoice) => covers(refund, invoice));
  return (await listCreditNotesOfInvoices(tx, { invoiceIds: paid.map((i) => i.id) })).filter((note) => note.reason === 'DUPLICATE_PASS');
}

/**
 * The provider's event says a refund of a duplicate pass went through: the credit notes of its invoices (of the
 * one invoice the refund names, when it names one) say the money arrived, and the pass records it for a
 * payment that arrives later. Refunds only move forward.
 */
export async function duplicatePassRefundArrived(tx: Db, params: { subscriptionId: string; providerInvoiceId: string | null; now: Date }): Promise<number> {
  const pass = await getSubscriptionByProviderId(tx, { subscriptionId: params.subscriptionId, lock: true });
  if (!pass) return 0;
  const refund = { provider_invoice_id: params.providerInvoiceId, at: params.now.toISOString() };
  const recorded = pass.stripeMetadata.duplicate_refunds_arrived ?? [];
  if (!recorded.some((r) => r.provider_invoice_id === refund.provider_invoice_id)) {
    await updateSubscription(tx, { id: pass.id, changes: { stripeMetadata: { ...pass.stripeMetadata, duplicate_refunds_arrived: [...recorded, refund] } } });
  }
  let arrived = 0;
  for (const note of await duplicateNotesOf(tx, pass, refund)) {
    if (await advanceCreditNoteRefund(tx, { id: note.id, state: 'ARRIVED', now: params.now })) arrived += 1;
  }
  return arrived;
}

/** The provider took the refund of a duplicate pass: its credit notes' refunds are sent, and the pass records it. */
export async function duplicatePassRefundSent(tx: Db, params: { subscriptionRowId: number; now: Date }): Promise<void> {
  const pass = await lockSubscription(tx, { id: params.subscriptionRowId });
  if (!pass) return;
  if (!pass.stripeMetadata.duplicate_refund_sent_at) {
    await updateSubscription(tx, { id: pass.id, changes: { stripeMetadata: { ...pass.stripeMetadata, duplicate_refund_sent_at: params.now.toISOString() } } });
  }
  for (const note of await duplicateNotesOf(tx, pass)) await advanceCreditNoteRefund(tx, { id: note.id, state: 'SENT', now: params.now });
}
