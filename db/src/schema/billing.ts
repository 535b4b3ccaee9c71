// Money: invoices, subscriptions (passes), promotion codes and school credits. Amounts are integer euro cents.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { invoiceStatus, schoolCreditLogType, subscriptionType } from './enums.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceId: text('invoice_id').notNull().unique('invoices_invoice_id_key'), // human invoice number, e.g. "VK-2025-0001"
    // Estonian payment reference (viitenumber, 7-3-1 check digit): the number's digits and the check digit
    // (@valik/domain invoiceReferenceNumber); a bank transfer carrying it is matched to this invoice
    referenceNumber: text('reference_number').notNull().unique('invoices_reference_number_key'),
    status: invoiceStatus('status').notNull().default('UNPAID'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}), // billing snapshot, lines, provider refs
    // Invoices are kept 7 years for accounting: deleting the user or school only unlinks them (SET NULL).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }), // personal invoice
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }), // school invoice
    amount: integer('amount').notNull().default(0), // total, integer euro cents
    currency: text('currency').notNull().default('EUR'),
    dueDate: tstz('due_date'), // 3 days before the course start (spec §9)
    paidAt: tstz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('invoices_user_id_idx').on(t.userId),
    index('invoices_school_id_idx').on(t.schoolId),
    index('invoices_status_idx').on(t.status),
    check('invoices_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/** subscriptions.stripe_metadata: what the card provider said last (session user: discount, pause_collection). */
export interface SubscriptionStripeMetadata {
  discount?: boolean;
  pause_collection?: { behavior: string; resumes_at: number | null } | null;
  /** a second active pass of its student (a provider race): the id of the pass that stays; ended and refunded */
  duplicate_of?: number;
  /**
   * a duplicate pass: when the provider took the call that refunds it (PASS_END), and each refund the provider
   * then said went through (its invoice, or null for the whole pass). Kept on the pass because the provider's
   * events come in any order: a payment of the pass that arrives after them gets a credit note that says so.
   */
  duplicate_refund_sent_at?: string;
  duplicate_refunds_arrived?: { provider_invoice_id: string | null; at: string }[];
  [key: string]: unknown;
}

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    stripeMetadata: jsonb('stripe_metadata').$type<SubscriptionStripeMetadata>().notNull().default({}),
    subscriptionId: text('subscription_id').notNull().unique('subscriptions_subscription_id_key'), // provider's subscription id
    endedAt: tstz('ended_at'),
    type: subscriptionType('type').notNull(),
    pausedByUser: boolean('paused_by_user').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('subscriptions_user_id_active_idx').on(t.userId, t.active)],
);

/** OPEN: the student may pay it; COMPLETED: a pass came of it; EXPIRED: its time ran out, or another replaced it. */
export const PASS_CHECKOUT_STATUSES = ['OPEN', 'COMPLETED', 'EXPIRED'] as const;
export type PassCheckoutStatus = (typeof PASS_CHECKOUT_STATUSES)[number];

/**
 * A pass purchase the student opened with the card provider (issue 19 item 3): at most one OPEN per student,
 * so a double click or a second tab gets the same provider session (its public id is the provider's
 * idempotency key). A second pass that a provider race still lets through is ended and refunded
 * (payments/apply-pass-event.ts).
 */
export const passCheckouts = pgTable(
  'pass_checkouts',
  {
    id: id(),
    publicId: uuid('public_id').notNull().defaultRandom().unique('pass_checkouts_public_id_key'), // the provider's reference and key
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: subscriptionType('type').notNull(),
    promotionCodeId: text('promotion_code_id'), // the provider's promotion code applied, if the student typed one
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'), // where the student pays
    status: text('status').$type<PassCheckoutStatus>().notNull().default('OPEN'),
    expiresAt: tstz('expires_at').notNull(), // before the provider's session and idempotency key (24 h) end
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pass_checkouts_open_key')
      .on(t.userId)
      .where(sql`${t.status} = 'OPEN'`),
    check('pass_checkouts_status_valid', sql`${t.status} IN ('OPEN', 'COMPLETED', 'EXPIRED')`),
  ],
);

export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: id(),
    // The owner of a personal (referral) code; null for codes made by admins.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique('promotion_codes_name_key'), // the code a customer types
    stripeId: text('stripe_id').unique('promotion_codes_stripe_id_key'), // provider's promotion code id
    redeemedUserIds: integer('redeemed_user_ids').array().notNull().default(sql`'{}'::integer[]`), // times_redeemed = length
    // A gift card: a prepaid value (euro cents) an admin issued, redeemed once on an unpaid personal invoice
    // (ADR 010); null for discount codes.
    prepaidCents: integer('prepaid_cents'),
    ...timestamps(),
  },
  (t) => [
    index('promotion_codes_user_id_idx').on(t.userId),
    check('promotion_codes_prepaid_cents_positive', sql`${t.prepaidCents} IS NULL OR ${t.prepaidCents} > 0`),
  ],
);

export const schoolCreditLogs = pgTable(
  'school_credit_logs',
  {
    id: id(),
    // A school with credit history cannot be deleted (RESTRICT): the ledger is accounting data.
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    // The student or admin the event concerns; the ledger row survives their deletion (SET NULL).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: schoolCreditLogType('type').notNull(), // gives the sign: ADD/REFUND increase, DEDUCT decreases
    amount: integer('amount').notNull(), // number of credits (one credit = one seat), always >= 0
    expiresAt: tstz('expires_at'), // credits added by this row expire then; null = never
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    eventAppliesAt: tstz('event_applies_at').notNull().defaultNow(), // when the event counts (may differ from created_at)
    ...timestamps(),
  },
  (t) => [
    index('school_credit_logs_school_id_applies_idx').on(t.schoolId, t.eventAppliesAt),
    index('school_credit_logs_user_id_idx').on(t.userId),
    check('school_credit_logs_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);
