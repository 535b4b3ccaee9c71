// The line for a full cohort (issue 6): first come, first served; a freed seat is offered to the first in
// line and held until offer_expires_at (48 h, api domain waitlist-offers.ts), then offered to the next.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { cohorts } from './cohorts.ts';
import { users } from './users.ts';

/** WAITING in line → OFFERED (seat held) → ACCEPTED (registered) | EXPIRED (next in line); LEFT by the student. */
export const WAITLIST_STATUS_VALUES = ['WAITING', 'OFFERED', 'ACCEPTED', 'EXPIRED', 'LEFT'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUS_VALUES)[number];

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitlistStatus>().notNull().default('WAITING'),
    joinedAt: tstz('joined_at').notNull().defaultNow(), // place in line
    offeredAt: tstz('offered_at'),
    offerExpiresAt: tstz('offer_expires_at'), // the held seat is released after this
    ...timestamps(),
  },
  (t) => [
    // One place in line per student and cohort while waiting or holding an offer.
    uniqueIndex('waitlist_entries_live_key')
      .on(t.userId, t.cohortId)
      .where(sql`${t.status} IN ('WAITING', 'OFFERED')`),
    index('waitlist_entries_cohort_id_status_idx').on(t.cohortId, t.status, t.joinedAt),
    check('waitlist_entries_status_valid', sql`${t.status} IN ('WAITING', 'OFFERED', 'ACCEPTED', 'EXPIRED', 'LEFT')`),
    check('waitlist_entries_offer_complete', sql`${t.status} <> 'OFFERED' OR (${t.offeredAt} IS NOT NULL AND ${t.offerExpiresAt} IS NOT NULL)`),
  ],
);

/** Answers saved step by step before the feedback form is submitted (feedback_submissions holds only submitted ones). */
export const feedbackDrafts = pgTable(
  'feedback_drafts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}), // the answers so far
    ...timestamps(),
  },
  (t) => [uniqueIndex('feedback_drafts_user_id_cohort_id_key').on(t.userId, t.cohortId)],
);
