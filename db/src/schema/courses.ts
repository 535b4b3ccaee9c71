// A course of the catalogue; it runs as cohorts (cohorts.ts).
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns.ts';
import { courseCategory, courseLanguage, courseStatus } from './enums.ts';
import { users } from './users.ts';

export interface Testimonial {
  author: string;
  text: string;
}

export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: text('name').notNull(), // the course form's "title"
    slug: text('slug').notNull().unique('courses_slug_key'), // /courses/{slug}
    summary: text('summary').notNull().default(''), // course form summary, at most 250 words (checked by the API)
    shortDescription: text('short_description'), // course form short description (cards, meta description)
    description: text('description').notNull().default(''), // course form long description
    // Computed from the submitted feedback (issue 29 item 4, ADR 033) in the transaction that submits it:
    // the mean course_satisfaction (1..10), null with no answers; the public pages show it from 3 answers on.
    averageScore: doublePrecision('average_score'),
    feedbackCount: integer('feedback_count').notNull().default(0), // submitted answers with a satisfaction rating
    // Courses outlive their author's account (SET NULL).
    userCreatorId: integer('user_creator_id').references(() => users.id, { onDelete: 'set null' }),
    lwCourseId: text('lw_course_id'), // course id in the external LMS (LearnWorlds)
    language: courseLanguage('language').notNull().default('et'),
    gradingCriteria: text('grading_criteria').notNull().default(''),
    categories: courseCategory('categories').array().notNull().default(sql`'{}'::course_category[]`),
    learningOutcomes: text('learning_outcomes').array().notNull().default(sql`'{}'::text[]`), // 3..6 (checked by the API)
    thumbnail: text('thumbnail'), // image URL
    status: courseStatus('status').notNull().default('DRAFT'), // only APPROVED courses are public
    tag: text('tag'), // free label shown on the card
    academicHours: integer('academic_hours'),
    rating: doublePrecision('rating'), // average_score on the course page's scale of 5 (average_score / 2), computed with it
    // An admin's reason for sending the course back to its author (IN_REVIEW → DRAFT); cleared when sent again.
    reviewNote: text('review_note'),
    testimonials: jsonb('testimonials').$type<Testimonial[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('courses_status_idx').on(t.status),
    index('courses_categories_idx').using('gin', t.categories),
    index('courses_user_creator_id_idx').on(t.userCreatorId),
    check('courses_academic_hours_nonnegative', sql`${t.academicHours} >= 0`),
    check('courses_average_score_nonnegative', sql`${t.averageScore} >= 0`),
    check('courses_rating_nonnegative', sql`${t.rating} >= 0`),
  ],
);
