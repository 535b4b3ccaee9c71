// A diploma issued for a finished registration.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { cohortParticipants } from './cohorts.ts';
import { cohortParticipantStatus } from './enums.ts';
import { users } from './users.ts';

export const diplomas = pgTable(
  'diplomas',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One diploma per registration.
    participantId: integer('participant_id')
      .notNull()
      .unique('diplomas_participant_id_key')
      .references(() => cohortParticipants.id, { onDelete: 'cascade' }),
    participantStatus: cohortParticipantStatus('participant_status').notNull(), // result at issue time
    // 'VLK-7K3QD-M9XTP', printed with a QR code and checked on the public verification page. The API draws it
    // from the CSPRNG (generateVerificationCode); the database default covers rows made elsewhere (seed).
    verificationCode: text('verification_code')
      .notNull()
      .unique('diplomas_verification_code_key')
      .default(sql`valik_verification_code()`),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index('diplomas_user_id_idx').on(t.userId)],
);
