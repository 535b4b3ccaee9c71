// The outbox (issue 25, ADR 024): every consequence of a committed change that reaches outside the
// transaction — an e-mail, a refund to start at the payment provider, a job to schedule (a waitlist offer's
// expiry, access closing), a Discord or LearnWorlds sync — is one row here, written in the same transaction
// as the change, so it exists exactly when the change committed. One dispatcher (api/src/outbox) delivers
// each after the commit, at least once, with the row's idempotency key handed to the provider.
//
// Each row keeps its own attempts and next attempt (exponential backoff), so a failing entry delays no
// other; after the last attempt it is DEAD (reported, counted, shown in the console) until an admin retries
// or discards it. A claim is a lease (`claimed_until`): a dispatcher that died mid-way leaves the row to
// another once the lease runs out.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './_columns.ts';
import { activityLog } from './activity.ts';
import { users } from './users.ts';

export const OUTBOX_STATUSES = ['PENDING', 'DELIVERED', 'DEAD', 'DISCARDED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** what to do (api/src/outbox/kinds): MAIL, REFUND, JOB, DISCORD_SYNC, LMS_SYNC, … */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** whom it concerns (shown in the console); history outlives the user */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** a MAIL entry's notice: the activity entry that carries it (ADR 011) */
    activityId: integer('activity_id').references(() => activityLog.id, { onDelete: 'cascade' }),
    status: text('status').$type<OutboxStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** a dispatcher holds the row until then (a lease); null: nobody */
    claimedUntil: tstz('claimed_until'),
    lastError: text('last_error'),
    /** handed to providers that accept one (Resend, Stripe, Montonio): a repeated delivery is one at the provider */
    idempotencyKey: text('idempotency_key').notNull().default(sql`'outbox-' || gen_random_uuid()::text`),
    createdAt: createdAt(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    // the dispatcher's query: due PENDING rows in order
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'PENDING'`),
    // the console's list: what is not delivered, newest first
    index('outbox_open_idx').on(t.status, t.id).where(sql`${t.status} IN ('PENDING', 'DEAD')`),
    uniqueIndex('outbox_idempotency_key_key').on(t.idempotencyKey),
    index('outbox_activity_id_idx').on(t.activityId),
    index('outbox_user_id_idx').on(t.userId),
    check('outbox_status_known', sql`${t.status} IN ('PENDING', 'DELIVERED', 'DEAD', 'DISCARDED')`),
    check('outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;
