// Lines on a school's monthly invoice (ADR 008): a school-paid registration is put on the open invoice of
// the Tallinn calendar month it is made in, and taken off the invoice it is on when it leaves the school
// (payer change to the student, cancellation). What a line costs and the status a total gives are the
// domain's (invoices.ts). Callers hold the school's row lock (lockSchoolForUpdate), so two registrations
// of one school never write the same invoice's lines at once.
import type { Db } from '@valik/db/client';
import type { Invoice, School } from '@valik/db/schema';
import { findOrCreatePeriodSchoolInvoice, getInvoice, getMailRecipient, invoiceLines, saveInvoiceLines, type SchoolInvoiceLineRow } from '@valik/db/queries';
import { describeInvoiceLines } from './invoice-documents.ts';
import { issueCreditNote } from './credit-notes.ts';
import { invoiceReferenceNumber, invoiceStatusForTotal, invoiceYear, schoolInvoiceLineAmount, schoolInvoicePeriod, type SchoolFunding } from '@valik/domain';

export interface SchoolInvoiceLineInput {
  school: Pick<School, 'id' | 'seatPrice'>;
  participantId: number;
  userId: number;
  cohort: { id: number; name: string; courseName: string };
  fundedBy: SchoolFunding | null;
  /** the price of an unfunded seat when the school has no seat price of its own */
  listPriceCents: number;
  now: Date;
}

const total = (lines: readonly SchoolInvoiceLineRow[]) => lines.reduce((sum, l) => sum + l.amount, 0);

export async function putOnSchoolInvoice(tx: Db, input: SchoolInvoiceLineInput): Promise<Invoice> {
  const period = schoolInvoicePeriod(input.now);
  const invoice = await findOrCreatePeriodSchoolInvoice(tx, {
    schoolId: input.school.id,
    period: period.key,
    dueDate: period.dueDate,
    year: invoiceYear(input.now),
    now: input.now,
    referenceNumberOf: invoiceReferenceNumber,
  });
  const student = await getMailRecipient(tx, { userId: input.userId });
  const line: SchoolInvoiceLineRow = {
    participant_id: input.participantId,
    student: String(input.userId),
    student_name: student ? `${student.firstName} ${student.lastName}`.trim() : '',
    cohort_id: input.cohort.id,
    cohort_name: input.cohort.name,
    course_name: input.cohort.courseName,
    registered_at: input.now.toISOString(),
    amount: schoolInvoiceLineAmount(input.fundedBy, input.school.seatPrice ?? input.listPriceCents),
    funded_by: input.fundedBy,
  };
  const lines = [...invoiceLines(invoice).filter((l) => l.participant_id !== input.participantId), line];
  const amount = total(lines);
  const status = invoiceStatusForTotal(invoice.status, invoice.amount, amount);
  await saveInvoiceLines(tx, { invoice, lines, amount, status, now: input.now });
  return { ...invoice, amount, status, metadata: { ...invoice.metadata, lines } };
}

/** Takes a registration's line off a school invoice; returns the line (what funded it), or null. */
export async function takeOffSchoolInvoice(tx: Db, params: { invoiceId: number; participantId: number; now: Date }): Promise<SchoolInvoiceLineRow | null> {
  const invoice = await getInvoice(tx, { id: params.invoiceId });
  if (!invoice) return null;
  const all = invoiceLines(invoice);
  const removed = all.find((l) => l.participant_id === params.participantId) ?? null;
  if (!removed) return null;
  const lines = all.filter((l) => l.participant_id !== params.participantId);
  const amount = total(lines);
  await saveInvoiceLines(tx, { invoice, lines, amount, status: invoiceStatusForTotal(invoice.status, invoice.amount, amount), now: params.now });
  // a line the school has already paid money for goes back by bank transfer: its credit note (issue 28 item 3)
  if (invoice.status === 'PAID' && removed.amount > 0) {
    const [line] = describeInvoiceLines({ ...invoice, metadata: { ...invoice.metadata, lines: [removed] } });
    if (line) await issueCreditNote(tx, { invoice, reason: 'LINE_REMOVED', lines: [{ ...line, participant_id: removed.participant_id }], refundState: 'REQUESTED', now: params.now });
  }
  return removed;
}
