// Invoices as the student, the school representative and the PDF read them, the school's monthly
// invoice, the school credit ledger's refund guard and the SCHOOL_CREDITS_LOW e-mail outbox (issue 7
// items 6 and 7). Rules (what a line costs, the status a total gives) are the api's domain; these only
// read and write rows. Line edits of a school invoice run under the school's row lock (lockSchoolForUpdate).
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, cohorts, courses, invoices, schoolCreditLogs, schoolReps, schools, users } from '../schema/index.ts';
import type { Invoice } from '../schema/index.ts';
import { insertInvoice, lockInvoiceNumbering, nextInvoiceNumber } from './registrations.ts';

/** A line of a school's monthly invoice (invoices.metadata.lines). */
export interface SchoolInvoiceLineRow {
  participant_id: number;
  /** the student's user id, as text (older lines) */
  student: string;
  student_name?: string;
  cohort_id?: number;
  cohort_name?: string;
  course_name?: string;
  registered_at?: string;
  /** integer cents: 0 when paid with a credit or a prepaid seat */
  amount: number;
  funded_by: 'CREDIT' | 'PREPAID_SEAT' | null;
}

/**
 * An invoice number's reference computed by the database, for the seed, which cannot import the domain:
 * the same digits and 7-3-1 check digit as @valik/domain invoiceReferenceNumber (the migration that added
 * the column filled older invoices the same way; api/tests/billing/reference-numbers.test.ts keeps the two
 * equal).
 */
export function invoiceReferenceSql(invoiceNumber: string) {
  const base = sql`right(ltrim(regexp_replace(${invoiceNumber}::text, '[^0-9]', '', 'g'), '0'), 19)`;
  return sql<string>`(${base} || ((10 - (SELECT sum(substr(reverse(${base}), k, 1)::int * (ARRAY[7, 3, 1])[((k - 1) % 3) + 1]) FROM generate_series(1, length(${base})) AS k) % 10) % 10)::text)`;
}

/** The database's reference of an invoice number (invoiceReferenceSql), read back: kept equal to the domain's by a test. */
export async function databaseInvoiceReference(db: Db, params: { invoiceNumber: string }): Promise<string | null> {
  const [row] = await db.select({ ref: invoiceReferenceSql(params.invoiceNumber) }).from(sql`(SELECT 1) AS one`);
  return row?.ref ?? null;
}

export function invoiceLines(invoice: Pick<Invoice, 'metadata'>): SchoolInvoiceLineRow[] {
  const lines = invoice.metadata.lines;
  return Array.isArray(lines) ? (lines as SchoolInvoiceLineRow[]) : [];
}

/**
 * The school's open invoice of a billing period (metadata.period 'YYYY-MM'), created when missing: not
 * canceled, and either unpaid or with nothing to pay (an invoice the school has paid money for is closed;
 * a later line of the same month goes on a new one). Call with the school row locked.
 */
export async function findOrCreatePeriodSchoolInvoice(
  tx: Db,
  params: {
    schoolId: number;
    period: string;
    dueDate: Date;
    year: number;
    now: Date;
    /** the reference number of a new invoice's number (@valik/domain invoiceReferenceNumber) */
    referenceNumberOf: (invoiceNumber: string) => string;
  },
): Promise<Invoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.schoolId, params.schoolId),
        sql`${invoices.metadata}->>'kind' = 'SCHOOL'`,
        sql`${invoices.metadata}->>'period' = ${params.period}`,
        ne(invoices.status, 'CANCELED'),
        or(eq(invoices.status, 'UNPAID'), eq(invoices.amount, 0)),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  if (existing) return existing;
  await lockInvoiceNumbering(tx);
  const invoiceId = await nextInvoiceNumber(tx, { year: params.year });
  return insertInvoice(tx, {
    invoiceId,
    referenceNumber: params.referenceNumberOf(invoiceId),
    schoolId: params.schoolId,
    status: 'PAID', // nothing to pay yet: lines paid with credits or prepaid seats cost 0
    amount: 0,
    dueDate: params.dueDate,
    paidAt: params.now,
    metadata: { kind: 'SCHOOL', period: params.period, lines: [] },
  });
}

