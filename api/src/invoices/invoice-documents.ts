// Invoices for the people allowed to see them: the student's own (billing history), a school's for its
// representatives, any for an admin. The PDF and the e-invoice (UBL) are made on request from the stored
// invoice, so a download always shows its current status (paid, canceled).
//
// What a line says (issue 28 item 4): the course, its group (cohort) and the group's period, the student a
// school pays for, the quantity and the unit price with VAT. The group's name and dates are read from the
// cohort when the document is made, so lines written before they were stored read the same.
import type { Db } from '@valik/db/client';
import type { CreditNote, Invoice } from '@valik/db/schema';
import { getCreditNote, getInvoiceWithParty, invoiceLines, isRepOfSchool, listCreditNotesOfInvoices, listInvoiceLineCohorts, type InvoiceParty } from '@valik/db/queries';
import type { CreditNoteDto, InvoiceBuyerDto, InvoiceDeliveryDto, InvoiceDto, InvoiceLineDto, Lang, SessionUser } from '@valik/domain/contracts';
import { PASS_LENGTH_DAYS, VAT_RATE_PERCENT, formatDate, schoolInvoicePeriod, vatIncluded } from '@valik/domain';
import type { Env } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { renderInvoicePdf, type InvoiceSeller } from '../documents/invoice-pdf.ts';
import { renderCreditNoteUbl, renderInvoiceUbl, type UblParty } from '../documents/invoice-ubl.ts';
import { translate, translateCount } from '@valik/domain/i18n';

export const INVOICE_NOT_FOUND = 'The invoice could not be found';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const cohortIdOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

export interface LineCohort {
  id: number;
  name: string;
  courseName: string;
  startDate: Date;
  endDate: Date;
}

/** The cohorts an invoice's lines name (school lines carry theirs, a personal invoice its metadata's). */
function lineCohortIds(invoice: Pick<Invoice, 'metadata'>): number[] {
  const ids = invoiceLines(invoice).map((l) => cohortIdOf((l as unknown as Record<string, unknown>).cohort_id));
  ids.push(cohortIdOf(invoice.metadata.cohort_id));
  return ids.filter((id): id is number => id !== null);
}

/** The cohorts the lines of these invoices name, read once for all of them. */
export async function cohortsOfInvoices(db: Db, rows: readonly Pick<Invoice, 'metadata'>[]): Promise<Map<number, LineCohort>> {
  const found = await listInvoiceLineCohorts(db, { cohortIds: rows.flatMap(lineCohortIds) });
  return new Map(found.map((c) => [c.id, c]));
}

/** The lines of either kind of invoice as people read them. */
/** A pass payment's line (issue 28 item 1): which pass, that it renews, and the period paid for. */
function passLine(l: Record<string, unknown>, lang: Lang): InvoiceLineDto {
  const type = l.pass_type === 'MULTI_PASS' ? 'MULTI_PASS' : 'SINGLE_PASS';
  const days = PASS_LENGTH_DAYS[type];
  const name = translate(lang, type === 'MULTI_PASS' ? 'Multi pass' : 'Single pass');
  const from = text(l.period_start);
  const to = text(l.period_end);
  const amount = Number(l.amount ?? 0);
  return {
    description: `${name} (${translateCount(lang, days, 'renews every {n} day|renews every {n} days')})`,
    detail: from && to ? translate(lang, 'Period {period}', { period: `${formatDate(from)}–${formatDate(to)}` }) : null,
    cohort: null,
    period_start: from,
    period_end: to,
    student: null,
    quantity: 1,
    unit_price: amount,
    amount,
  };
}

export function describeInvoiceLines(invoice: Pick<Invoice, 'metadata' | 'schoolId' | 'amount'>, cohorts: ReadonlyMap<number, LineCohort> = new Map(), lang: Lang = 'et'): InvoiceLineDto[] {
  const meta = invoice.metadata;
  const raw = invoiceLines(invoice) as unknown as Record<string, unknown>[];
  if (meta.kind === 'PASS') return raw.map((l) => passLine(l, lang));
  return raw.map((l) => {
    const cohort = cohorts.get(cohortIdOf(l.cohort_id) ?? cohortIdOf(meta.cohort_id) ?? -1) ?? null;
    // older (per-cohort) school invoices keep the cohort on the invoice and the student's name in `student`
    const student = invoice.schoolId ? (text(l.student_name) ?? (text(l.student) && !/^\d+$/.test(String(l.student)) ? text(l.student) : null)) : null;
    const course = text(l.course_name) ?? cohort?.courseName ?? null;
    const group = text(l.cohort_name) ?? cohort?.name ?? text(meta.cohort_name);
    const quantity = typeof l.quantity === 'number' && l.quantity > 0 ? l.quantity : 1;
    const amount = Number(l.amount ?? 0);
    const unitPrice = typeof l.unit_price === 'number' ? l.unit_price : Math.round(amount / quantity);
    const period = cohort ? `${formatDate(cohort.startDate)}–${formatDate(cohort.endDate)}` : null;
    const at = text(l.registered_at);
    return {
      description: course ?? group ?? text(l.course_slug) ?? text(meta.course_slug) ?? '',
      detail: [course ? group : null, period, student, invoice.schoolId && at ? formatDate(at) : null].filter(Boolean).join(' · ') || null,
      cohort: course ? group : null,
      period_start: cohort?.startDate.toISOString() ?? null,
      period_end: cohort?.endDate.toISOString() ?? null,
      student,
      quantity,
      unit_price: unitPrice,
      amount,
    };
  });
}

