// /api/v1/manage/invoices (issue 28 item 3): every invoice with its buyer and, per invoice, the credit notes
// that take it back with where their money is and their PDFs. A refund that goes by bank transfer (a school's
// paid line taken off) is moved on by the admin who sent it: POST /api/v1/manage/credit_notes/:id/refund.
import { Hono } from 'hono';
import { listManageInvoices, type ManageInvoiceRow } from '@valik/db/queries/manage';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { creditNoteJson, invoiceJson } from '../../../invoices/invoice-documents.ts';
import { recordCreditNoteRefund } from '../../../invoices/credit-note-refund.ts';
import { listRoutes, recordId } from '../list-routes.ts';
import { creditNoteRefundBody, invoiceListFilter, invoiceSort } from './invoices.schemas.ts';

const NOT_FOUND = { message: 'The invoice could not be found' } as const;

export function manageInvoiceJson(r: ManageInvoiceRow) {
  const base = invoiceJson(r, { creditNotes: r.creditNotes });
  return {
    ...base,
    buyer_name: r.buyerName,
    credit_notes: r.creditNotes.map((n) => ({ ...creditNoteJson(n, r.invoiceId), by_transfer: n.checkoutId === null && n.reason !== 'DUPLICATE_PASS' })),
  };
}

export const manageInvoiceRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'invoices',
      filter: invoiceListFilter,
      sort: invoiceSort,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      query: listManageInvoices,
      toJson: manageInvoiceJson,
      csvColumns: ['id', 'number', 'kind', 'buyer_name', 'status', 'amount', 'credited', 'issued_at', 'paid_at'],
    }),
  )
  .get('/:id', async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const page = await listManageInvoices(c.get('deps').db, { filter: { ids: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    const row = page.rows[0];
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(manageInvoiceJson(row));
  });

export const manageCreditNoteRoutes = new Hono<AppEnv>().post('/:id/refund', validate('json', creditNoteRefundBody), async (c) => {
  const id = recordId(c.req.param('id'), { message: 'The credit note could not be found' });
  const deps = c.get('deps');
  const note = await recordCreditNoteRefund(deps, { creditNoteId: id, state: c.req.valid('json').state, actorUserId: c.get('user')?.id ?? null });
  return c.json({ id: note.id, refund_state: note.refundState });
});
