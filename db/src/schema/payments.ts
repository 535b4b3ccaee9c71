// Online payments (issue 7): one row per checkout the student opens with a provider (Stripe card or
// Montonio bank link). A REGISTRATION checkout holds a seat of the cohort until expires_at; the
// registration and its PAID invoice are made only when the provider's signed confirmation arrives.
// An INVOICE checkout pays the UNPAID personal invoice of a registration that already holds its seat.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { REFUND_REASONS, type RefundReason } from '../enum-values.ts';
import { invoices } from './billing.ts';
import { cohortParticipants, cohorts } from './cohorts.ts';
import { users } from './users.ts';

export const PAYMENT_PROVIDERS = ['STRIPE', 'MONTONIO'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** REGISTRATION: pay and register (holds a seat); INVOICE: pay an existing registration's invoice. */
export const CHECKOUT_PURPOSES = ['REGISTRATION', 'INVOICE'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** OPEN → PROCESSING (bank confirms later) → PAID; OPEN → FAILED | EXPIRED; a late PAID still wins. */
export const CHECKOUT_STATUSES = ['OPEN', 'PROCESSING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** NONE; DUE (decided, provider not yet answered); REFUNDED (provider confirmed). */
export const REFUND_STATUSES = ['NONE', 'DUE', 'REFUNDED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: id(),
    publicId: uuid('public_id').notNull().defaultRandom().unique('payment_checkouts_public_id_key'), // in return URLs
    // Money records outlive accounts: SET NULL (accounts are pseudonymised, not deleted, in practice).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'restrict' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    participantId: integer('participant_id').references(() => cohortParticipants.id, { onDelete: 'set null' }), // the registration paid for
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }), // the invoice this money settles
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    simulated: boolean('simulated').notNull().default(false), // the local payment simulator took it
    providerSessionId: text('provider_session_id'), // Stripe checkout session id / Montonio order uuid
    providerPaymentId: text('provider_payment_id'), // Stripe payment intent (refunds) / Montonio order uuid
    checkoutUrl: text('checkout_url'), // where the student pays
    amount: integer('amount').notNull(), // integer euro cents
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<CheckoutStatus>().notNull().default('OPEN'),
    expiresAt: tstz('expires_at').notNull(), // the seat hold (and the provider session) ends here
    paidAt: tstz('paid_at'),
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('NONE'),
    refundReason: text('refund_reason').$type<RefundReason>(), // one of REFUND_REASONS (enum-values.ts)
    refundAmount: integer('refund_amount').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    refundedAt: tstz('refunded_at'), // the provider took the refund (sent)
    refundConfirmedAt: tstz('refund_confirmed_at'), // the provider's signed event confirmed it (arrived)
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    // One live checkout per student and cohort: ten "pay" clicks give one.
    uniqueIndex('payment_checkouts_live_key')
      .on(t.userId, t.cohortId)
      .where(sql`${t.status} IN ('OPEN', 'PROCESSING')`),
    uniqueIndex('payment_checkouts_provider_session_key').on(t.provider, t.providerSessionId),
    index('payment_checkouts_cohort_hold_idx').on(t.cohortId, t.status, t.expiresAt),
    index('payment_checkouts_user_id_idx').on(t.userId),
    index('payment_checkouts_participant_id_idx').on(t.participantId),
    index('payment_checkouts_provider_payment_idx').on(t.provider, t.providerPaymentId), // refund events name the payment
    check('payment_checkouts_amount_positive', sql`${t.amount} > 0`),
    check('payment_checkouts_refund_amount_valid', sql`${t.refundAmount} >= 0 AND ${t.refundAmount} <= ${t.amount}`),
    check('payment_checkouts_status_valid', sql`${t.status} IN ('OPEN', 'PROCESSING', 'PAID', 'FAILED', 'EXPIRED')`),
    check('payment_checkouts_refund_status_valid', sql`${t.refundStatus} IN ('NONE', 'DUE', 'REFUNDED')`),
    check('payment_checkouts_provider_valid', sql`${t.provider} IN ('STRIPE', 'MONTONIO')`),
    check('payment_checkouts_purpose_valid', sql`${t.purpose} IN ('REGISTRATION', 'INVOICE')`),
    check('payment_checkouts_refund_reason_valid', sql`${t.refundReason} IS NULL OR ${t.refundReason} IN (${sql.raw(REFUND_REASONS.map((r) => `'${r}'`).join(', '))})`),
  ],
);

export type PaymentCheckout = typeof paymentCheckouts.$inferSelect;
export type NewPaymentCheckout = typeof paymentCheckouts.$inferInsert;
