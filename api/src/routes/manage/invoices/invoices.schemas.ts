import { z } from 'zod';
import type { ManageInvoiceSortField } from '@valik/db/queries/manage';
import { idList, type SortMap } from '../list-query.ts';

export const invoiceListFilter = z
  .object({
    id: idList.optional(),
    status: z.enum(['UNPAID', 'PAID', 'CANCELED']).optional(),
    kind: z.enum(['PERSONAL', 'SCHOOL']).optional(),
    credited: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .transform((f) => ({ ids: f.id, status: f.status, kind: f.kind, credited: f.credited, q: f.q || undefined }));

export const invoiceSort: SortMap<ManageInvoiceSortField> = { id: 'id', issued_at: 'createdAt', amount: 'amount' };

/** An admin records where a refund paid by bank transfer is (a school's): sent, then arrived. */
export const creditNoteRefundBody = z.object({ state: z.enum(['SENT', 'ARRIVED']) });
