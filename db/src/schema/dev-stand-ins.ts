// What a local stand-in of an outside service remembers (never production): the Discord stand-in's server
// (channels, roles, members, invites, commands) as one JSON document per stand-in, so a restarted
// development server still has the channels and invite links its cohorts point at (issue 30), as the real
// Discord would. Kept in the app's own database, so each test database starts with none.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './_columns.ts';

export const devStandInStates = pgTable('dev_stand_in_states', {
  name: text('name').primaryKey(), // 'discord'
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});