/** A school's postal address on one line: street, postal code and city. */
export function schoolAddressLine(school: InvoiceParty['school']): string | null {
  if (!school) return null;
  const place = [school.postalCode, school.city].filter(Boolean).join(' ');
  return [school.streetAddress, place].filter(Boolean).join(', ') || null;
}

/** The school's delivery of this invoice or credit note as an e-invoice, when made (metadata.einvoice). */
function deliveryOf(document: { metadata: Record<string, unknown> }): InvoiceDeliveryDto | null {
  const d = document.metadata.einvoice as Record<string, unknown> | undefined;
  if (!d || (d.channel !== 'PEPPOL' && d.channel !== 'EMAIL') || typeof d.delivered_at !== 'string') return null;
  return { channel: d.channel, delivered_at: d.delivered_at, reference: typeof d.reference === 'string' ? d.reference : '' };
}

export const CREDIT_NOTE_NOT_FOUND = 'The credit note could not be found';

export function creditNoteJson(note: CreditNote, invoiceNumber: string): CreditNoteDto {
  return {
    id: note.id,
    number: note.number,
    invoice_id: note.invoiceId,
    invoice_number: invoiceNumber,
    amount: note.amount,
    vat: vatIncluded(note.amount).vat,
    issued_at: note.createdAt.toISOString(),
    reason: note.reason,
    refund_state: note.refundState,
    refund_sent_at: note.refundSentAt?.toISOString() ?? null,
    refund_arrived_at: note.refundArrivedAt?.toISOString() ?? null,
    lines: note.lines.map((l) => ({ description: l.description, detail: l.detail, cohort: null, period_start: null, period_end: null, student: null, quantity: l.quantity, unit_price: l.unit_amount, amount: l.amount })),
    pdf_url: `/api/v1/credit-notes/${note.id}/pdf`,
    ubl_url: `/api/v1/credit-notes/${note.id}/ubl`,
    einvoice: deliveryOf(note),
  };
}

export function invoiceJson(
  invoice: Invoice,
  extra: { cohorts?: ReadonlyMap<number, LineCohort>; buyer?: InvoiceBuyerDto; creditNotes?: CreditNote[]; lang?: Lang } = {},
): InvoiceDto {
  const creditNotes = extra.creditNotes ?? [];
  const vat = vatIncluded(invoice.amount);
  return {
    id: invoice.id,
    number: invoice.invoiceId,
    reference_number: invoice.referenceNumber,
    buyer: extra.buyer ?? { name: '', registry_code: null, address: null },
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
    lines: describeInvoiceLines(invoice, extra.cohorts, extra.lang),
    pdf_url: `/api/v1/invoices/${invoice.id}/pdf`,
    credit_notes: creditNotes.map((n) => creditNoteJson(n, invoice.invoiceId)),
    credited: creditNotes.reduce((sum, n) => sum + n.amount, 0),
    ubl_url: `/api/v1/invoices/${invoice.id}/ubl`,
    einvoice: deliveryOf(invoice),
  };
}

