// Invoices for the people allowed to see them: the student's own (billing history), a school's for its
// representatives, any for an admin. The PDF is rendered on request from the stored invoice, so a
// download always shows its current status (paid, canceled).
import type { Db } from '@valik/db/client';
import type { Invoice } from '@valik/db/schema';
import { getInvoiceWithParty, invoiceLines, isRepOfSchool } from '@valik/db/queries';
import type { InvoiceDto, InvoiceLineDto, Lang, SessionUser } from '../contracts/index.ts';
import { VAT_RATE_PERCENT, formatDate, vatIncluded } from '../domain/index.ts';
import type { Env } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { renderInvoicePdf } from '../documents/invoice-pdf.ts';
import { translate } from '../i18n/index.ts';

export const INVOICE_NOT_FOUND = 'The invoice could not be found';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The lines of either kind of invoice as people read them. */
export function describeInvoiceLines(invoice: Pick<Invoice, 'metadata' | 'schoolId' | 'amount'>): InvoiceLineDto[] {
  const meta = invoice.metadata;
  const raw = invoiceLines(invoice) as unknown as Record<string, unknown>[];
  if (!invoice.schoolId) {
    return raw.map((l) => ({
      description: text(l.course_name) ?? text(l.cohort_name) ?? text(l.course_slug) ?? '',
      detail: text(l.course_name) ? text(l.cohort_name) : null,
      amount: Number(l.amount ?? 0),
    }));
  }
  return raw.map((l) => {
    // older (per-cohort) school invoices keep the cohort on the invoice and the student's name in `student`
    const student = text(l.student_name) ?? (text(l.student) && !/^\d+$/.test(String(l.student)) ? text(l.student) : null);
    const cohort = text(l.cohort_name) ?? text(meta.cohort_name);
    const at = text(l.registered_at);
    return {
      description: text(l.course_name) ?? cohort ?? text(meta.course_slug) ?? '',
      detail: [student, text(l.course_name) ? cohort : null, at ? formatDate(at) : null].filter(Boolean).join(' · ') || null,
      amount: Number(l.amount ?? 0),
    };
  });
}

export function invoiceJson(invoice: Invoice): InvoiceDto {
  const vat = vatIncluded(invoice.amount);
  return {
    id: invoice.id,
    number: invoice.invoiceId,
    kind: invoice.schoolId ? 'SCHOOL' : 'PERSONAL',
    status: invoice.status,
    amount: invoice.amount,
    vat: vat.vat,
    vat_rate_percent: VAT_RATE_PERCENT,
    currency: invoice.currency,
    issued_at: invoice.createdAt.toISOString(),
    due_date: invoice.dueDate?.toISOString() ?? null,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    period: typeof invoice.metadata.period === 'string' ? invoice.metadata.period : null,
    lines: describeInvoiceLines(invoice),
    pdf_url: `/api/v1/invoices/${invoice.id}/pdf`,
  };
}

/**
 * The invoice if this user may see it: their own personal invoice, their school's invoice (a school
 * representative of that school), or any (admin). Anything else is "not found", so ids reveal nothing.
 */
export async function invoiceForUser(db: Db, params: { invoiceId: number; user: SessionUser }) {
  const found = await getInvoiceWithParty(db, { id: params.invoiceId });
  if (!found) throw new ApiError('NOT_FOUND', INVOICE_NOT_FOUND);
  const { invoice } = found;
  const { user } = params;
  const allowed =
    user.role === 'ADMIN' ||
    (invoice.userId !== null && invoice.userId === user.id) ||
    (invoice.schoolId !== null && user.role === 'SCHOOL_REP' && (await isRepOfSchool(db, { userId: user.id, schoolId: invoice.schoolId })));
  if (!allowed) throw new ApiError('NOT_FOUND', INVOICE_NOT_FOUND);
  return found;
}

export async function invoicePdf(db: Db, env: Env, params: { invoiceId: number; user: SessionUser; lang: Lang }) {
  const { invoice, userName, userEmail, schoolName } = await invoiceForUser(db, params);
  const buyer = invoice.schoolId
    ? { name: schoolName ?? '', lines: typeof invoice.metadata.period === 'string' ? [translate(params.lang, 'Period {period}', { period: invoice.metadata.period })] : [] }
    : { name: userName ?? '', lines: userEmail && !userEmail.endsWith('.invalid') ? [userEmail] : [] };
  const pdf = await renderInvoicePdf({
    number: invoice.invoiceId,
    status: invoice.status,
    issuedAt: invoice.createdAt,
    dueDate: invoice.dueDate,
    paidAt: invoice.paidAt,
    seller: {
      name: env.INVOICE_COMPANY_NAME,
      registryCode: env.INVOICE_REGISTRY_CODE,
      vatNumber: env.INVOICE_VAT_NUMBER,
      address: env.INVOICE_ADDRESS,
      iban: env.INVOICE_IBAN,
    },
    buyer,
    lines: describeInvoiceLines(invoice),
    total: invoice.amount,
    lang: params.lang,
  });
  return { pdf, number: invoice.invoiceId };
}
