// Class sessions, attendance and sent reminders (issue 29 items 1–2, ADR 032).
//
// A cohort's sessions are rows generated from its weekly class times between its start and end days
// (api/src/attendance/sync-sessions.ts); the teacher can skip one (a holiday). Attendance is one row per
// session and registration: marked by joining through our link (source JOIN) or set by the teacher
// (source TEACHER), who may also mark someone absent. Attendance is kept apart from progress, which counts
// assignments only (product-spec §4).
//
// `sent_reminders` is append-only: one row per reminder that was queued, keyed by what it reminds of and
// whom, so a rerun of the reminder job or a second replica never queues the same reminder twice (the
// unique key decides, in the transaction that writes the outbox entry).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './_columns.ts';
import { cohortParticipants, cohorts } from './cohorts.ts';
import { users } from './users.ts';

export const ATTENDANCE_SOURCES = ['JOIN', 'TEACHER'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    /** the class's start (a weekly Tallinn time on one day) */
    startsAt: tstz('starts_at').notNull(),
    /** a holiday or a cancelled class: no reminders, no attendance, not counted */
    skipped: boolean('skipped').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('class_sessions_cohort_id_starts_at_key').on(t.cohortId, t.startsAt), index('class_sessions_starts_at_idx').on(t.startsAt)],
);
export type ClassSessionRow = typeof classSessions.$inferSelect;

export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => cohortParticipants.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    /** JOIN: through our join link; TEACHER: set or corrected in the register */
    source: text('source').$type<AttendanceSource>().notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('session_attendance_session_id_participant_id_key').on(t.sessionId, t.participantId),
    index('session_attendance_participant_id_idx').on(t.participantId),
    check('session_attendance_source_known', sql`${t.source} IN ('JOIN', 'TEACHER')`),
  ],
);
export type SessionAttendanceRow = typeof sessionAttendance.$inferSelect;

export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    /** what and whom, e.g. 'class-email:session-12:user-7', 'invoice-7d:participant-3' */
    reminderKey: text('reminder_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sent_reminders_reminder_key_key').on(t.reminderKey)],
);
