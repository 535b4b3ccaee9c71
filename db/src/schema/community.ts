// The cohort's community and progress integrations (issue 14): who has the cohort's Discord role, and the
// state of each cohort's background syncs (Discord channel, LearnWorlds progress) for the admin to see.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { cohorts } from './cohorts.ts';
import { users } from './users.ts';

/** A Discord account holding a cohort's role: what the bot granted, so it knows what to take back. */
export const cohortDiscordMembers = pgTable(
  'cohort_discord_members',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    // The grant outlives the account's row only as long as the bot has not taken it back.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    discordUserId: text('discord_user_id').notNull(),
    ...timestamps(), // created_at: when the role was granted
  },
  (t) => [unique('cohort_discord_members_cohort_discord_user_key').on(t.cohortId, t.discordUserId), index('cohort_discord_members_user_id_idx').on(t.userId)],
);

export const INTEGRATION_SYNC_KINDS = ['DISCORD', 'LMS'] as const;
export type IntegrationSyncKind = (typeof INTEGRATION_SYNC_KINDS)[number];

/** One cohort's sync with one outside service: when it last worked, and its failure if the last try failed. */
export const integrationSyncs = pgTable(
  'integration_syncs',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IntegrationSyncKind>().notNull(),
    lastSuccessAt: tstz('last_success_at'),
    // null while the last run succeeded; else what failed, for the admin (retried by the jobs)
    lastError: text('last_error'),
    lastErrorAt: tstz('last_error_at'),
    failures: integer('failures').notNull().default(0), // consecutive failed runs
    requestedAt: tstz('requested_at'), // an admin asked for a run that has not finished yet
    // what the last run did, e.g. { synced: 12, not_found: ['a@b.ee'] }
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    unique('integration_syncs_cohort_id_kind_key').on(t.cohortId, t.kind),
    check('integration_syncs_kind_valid', sql`${t.kind} IN ('DISCORD', 'LMS')`),
    index('integration_syncs_failing_idx').on(t.kind).where(sql`${t.lastError} IS NOT NULL`),
  ],
);

export type IntegrationSync = typeof integrationSyncs.$inferSelect;
export type CohortDiscordMember = typeof cohortDiscordMembers.$inferSelect;