/** Replaces the invoice's lines, total and status in one write. */
export async function saveInvoiceLines(
  tx: Db,
  params: { invoice: Invoice; lines: SchoolInvoiceLineRow[]; amount: number; status: Invoice['status']; now: Date },
): Promise<void> {
  const becamePaid = params.status === 'PAID' && params.invoice.status !== 'PAID';
  await tx
    .update(invoices)
    .set({
      metadata: { ...params.invoice.metadata, lines: params.lines },
      amount: params.amount,
      status: params.status,
      ...(becamePaid ? { paidAt: params.now } : {}),
      ...(params.status === 'UNPAID' ? { paidAt: null } : {}),
    })
    .where(eq(invoices.id, params.invoice.id));
}

export interface InvoiceParty {
  invoice: Invoice;
  userName: string | null;
  userEmail: string | null;
  schoolName: string | null;
  /** the school's registry code, postal address and e-invoice channel (a school invoice's buyer) */
  school: { registryCode: string | null; streetAddress: string | null; city: string | null; postalCode: string | null; country: string; einvoiceAddress: string | null } | null;
}

/** One invoice with the name of whom it is addressed to (student or school). */
export async function getInvoiceWithParty(db: Db, params: { id: number }): Promise<InvoiceParty | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      firstName: users.firstName,
      lastName: users.lastName,
      userEmail: users.email,
      schoolName: schools.name,
      registryCode: schools.registryCode,
      streetAddress: schools.streetAddress,
      city: schools.city,
      postalCode: schools.postalCode,
      country: schools.country,
      einvoiceAddress: schools.einvoiceAddress,
    })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.userId))
    .leftJoin(schools, eq(schools.id, invoices.schoolId))
    .where(eq(invoices.id, params.id));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  const school =
    row.country === null
      ? null
      : { registryCode: row.registryCode, streetAddress: row.streetAddress, city: row.city, postalCode: row.postalCode, country: row.country, einvoiceAddress: row.einvoiceAddress };
  return { invoice: row.invoice, userName: name || null, userEmail: row.userEmail, schoolName: row.schoolName, school };
}

/** The cohorts invoice lines name, with their course and dates (a line's course, group and period). */
export async function listInvoiceLineCohorts(db: Db, params: { cohortIds: number[] }) {
  if (params.cohortIds.length === 0) return [];
  return db
    .select({ id: cohorts.id, name: cohorts.name, courseName: courses.name, startDate: cohorts.startDate, endDate: cohorts.endDate })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(inArray(cohorts.id, [...new Set(params.cohortIds)]));
}

/** The invoice carrying a reference number, if any (a bank payment matched by its reference). */
export async function findInvoicesByReference(db: Db, params: { referenceNumbers: string[] }): Promise<Invoice[]> {
  if (params.referenceNumbers.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.referenceNumber, [...new Set(params.referenceNumbers)]));
}

/**
 * Marks an UNPAID invoice PAID by a bank transfer matched by its reference (metadata.payment, as a card
 * or bank-link payment records it); false when it was not UNPAID any more.
 */
export async function markInvoicePaidByTransfer(tx: Db, params: { id: number; paidAt: Date; payment: Record<string, unknown> }): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ status: 'PAID', paidAt: params.paidAt, metadata: sql`${invoices.metadata} || ${JSON.stringify({ payment: params.payment })}::jsonb` })
    .where(and(eq(invoices.id, params.id), eq(invoices.status, 'UNPAID')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** A student's personal invoices, newest first (their billing history). */
/** The PAID invoices of a pass's payments (metadata.kind PASS of this subscriptions.id), oldest first. */
export async function listPaidPassInvoices(db: Db, params: { subscriptionRowId: number }): Promise<Invoice[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'PAID'), sql`${invoices.metadata}->>'kind' = 'PASS'`, sql`${invoices.metadata}->>'pass_subscription_id' = ${String(params.subscriptionRowId)}`))
    .orderBy(asc(invoices.id));
}

