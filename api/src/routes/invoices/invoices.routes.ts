// Invoices (issue 7 item 6): my billing history, and an invoice as a PDF for whoever may see it (the
// student it is addressed to, a representative of the school it is addressed to, an admin; anyone else
// gets 404 so invoice ids reveal nothing).
import { Hono } from 'hono';
import { listUserInvoices } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow } from '../../middleware/allow.ts';
import { CREDIT_NOTE_NOT_FOUND, INVOICE_NOT_FOUND, creditNotePdf, creditNoteUblFor, invoicePdf, invoiceUblFor, invoicesJson } from '../../invoices/invoice-documents.ts';
import { billingHistory, isZeroPassInvoice } from '../../invoices/billing-history.ts';
import { idParam } from '../registrations/registrations.routes.ts';

export const invoiceRoutes = new Hono<AppEnv>()
  .get('/me/invoices', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { db } = c.get('deps');
    const rows = await listUserInvoices(db, { userId: user.id });
    return c.json({ data: await invoicesJson(db, rows.filter((i) => !isZeroPassInvoice(i)), { name: `${user.first_name} ${user.last_name}`.trim(), registry_code: null, address: null }, c.get('lang')) });
  })
  // the billing history (issue 28 item 1): invoices with their credit notes, and every payment, refund and credit
  .get('/me/billing', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    return c.json({ data: await billingHistory(c.get('deps').db, { userId: user.id, lang: c.get('lang') }) });
  })
  .get('/invoices/:id/pdf', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { db, env } = c.get('deps');
    const { pdf, number } = await invoicePdf(db, env, { invoiceId: idParam(c, 'id', INVOICE_NOT_FOUND), user, lang: c.get('lang') });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${number}.pdf"`,
      'cache-control': 'private, no-store',
    });
  })
  // the e-invoice (EN 16931 UBL 2.1, PEPPOL BIS Billing 3.0), for the same people as the PDF
  .get('/invoices/:id/ubl', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { db, env } = c.get('deps');
    const { xml, number } = await invoiceUblFor(db, env, { invoiceId: idParam(c, 'id', INVOICE_NOT_FOUND), user });
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${number}.xml"`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/credit-notes/:id/pdf', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { db, env } = c.get('deps');
    const { pdf, number } = await creditNotePdf(db, env, { creditNoteId: idParam(c, 'id', CREDIT_NOTE_NOT_FOUND), user, lang: c.get('lang') });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${number}.pdf"`,
      'cache-control': 'private, no-store',
    });
  })
  // the credit note as an e-invoice (EN 16931 UBL 2.1 CreditNote), for the same people as its PDF
  .get('/credit-notes/:id/ubl', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const { db, env } = c.get('deps');
    const { xml, number } = await creditNoteUblFor(db, env, { creditNoteId: idParam(c, 'id', CREDIT_NOTE_NOT_FOUND), user });
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${number}.xml"`,
      'cache-control': 'private, no-store',
    });
  });
