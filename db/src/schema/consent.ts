// The record of cookie choices (ADR 017, EDPB cookie-banner guidance): every choice a signed-in person
// makes on the public site's banner, with its time and the cookie policy version it answered. Append-only;
// the latest row is the person's choice. Erased with the account (ADR 007).
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './_columns.ts';
import { users } from './users.ts';

export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<'accepted' | 'rejected'>().notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cookie_consents_user_id_idx').on(t.userId, t.createdAt), check('cookie_consents_choice_check', sql`${t.choice} IN ('accepted', 'rejected')`)],
);