export async function listUserInvoices(db: Db, params: { userId: number }): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.userId, params.userId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** A school's invoices, newest first. */
export async function listSchoolInvoices(db: Db, params: { schoolId: number }): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.schoolId, params.schoolId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** The course and cohort names of the registrations an invoice is linked to (for older invoices' lines). */
export async function listInvoiceParticipants(db: Db, params: { invoiceId: number }) {
  return db
    .select({ id: cohortParticipants.id, userId: cohortParticipants.userId, cohortId: cohortParticipants.cohortId })
    .from(cohortParticipants)
    .where(eq(cohortParticipants.invoiceId, params.invoiceId));
}

/**
 * How many credits a registration has taken (DEDUCT) and given back (REFUND): a refund is due only while
 * deductions outnumber refunds, so a credit is never given back twice for one registration.
 */
export async function creditEventsOfRegistration(tx: Db, params: { schoolId: number; participantId: number }) {
  const [row] = await tx
    .select({
      deducted: sql<number>`count(*) filter (where ${schoolCreditLogs.type} = 'DEDUCT')`.mapWith(Number),
      refunded: sql<number>`count(*) filter (where ${schoolCreditLogs.type} = 'REFUND')`.mapWith(Number),
    })
    .from(schoolCreditLogs)
    .where(and(eq(schoolCreditLogs.schoolId, params.schoolId), sql`${schoolCreditLogs.metadata}->>'participant_id' = ${String(params.participantId)}`));
  return { deducted: row?.deducted ?? 0, refunded: row?.refunded ?? 0 };
}

/** The representatives of a school with their e-mail facts. */
export async function listSchoolRepRecipients(db: Db, params: { schoolId: number }) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language, schoolName: schools.name })
    .from(schoolReps)
    .innerJoin(users, eq(users.id, schoolReps.userId))
    .innerJoin(schools, eq(schools.id, schoolReps.schoolId))
    .where(and(eq(schoolReps.schoolId, params.schoolId), isNull(users.deletedAt)));
}

export async function getSchool(db: Db, params: { id: number }) {
  const [row] = await db.select().from(schools).where(eq(schools.id, params.id));
  return row ?? null;
}

export async function updateSchoolConditions(
  db: Db,
  params: { schoolId: number; paymentConditionText: string | null; paymentLimitations: (typeof schools.$inferSelect)['paymentLimitations'] },
): Promise<void> {
  await db
    .update(schools)
    .set({ paymentConditionText: params.paymentConditionText, paymentLimitations: params.paymentLimitations })
    .where(eq(schools.id, params.schoolId));
}

/** Every course's id and name, by name (what a school's course limitation can name). */
export async function listCourseNames(db: Db) {
  return db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name), asc(courses.id));
}

/** Records how an invoice's e-invoice was delivered (metadata.einvoice). */
export async function recordEinvoiceDelivery(db: Db, params: { id: number; delivery: { channel: 'PEPPOL' | 'EMAIL'; delivered_at: string; reference: string } }): Promise<void> {
  await db
    .update(invoices)
    .set({ metadata: sql`${invoices.metadata} || ${JSON.stringify({ einvoice: params.delivery })}::jsonb` })
    .where(eq(invoices.id, params.id));
}

/**
 * School invoices of billing months before `beforePeriod` ('YYYY-MM') that have lines and were not issued
 * yet (metadata.issued_at): the month is over, so the invoice is complete and goes to the school.
 */
export async function listSchoolInvoicesToIssue(db: Db, params: { beforePeriod: string; limit?: number }): Promise<Invoice[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        sql`${invoices.metadata}->>'kind' = 'SCHOOL'`,
        sql`${invoices.metadata}->>'period' < ${params.beforePeriod}`,
        sql`NOT (${invoices.metadata} ? 'issued_at')`,
        sql`jsonb_array_length(coalesce(${invoices.metadata}->'lines', '[]'::jsonb)) > 0`,
        ne(invoices.status, 'CANCELED'),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(params.limit ?? 100);
}

/** Marks a school invoice issued once; false when another run did it first. */
export async function markSchoolInvoiceIssued(tx: Db, params: { id: number; at: Date }): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ metadata: sql`${invoices.metadata} || ${JSON.stringify({ issued_at: params.at.toISOString() })}::jsonb` })
    .where(and(eq(invoices.id, params.id), sql`NOT (${invoices.metadata} ? 'issued_at')`))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
