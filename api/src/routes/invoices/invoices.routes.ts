// Invoices (issue 7 item 6): my billing history, and an invoice as a PDF for whoever may see it (the
// student it is addressed to, a representative of the school it is addressed to, an admin; anyone else
// gets 404 so invoice ids reveal nothing).
import { Hono } from 'hono';
import { listUserInvoices } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow } from '../../middleware/allow.ts';
import { INVOICE_NOT_FOUND, invoiceJson, invoicePdf } from '../../invoices/invoice-documents.ts';
import { idParam } from '../registrations/registrations.routes.ts';

export const invoiceRoutes = new Hono<AppEnv>()
  .get('/me/invoices', allow('auth'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const rows = await listUserInvoices(c.get('deps').db, { userId: user.id });
    return c.json({ data: rows.map(invoiceJson) });
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
  });
