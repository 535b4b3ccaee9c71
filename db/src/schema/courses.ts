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
    averageScore: doublePrecision('average_score'), // mean feedback course_satisfaction (1..10); null = no feedback yet
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
    rating: doublePrecision('rating'), // public star rating shown on the course page
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
