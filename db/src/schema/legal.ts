// Agreements to the terms of use and the privacy policy (issue 18 item 5): which version of each
// document a person agreed to, when, and where (sign-up or the teacher application). Append-only: a
// new version of a document is agreed to with a new row, so the history stays provable.
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, tstz } from './_columns.ts';
import { users } from './users.ts';

export const legalAgreements = pgTable(
  'legal_agreements',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(), // e.g. '2026-11-26', the version /terms shows
    privacyVersion: text('privacy_version').notNull(), // the version /privacy shows
    context: text('context').notNull(), // SIGNUP | TEACHER_APPLICATION
    agreedAt: tstz('agreed_at').notNull().defaultNow(),
  },
  (t) => [
    index('legal_agreements_user_id_idx').on(t.userId, t.agreedAt),
    check('legal_agreements_context_check', sql`${t.context} in ('SIGNUP', 'TEACHER_APPLICATION')`),
  ],
);