/** Invoices as the lists show them, their lines' groups and periods read in one query. */
/** Invoices as JSON with their credit notes (one query each for the cohorts and the credit notes). */
export async function invoicesJson(db: Db, rows: readonly Invoice[], buyer?: InvoiceBuyerDto, lang: Lang = 'et'): Promise<InvoiceDto[]> {
  const cohorts = await cohortsOfInvoices(db, rows);
  const notes = await listCreditNotesOfInvoices(db, { invoiceIds: rows.map((r) => r.id) });
  return rows.map((row) => invoiceJson(row, { cohorts, lang, creditNotes: notes.filter((n) => n.invoiceId === row.id), ...(buyer ? { buyer } : {}) }));
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

export function invoiceSeller(env: Env): InvoiceSeller {
  return {
    name: env.INVOICE_COMPANY_NAME,
    registryCode: env.INVOICE_REGISTRY_CODE,
    vatNumber: env.INVOICE_VAT_NUMBER,
    address: env.INVOICE_ADDRESS,
    iban: env.INVOICE_IBAN,
  };
}

/** The buyer as the documents name them: the school with its registry code and address, or the student. */
export function invoiceBuyer(party: InvoiceParty): InvoiceBuyerDto & { email: string | null; country: string } {
  if (party.invoice.schoolId) {
    return { name: party.schoolName ?? '', registry_code: party.school?.registryCode ?? null, address: schoolAddressLine(party.school), email: null, country: party.school?.country ?? 'EE' };
  }
  const email = party.userEmail && !party.userEmail.endsWith('.invalid') ? party.userEmail : null;
  return { name: party.userName ?? '', registry_code: null, address: null, email, country: 'EE' };
}

/** Everything an invoice's documents (PDF, UBL) say, read once. */
export async function invoiceContent(db: Db, env: Env, party: InvoiceParty, lang: Lang = 'et') {
  const cohorts = await cohortsOfInvoices(db, [party.invoice]);
  return {
    cohorts,
    invoice: party.invoice,
    seller: invoiceSeller(env),
    buyer: invoiceBuyer(party),
    lines: describeInvoiceLines(party.invoice, cohorts, lang),
    school: party.school,
  };
}
export type InvoiceContent = Awaited<ReturnType<typeof invoiceContent>>;

/** One invoice as its reader's JSON, with the buyer. */
export async function invoiceDetailJson(db: Db, env: Env, party: InvoiceParty): Promise<InvoiceDto> {
  const { cohorts, buyer } = await invoiceContent(db, env, party);
  return invoiceJson(party.invoice, { cohorts, buyer: { name: buyer.name, registry_code: buyer.registry_code, address: buyer.address } });
}

/** 'Narva mnt 5, 10117 Tallinn, Eesti' → street, postal code and city (INVOICE_ADDRESS is one line). */
export function splitAddress(address: string): { streetAddress: string; postalCode: string | null; city: string | null } {
  const [street = address, place = ''] = address.split(',').map((p) => p.trim());
  const m = /^(\d{4,6})\s+(.+)$/.exec(place);
  return { streetAddress: street, postalCode: m?.[1] ?? null, city: m?.[2] ?? (place || null) };
}

/** The billing month of a school invoice ('2026-09') as its first and last instant in Tallinn. */
function periodOf(invoice: Invoice): { start: Date; end: Date } | null {
  const key = invoice.metadata.period;
  if (typeof key !== 'string' || !/^\d{4}-\d{2}$/.test(key)) return null;
  const { start, end } = schoolInvoicePeriod(new Date(`${key}-15T12:00:00Z`));
  return { start, end };
}

/** The seller and buyer of an invoice's e-invoice documents. */
function ublParties(env: Env, party: InvoiceParty): { seller: UblParty & { iban: string }; buyer: UblParty } {
  const seller = invoiceSeller(env);
  const buyer = invoiceBuyer(party);
  const { school } = party;
  return {
    seller: { name: seller.name, registryCode: seller.registryCode, vatNumber: seller.vatNumber, ...splitAddress(seller.address), country: 'EE', iban: seller.iban },
    buyer: {
      name: buyer.name || '—',
      registryCode: buyer.registry_code,
      streetAddress: school?.streetAddress ?? null,
      city: school?.city ?? null,
      postalCode: school?.postalCode ?? null,
      country: buyer.country,
      einvoiceAddress: school?.einvoiceAddress ?? null,
      email: buyer.email,
    },
  };
}

/** The invoice as an EN 16931 UBL 2.1 e-invoice (PEPPOL BIS Billing 3.0). */
export async function invoiceUbl(db: Db, env: Env, party: InvoiceParty): Promise<string> {
  const { invoice, lines } = await invoiceContent(db, env, party);
  return renderInvoiceUbl({
    number: invoice.invoiceId,
    issuedAt: invoice.createdAt,
    dueDate: invoice.dueDate,
    referenceNumber: invoice.referenceNumber,
    total: invoice.amount,
    paid: invoice.status === 'PAID',
    period: periodOf(invoice),
    note: invoice.status === 'CANCELED' ? 'Canceled: nothing is due.' : null,
    ...ublParties(env, party),
    lines: lines.map((l) => ({
      name: l.description,
      description: l.detail,
      quantity: l.quantity,
      amount: l.amount,
      periodStart: l.period_start ? new Date(l.period_start) : null,
      periodEnd: l.period_end ? new Date(l.period_end) : null,
    })),
  });
}

export async function invoiceUblFor(db: Db, env: Env, params: { invoiceId: number; user: SessionUser }) {
  const party = await invoiceForUser(db, params);
  return { xml: await invoiceUbl(db, env, party), number: party.invoice.invoiceId };
}

export async function invoicePdf(db: Db, env: Env, params: { invoiceId: number; user: SessionUser; lang: Lang }) {
  const party = await invoiceForUser(db, params);
  const { invoice, seller, buyer, lines } = await invoiceContent(db, env, party, params.lang);
  const t = (key: string, vars?: Record<string, string | number>) => translate(params.lang, key, vars);
  const buyerLines = invoice.schoolId
    ? [
        ...(buyer.registry_code ? [t('Registry code {code}', { code: buyer.registry_code })] : []),
        ...(buyer.address ? [buyer.address] : []),
        ...(typeof invoice.metadata.period === 'string' ? [t('Period {period}', { period: invoice.metadata.period })] : []),
      ]
    : buyer.email
      ? [buyer.email]
      : [];
  const pdf = await renderInvoicePdf({
    number: invoice.invoiceId,
    referenceNumber: invoice.referenceNumber,
    status: invoice.status,
    issuedAt: invoice.createdAt,
    dueDate: invoice.dueDate,
    paidAt: invoice.paidAt,
    seller,
    buyer: { name: buyer.name, lines: buyerLines },
    lines,
    total: invoice.amount,
    lang: params.lang,
  });
  return { pdf, number: invoice.invoiceId };
}

/** The credit note if this user may see the invoice it credits (the same rule, the same "not found"). */
export async function creditNoteForUser(db: Db, params: { creditNoteId: number; user: SessionUser }) {
  const note = await getCreditNote(db, { id: params.creditNoteId });
  if (!note) throw new ApiError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
  try {
    return { note, party: await invoiceForUser(db, { invoiceId: note.invoiceId, user: params.user }) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') throw new ApiError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
    throw error;
  }
}

/** A credit note as a PDF (issue 28 item 3): the invoice's layout, its own number, the invoice it credits, negative lines. */
export async function creditNotePdf(db: Db, env: Env, params: { creditNoteId: number; user: SessionUser; lang: Lang }) {
  const { note, party } = await creditNoteForUser(db, params);
  const buyer = invoiceBuyer(party);
  const t = (key: string, vars?: Record<string, string | number>) => translate(params.lang, key, vars);
  const buyerLines = party.invoice.schoolId
    ? [...(buyer.registry_code ? [t('Registry code {code}', { code: buyer.registry_code })] : []), ...(buyer.address ? [buyer.address] : [])]
    : buyer.email
      ? [buyer.email]
      : [];
  const pdf = await renderInvoicePdf({
    number: note.number,
    referenceNumber: party.invoice.referenceNumber,
    status: party.invoice.status,
    issuedAt: note.createdAt,
    dueDate: null,
    paidAt: null,
    seller: invoiceSeller(env),
    buyer: { name: buyer.name, lines: buyerLines },
    lines: note.lines.map((l) => ({ description: l.description, detail: l.detail, quantity: l.quantity, unit_price: l.unit_amount, amount: l.amount })),
    total: -note.amount,
    lang: params.lang,
    creditNote: { creditsInvoice: { number: party.invoice.invoiceId, issuedAt: party.invoice.createdAt }, refundState: note.refundState },
  });
  return { pdf, number: note.number };
}

const CREDIT_REASON_NOTE: Record<string, string> = {
  CANCELED: 'Registration canceled: the payment is refunded.',
  AT_PROVIDER: 'Refunded by the payment provider.',
  LINE_REMOVED: 'Registration taken off the invoice: the amount paid is refunded.',
  DUPLICATE_PASS: 'A second pass bought at the same time: ended and refunded.',
};

/**
 * A credit note as an EN 16931 UBL 2.1 CreditNote (PEPPOL BIS Billing 3.0, type 381): the lines and amount
 * as stored on the credit note (positive in the document: what the buyer is credited), the invoice it takes
 * back as its billing reference, the parties of that invoice.
 */
export function creditNoteUbl(env: Env, note: CreditNote, party: InvoiceParty): string {
  return renderCreditNoteUbl({
    number: note.number,
    issuedAt: note.createdAt,
    invoice: { number: party.invoice.invoiceId, issuedAt: party.invoice.createdAt, referenceNumber: party.invoice.referenceNumber },
    total: note.amount,
    note: CREDIT_REASON_NOTE[note.reason] ?? null,
    ...ublParties(env, party),
    lines: note.lines.map((l) => ({ name: l.description, description: l.detail, quantity: l.quantity, amount: -l.amount })),
  });
}

export async function creditNoteUblFor(db: Db, env: Env, params: { creditNoteId: number; user: SessionUser }) {
  const { note, party } = await creditNoteForUser(db, params);
  return { xml: creditNoteUbl(env, note, party), number: note.number };
}
