// The invoice of a pass payment (issue 28 item 1): every payment the card provider takes for a pass — the
// first period and each renewal — is a PAID personal invoice (VAT 24 % included) in the student's
// "Minu arved", written in the transaction that records the provider's invoice.paid event, with the
// receipt e-mail as its outbox notice. The line names the pass and the period it pays for.
import type { Db } from '@valik/db/client';
import type { Invoice } from '@valik/db/schema';
import { insertInvoice, lockInvoiceNumbering, logActivity, mailNotice, nextInvoiceNumber } from '@valik/db/queries';
import { invoiceReferenceNumber, invoiceYear, type PassType } from '@valik/domain';

export interface PassPaymentInput {
  userId: number;
  /** subscriptions.id of the pass */
  subscriptionRowId: number;
  /** the provider's subscription id */
  subscriptionId: string;
  type: PassType;
  /** what the provider took, integer cents, VAT included */
  amountCents: number;
  /** the provider's invoice of this payment (Stripe in_…) */
  providerInvoiceId: string;
  eventId: string;
  periodStart: Date;
  periodEnd: Date;
  /** a later period of a pass already paid for */
  renewal: boolean;
  now: Date;
}

export async function invoicePassPayment(tx: Db, input: PassPaymentInput): Promise<Invoice> {
  await lockInvoiceNumbering(tx);
  const invoiceId = await nextInvoiceNumber(tx, { year: invoiceYear(input.now) });
  const invoice = await insertInvoice(tx, {
    invoiceId,
    referenceNumber: invoiceReferenceNumber(invoiceId),
    userId: input.userId,
    status: 'PAID',
    amount: input.amountCents,
    paidAt: input.now,
    metadata: {
      kind: 'PASS',
      pass_subscription_id: String(input.subscriptionRowId),
      renewal: input.renewal,
      payment: { provider: 'STRIPE', provider_invoice_id: input.providerInvoiceId, subscription_id: input.subscriptionId, event_id: input.eventId, amount: input.amountCents },
      lines: [
        {
          pass_type: input.type,
          period_start: input.periodStart.toISOString(),
          period_end: input.periodEnd.toISOString(),
          quantity: 1,
          amount: input.amountCents,
        },
      ],
    },
    createdAt: input.now,
    updatedAt: input.now,
  });
  // the receipt: an outbox notice on the entry of this payment (payments/notify.ts sendReceiptNotice)
  await logActivity(tx, {
    type: 'SUBSCRIPTION_UPDATE',
    userId: input.userId,
    actorUserId: null,
    metadata: {
      subscription_id: input.subscriptionId,
      pass_type: input.type,
      pass_payment: true,
      renewal: input.renewal,
      invoice_id: invoice.id,
      amount: input.amountCents,
      provider: 'STRIPE',
      period_start: input.periodStart.toISOString(),
      period_end: input.periodEnd.toISOString(),
      ...mailNotice('PAYMENT_RECEIPT'),
    },
  });
  return invoice;
}
