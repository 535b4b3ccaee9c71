// The console's invoices (issue 28 item 3): every invoice with its buyer, and per invoice the credit notes that
// take it back with where their money is. The credit notes are fetched for the page's invoices only.
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { creditNotes, invoices, schools, users } from '../../schema/index.ts';
import type { CreditNote, Invoice } from '../../schema/index.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ManageInvoiceFilter {
  ids?: number[] | undefined;
  status?: Invoice['status'] | undefined;
  kind?: 'PERSONAL' | 'SCHOOL' | undefined;
  /** only invoices with a credit note */
  credited?: boolean | undefined;
  q?: string | undefined;
}
export type ManageInvoiceSortField = 'id' | 'createdAt' | 'amount';
export type ManageInvoiceRow = Invoice & { buyerName: string | null; creditNotes: CreditNote[] };

function whereOf(filter: ManageInvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(invoices.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  if (filter.kind === 'SCHOOL') conditions.push(isNotNull(invoices.schoolId));
  if (filter.kind === 'PERSONAL') conditions.push(isNull(invoices.schoolId));
  if (filter.credited !== undefined) {
    conditions.push(sql`(EXISTS (SELECT 1 FROM ${creditNotes} WHERE ${creditNotes.invoiceId} = ${invoices.id})) = ${filter.credited}`);
  }
  if (filter.q) conditions.push(sql`${invoices.invoiceId} ILIKE ${`%${filter.q}%`}`);
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = { id: invoices.id, createdAt: invoices.createdAt, amount: invoices.amount } as const;

export async function listManageInvoices(db: Db, params: ListParams<ManageInvoiceFilter, ManageInvoiceSortField>): Promise<ListPage<ManageInvoiceRow>> {
  const where = whereOf(params.filter);
  const rows = await db
    .select({ invoice: invoices, firstName: users.firstName, lastName: users.lastName, schoolName: schools.name })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.userId))
    .leftJoin(schools, eq(schools.id, invoices.schoolId))
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, invoices.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const ids = rows.map((r) => r.invoice.id);
  const notes = ids.length ? await db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).orderBy(creditNotes.id) : [];
  return {
    rows: rows.map((r) => ({
      ...r.invoice,
      buyerName: r.schoolName ?? (r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim()),
      creditNotes: notes.filter((n) => n.invoiceId === r.invoice.id),
    })),
    total: total?.n ?? 0,
  };
}
