// Append-only tables (no updated_at): the activity log, processed provider events, chat bot messages.
// An entry that carries a notice to e-mail (`metadata.mail`, ADR 011) has its delivery in the outbox table
// (outbox.ts, issue 25): the entry itself is never changed.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns.ts';
import { cohorts } from './cohorts.ts';
import { activityType } from './enums.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    // History outlives the rows it mentions: every reference is SET NULL on delete.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }), // whom it concerns
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    type: activityType('type').notNull(),
    notes: text('notes'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }), // who did it; null = system
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(), // e.g. { from: 'REGISTERED', to: 'CANCELED' }
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_type_created_at_idx').on(t.type, t.createdAt),
    index('activity_log_created_at_idx').on(t.createdAt, t.id), // the console's log, newest first
    index('activity_log_user_id_idx').on(t.userId),
    index('activity_log_cohort_id_idx').on(t.cohortId),
    index('activity_log_actor_user_id_idx').on(t.actorUserId),
    index('activity_log_school_id_idx').on(t.schoolId),
  ],
);

export const queueMessages = pgTable('queue_messages', {
  id: id(),
  // The provider's event id: a second delivery of the same event is refused, so it is processed once.
  messageId: text('message_id').notNull().unique('queue_messages_message_id_key'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    discordUserId: text('discord_user_id').notNull(),
    userInput: text('user_input').notNull(),
    botReply: text('bot_reply'), // null until the bot has answered
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_discord_user_id_idx').on(t.discordUserId, t.createdAt)],
);
