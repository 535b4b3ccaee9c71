// A cohort is a live run of a course: dates, weekly class times, teachers, participants and their progress.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { invoices, subscriptions } from './billing.ts';
import { courses } from './courses.ts';
import { cohortParticipantStatus, cohortStatus, payer } from './enums.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/** One weekly class: day 1 = Monday … 7 = Sunday, hour and minute in Europe/Tallinn. */
export interface ClassTime {
  day: number;
  hour: number;
  minute: number;
}

export type CohortReviewStatus = 'IN_REVIEW' | 'SENT_BACK' | 'APPROVED';

export const cohorts = pgTable(
  'cohorts',
  {
    id: id(),
    name: text('name').notNull(),
    startDate: tstz('start_date').notNull(),
    endDate: tstz('end_date').notNull(),
    userCreatorId: integer('user_creator_id').references(() => users.id, { onDelete: 'set null' }), // the form's "owner"
    // A course with cohorts cannot be deleted (RESTRICT): cohorts carry registrations and invoices.
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    size: integer('size').notNull(), // maximum group size (seats)
    minSize: integer('min_size').notNull().default(0), // minimum group size for the cohort to run
    notes: text('notes'),
    // The spec's `teachers` field is the cohort_teachers join table below (real foreign keys, indexable).
    lwCourseId: text('lw_course_id'), // course id in the external LMS (LearnWorlds)
    status: cohortStatus('status').notNull().default('DRAFT'),
    onlineClassTimes: jsonb('online_class_times').$type<ClassTime[]>().notNull().default([]),
    videoUrl: text('video_url'), // video meeting link
    discordChannelId: text('discord_channel_id'), // chat-community channel
    discordInviteUrl: text('discord_invite_url'),
    discordRoleId: text('discord_role_id'), // the cohort's role in the Discord server, made by the bot
    onlineLessonLength: integer('online_lesson_length'), // minutes
    externalLmsLink: text('external_lms_link'), // classroom link
    lmsId: text('lms_id'), // external learning-platform course id
    // A teacher's proposal under review (issue 29 item 6): IN_REVIEW until an admin approves it (APPROVED) or
    // sends it back with a reason (SENT_BACK, review_note); null for a cohort an admin made.
    reviewStatus: text('review_status').$type<CohortReviewStatus>(),
    reviewNote: text('review_note'),
    ...timestamps(),
  },
  (t) => [
    index('cohorts_course_id_idx').on(t.courseId),
    index('cohorts_start_date_idx').on(t.startDate),
    index('cohorts_status_idx').on(t.status),
    index('cohorts_user_creator_id_idx').on(t.userCreatorId),
    check('cohorts_size_nonnegative', sql`${t.size} >= 0`),
    check('cohorts_min_size_valid', sql`${t.minSize} >= 0 AND ${t.minSize} <= ${t.size}`),
    check('cohorts_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('cohorts_online_lesson_length_positive', sql`${t.onlineLessonLength} > 0`),
    check('cohorts_review_status_valid', sql`${t.reviewStatus} IN ('IN_REVIEW', 'SENT_BACK', 'APPROVED')`),
    check('cohorts_online_class_times_array', sql`jsonb_typeof(${t.onlineClassTimes}) = 'array'`),
  ],
);

/** The spec's cohorts.teachers: which users teach a cohort. */
export const cohortTeachers = pgTable(
  'cohort_teachers',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    // Deleting a teacher's account removes the assignment, not the cohort.
    teacherUserId: integer('teacher_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.teacherUserId] }), index('cohort_teachers_teacher_user_id_idx').on(t.teacherUserId)],
);

export const cohortParticipants = pgTable(
  'cohort_participants',
  {
    id: id(),
    // A participant's registration goes with their account (CASCADE); their invoices stay (invoices SET NULL).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Cohorts with registrations cannot be deleted ('Currently, it is not possible to delete a cohort').
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'restrict' }),
    status: cohortParticipantStatus('status').notNull().default('REGISTERED'),
    defaultPayer: payer('default_payer').notNull().default('STUDENT'), // who pays this registration
    // invoices.id (not the human number); SET NULL keeps the registration if an invoice row is removed.
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    // The pass that paid for this registration (issue 28: nothing is invoiced at 0,00 €, so a pass-covered
    // registration has no invoice of its own: the pass's invoice is the document of its money).
    passSubscriptionId: integer('pass_subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    // Set by a payer change to STUDENT: access closes then if the new invoice is still unpaid (jobs/close-access).
    accessClosesAt: tstz('access_closes_at'),
    ...timestamps(), // created_at is the registration time
  },
  (t) => [
    // One live registration per user and cohort; a CANCELED one does not block registering again.
    uniqueIndex('cohort_participants_live_registration_key')
      .on(t.userId, t.cohortId)
      .where(sql`${t.status} <> 'CANCELED'`),
    index('cohort_participants_cohort_id_status_idx').on(t.cohortId, t.status),
    index('cohort_participants_user_id_idx').on(t.userId), // a user's cohorts, every status (console)
    index('cohort_participants_invoice_id_idx').on(t.invoiceId),
    index('cohort_participants_pass_subscription_id_idx').on(t.passSubscriptionId),
  ],
);

export const cohortProgress = pgTable(
  'cohort_progress',
  {
    id: id(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }), // for school reports
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'restrict' }),
    progressPercent: integer('progress_percent').notNull().default(0), // assignments only, not attendance
    // where the figure came from: 'LMS' (the LearnWorlds sync) or 'TEACHER' (typed in); null = never set
    progressSource: text('progress_source'),
    progressSyncedAt: tstz('progress_synced_at'), // when the LMS sync last wrote it
    cohortParticipantId: integer('cohort_participant_id')
      .notNull()
      .unique('cohort_progress_cohort_participant_id_key')
      .references(() => cohortParticipants.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    index('cohort_progress_cohort_id_idx').on(t.cohortId),
    index('cohort_progress_student_user_id_idx').on(t.studentUserId),
    index('cohort_progress_school_id_idx').on(t.schoolId),
    check('cohort_progress_percent_range', sql`${t.progressPercent} BETWEEN 0 AND 100`),
    check('cohort_progress_source_valid', sql`${t.progressSource} IN ('LMS', 'TEACHER')`),
  ],
);
