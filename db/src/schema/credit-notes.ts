// Credit notes (issue 28 item 3): the document that takes back all or part of an issued invoice when money
// goes back (a refunded cancellation, a line taken off a paid school invoice, a duplicate pass ended). An
// invoice is never rewritten after it was paid: the credit note refers to it, has its own number series
// (KR-<year>-<n>, gapless under its own advisory lock) and negative lines. Its refund state says where the
// money is: REQUESTED (decided, not yet with the provider or the bank), SENT (the provider or the admin sent
// it), ARRIVED (the provider confirmed it, or the admin saw it booked); NONE when nothing was paid back
// (the invoice was never paid). Amounts are integer euro cents, VAT included, stored positive; the lines
// carry the negative amounts the document prints.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { invoices } from './billing.ts';
import { paymentCheckouts } from './payments.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

export const CREDIT_NOTE_REFUND_STATES = ['NONE', 'REQUESTED', 'SENT', 'ARRIVED'] as const;
export type CreditNoteRefundState = (typeof CREDIT_NOTE_REFUND_STATES)[number];

/** A line of a credit note as stored: what is taken back, with a negative amount (cents, VAT included). */
export interface CreditNoteLine {
  description: string;
  detail: string | null;
  quantity: number;
  /** negative, integer cents, VAT included */
  unit_amount: number;
  /** negative, integer cents, VAT included */
  amount: number;
  participant_id?: number | null;
}

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    number: text('number').notNull().unique('credit_notes_number_key'), // e.g. "KR-2026-000101"
    // The invoice credited; it is kept 7 years like the credit note (RESTRICT).
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }), // personal invoice's buyer
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }), // school invoice's buyer
    // The online payment refunded, when the money goes back through a provider (one credit note per refund).
    checkoutId: integer('checkout_id').references(() => paymentCheckouts.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(), // credited total, positive cents, VAT included
    currency: text('currency').notNull().default('EUR'),
    reason: text('reason').notNull(), // why: CANCELED, AT_PROVIDER, LINE_REMOVED, DUPLICATE_PASS …
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull().default([]),
    refundState: text('refund_state').$type<CreditNoteRefundState>().notNull().default('REQUESTED'),
    refundSentAt: tstz('refund_sent_at'),
    refundArrivedAt: tstz('refund_arrived_at'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(), // created_at is the issue date
  },
  (t) => [
    index('credit_notes_invoice_id_idx').on(t.invoiceId),
    index('credit_notes_user_id_idx').on(t.userId),
    index('credit_notes_school_id_idx').on(t.schoolId),
    uniqueIndex('credit_notes_checkout_key')
      .on(t.checkoutId)
      .where(sql`${t.checkoutId} IS NOT NULL`),
    check('credit_notes_amount_positive', sql`${t.amount} > 0`),
    check('credit_notes_refund_state_valid', sql`${t.refundState} IN ('NONE', 'REQUESTED', 'SENT', 'ARRIVED')`),
  ],
);

export type CreditNote = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;
