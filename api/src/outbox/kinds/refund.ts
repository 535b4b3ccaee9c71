// REFUND: a paid online payment to give back at its provider (issue 7, ADR 011), written where the
// cancellation or the late payment marks the checkout's refund DUE. executeRefund calls the provider with
// the checkout's own idempotency key (one refund per checkout, however often it is delivered) and records
// REFUNDED with the refund e-mail's notice once.
import { executeRefund } from '../../payments/refunds.ts';
import { defineOutboxKind } from '../kind.ts';


export const refundKind = defineOutboxKind('REFUND', async (deps, { payload, now }) => {
  await executeRefund(deps, payload.checkout_id, now);
});
