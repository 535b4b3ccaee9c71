// EINVOICE: an issued school invoice to deliver as an e-invoice (issue 28 item 5, ADR 030), written in the
// transaction that issues it (invoices/issue-school-invoices.ts). A school with a Peppol address gets it
// through the access point with the entry's key as the idempotency guid (one document however often it
// is delivered); a school without one gets it by e-mail, the UBL attached, one e-mail per representative
// and key. The delivery is recorded on the invoice. A school's credit note (credit_note_id) goes the same way,
// written in the transaction that issues it (invoices/credit-notes.ts), and its delivery is recorded on it.
import { deliverEinvoice } from '../../einvoices/deliver-einvoice.ts';
import { defineOutboxKind } from '../kind.ts';

export const einvoiceKind = defineOutboxKind('EINVOICE', async (deps, { payload, idempotencyKey, now }) => {
  await deliverEinvoice(deps, { invoiceId: payload.invoice_id, creditNoteId: payload.credit_note_id ?? null, idempotencyKey, now });
});
