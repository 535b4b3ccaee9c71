// End-of-course feedback, one submission per user and cohort.
import { boolean, index, integer, jsonb, pgTable, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns.ts';
import { cohorts } from './cohorts.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/** The stepwise form's answers (spec §3). Ratings 1..10; competence and self grade 1..5. */
export interface FeedbackAnswers {
  course_satisfaction?: number;
  course_highlights?: string;
  course_learnings?: string;
  /** one rating per course learning outcome, keyed by the outcome text */
  learning_outcomes?: Record<string, number>;
  course_difficulty?: number;
  time_spent?: number;
  teacher_competence?: number;
  teacher_feedback?: string;
  self_performance?: number;
  improvement_feedback?: string | null;
  future_courses?: string;
}

export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: id(),
    // Aggregated dashboards keep the answers after the author deletes their account (SET NULL).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'restrict' }),
    answers: jsonb('answers').$type<FeedbackAnswers>().notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    // The author agreed that their highlights may be quoted on the course page (issue 29 item 4); an
    // admin chooses which agreed highlights show there (quoted).
    quoteConsent: boolean('quote_consent').notNull().default(false),
    quoted: boolean('quoted').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('feedback_submissions_user_id_cohort_id_key').on(t.userId, t.cohortId),
    index('feedback_submissions_cohort_id_idx').on(t.cohortId),
    index('feedback_submissions_course_id_idx').on(t.courseId),
  ],
);
