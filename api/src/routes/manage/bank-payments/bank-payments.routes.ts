// /api/v1/manage/bank_payments (issue 28 item 4): an admin's bank statement (camt.053 XML, CSV or a pasted
// list) matched to invoices by reference number — POST /preview shows what matches and what does not,
// POST /apply marks the matched invoices paid (invoices/bank-payments.ts). Admins only (manage.routes.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../lib/context.ts';
import { validate } from '../../../lib/validate.ts';
import { matchBankPayments, type PaymentMatch } from '../../../invoices/bank-payments.ts';
import { actorId } from '../list-routes.ts';

const statement = z.object({ text: z.string().trim().min(1).max(2_000_000) });

const matchJson = (m: PaymentMatch) => ({
  reference: m.reference,
  amount: m.amount,
  payer: m.payer,
  booked_on: m.bookedOn,
  source: m.source,
  outcome: m.outcome,
  invoice: m.invoice ? { id: m.invoice.id, number: m.invoice.number, amount: m.invoice.amount, status: m.invoice.status } : null,
});

export const manageBankPaymentRoutes = new Hono<AppEnv>()
  .post('/preview', validate('json', statement), async (c) => {
    const matches = await matchBankPayments(c.get('deps'), { text: c.req.valid('json').text, apply: false, actorUserId: actorId(c) });
    return c.json({ data: matches.map(matchJson) });
  })
  .post('/apply', validate('json', statement), async (c) => {
    const matches = await matchBankPayments(c.get('deps'), { text: c.req.valid('json').text, apply: true, actorUserId: actorId(c) });
    return c.json({ data: matches.map(matchJson) });
  });
