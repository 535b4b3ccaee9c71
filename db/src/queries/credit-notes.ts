// Credit notes (issue 28 item 3): numbered KR-<year>-<six digits> without gaps under their own advisory
// lock (one series, apart from the invoices'), read per invoice, per student and per school, and their
// refund state moved only forwards (REQUESTED → SENT → ARRIVED).
import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { creditNotes } from '../schema/index.ts';
import type { CreditNote, CreditNoteRefundState, NewCreditNote } from '../schema/index.ts';

export async function lockCreditNoteNumbering(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('valik:credit-note-number'))`);
}

/** The next credit note number of a year; call lockCreditNoteNumbering first. */
export async function nextCreditNoteNumber(tx: Db, params: { year: number }): Promise<string> {
  const prefix = `KR-${params.year}-`;
  const [row] = await tx
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(like(creditNotes.number, `${prefix}%`))
    .orderBy(desc(creditNotes.number))
    .limit(1);
  const last = row ? Number(row.number.slice(prefix.length)) : 0;
  return `${prefix}${String((Number.isFinite(last) ? last : 0) + 1).padStart(6, '0')}`;
}

export async function insertCreditNote(tx: Db, values: NewCreditNote): Promise<CreditNote> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function getCreditNote(db: Db, params: { id: number }): Promise<CreditNote | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, params.id));
  return row ?? null;
}

export async function findCreditNoteOfCheckout(db: Db, params: { checkoutId: number }): Promise<CreditNote | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.checkoutId, params.checkoutId));
  return row ?? null;
}

/** The credit notes of these invoices, oldest first. */
export async function listCreditNotesOfInvoices(db: Db, params: { invoiceIds: number[] }): Promise<CreditNote[]> {
  if (params.invoiceIds.length === 0) return [];
  return db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, params.invoiceIds)).orderBy(asc(creditNotes.id));
}

export async function listUserCreditNotes(db: Db, params: { userId: number }): Promise<CreditNote[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.userId, params.userId)).orderBy(desc(creditNotes.createdAt), desc(creditNotes.id));
}

const ORDER: Record<CreditNoteRefundState, number> = { NONE: 0, REQUESTED: 1, SENT: 2, ARRIVED: 3 };

/**
 * Moves the refund state of a credit note forwards only (a late "sent" after "arrived" changes nothing);
 * by credit note id or by the checkout it refunds. Returns the row when it changed.
 */
export async function advanceCreditNoteRefund(
  tx: Db,
  params: ({ id: number } | { checkoutId: number }) & { state: 'SENT' | 'ARRIVED'; now: Date },
): Promise<CreditNote | null> {
  const where = 'id' in params ? eq(creditNotes.id, params.id) : eq(creditNotes.checkoutId, params.checkoutId);
  // (a raw parameter is sent as text: postgres.js, unlike PGlite, cannot send a Date inside a sql`` fragment)
  const lower = (Object.keys(ORDER) as CreditNoteRefundState[]).filter((s) => s !== 'NONE' && ORDER[s] < ORDER[params.state]);
  const [row] = await tx
    .update(creditNotes)
    .set({
      refundState: params.state,
      ...(params.state === 'SENT' ? { refundSentAt: params.now } : { refundArrivedAt: params.now, refundSentAt: sql`coalesce(${creditNotes.refundSentAt}, ${params.now.toISOString()}::timestamptz)` }),
    })
    .where(and(where, ne(creditNotes.refundState, 'NONE'), inArray(creditNotes.refundState, lower)))
    .returning();
  return row ?? null;
}

/** Records how a school's credit note went as an e-invoice (metadata.einvoice: channel, time, submission or addresses). */
export async function recordCreditNoteEinvoiceDelivery(db: Db, params: { id: number; delivery: { channel: 'PEPPOL' | 'EMAIL'; delivered_at: string; reference: string } }): Promise<void> {
  await db
    .update(creditNotes)
    .set({ metadata: sql`${creditNotes.metadata} || ${JSON.stringify({ einvoice: params.delivery })}::jsonb` })
    .where(eq(creditNotes.id, params.id));
}
