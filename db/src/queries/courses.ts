// Public catalogue: approved courses.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, courses } from '../schema/index.ts';
import type { Course, CourseCategory, CourseLanguage } from '../schema/index.ts';
import { isPublicCohort, likePattern, loadCourseTeachers, outer } from './_shared.ts';
import type { TeacherSummary } from './_shared.ts';

export interface CourseFilterParams {
  category?: CourseCategory | undefined;
  language?: CourseLanguage | undefined;
  /** free text, matched case-insensitively against name, summary and short description */
  q?: string | undefined;
  /** reference time for "next start" (default: now) */
  now?: Date | undefined;
}

/** Start of the next cohort that is public and has not ended yet (running cohorts count), or null. */
function nextStartDateSql(now: Date) {
  return sql<Date | null>`(
    SELECT min(${cohorts.startDate}) FROM ${cohorts}
    WHERE ${cohorts.courseId} = ${outer(courses.id)} AND ${isPublicCohort(now)}
  )`.mapWith(cohorts.startDate);
}

export interface CourseListRow {
  id: number;
  slug: string;
  name: string;
  summary: string;
  shortDescription: string | null;
  language: CourseLanguage;
  categories: CourseCategory[];
  thumbnail: string | null;
  tag: string | null;
  academicHours: number | null;
  rating: number | null;
  /** submitted feedback answers behind rating (issue 29 item 4): shown from RATING_MIN_ANSWERS on */
  feedbackCount: number;
  nextStartDate: Date | null;
  /** when the course's public page last changed: the course itself or one of its public cohorts (the sitemap's lastmod) */
  updatedAt: Date;
}

function pageUpdatedAtSql(now: Date) {
  return sql<Date>`greatest(${courses.updatedAt}, (
    SELECT max(${cohorts.updatedAt}) FROM ${cohorts}
    WHERE ${cohorts.courseId} = ${outer(courses.id)} AND ${isPublicCohort(now)}
  ))`.mapWith(courses.updatedAt);
}

/** Approved courses matching the filter; those with a next cohort first (soonest first), then by name. */
export async function listApprovedCourses(db: Db, params: CourseFilterParams = {}): Promise<CourseListRow[]> {
  const now = params.now ?? new Date();
  const conditions: SQL[] = [eq(courses.status, 'APPROVED')];
  if (params.category) conditions.push(sql`${courses.categories} @> ARRAY[${params.category}]::course_category[]`);
  if (params.language) conditions.push(eq(courses.language, params.language));
  const q = params.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(ilike(courses.name, pattern), ilike(courses.summary, pattern), ilike(courses.shortDescription, pattern)) as SQL,
    );
  }
  const nextStartDate = nextStartDateSql(now);
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      name: courses.name,
      summary: courses.summary,
      shortDescription: courses.shortDescription,
      language: courses.language,
      categories: courses.categories,
      thumbnail: courses.thumbnail,
      tag: courses.tag,
      academicHours: courses.academicHours,
      rating: courses.rating,
      feedbackCount: courses.feedbackCount,
      nextStartDate,
      updatedAt: pageUpdatedAtSql(now),
    })
    .from(courses)
    .where(and(...conditions))
    .orderBy(sql`${nextStartDate} ASC NULLS LAST`, asc(courses.name), asc(courses.id));
}

export type CourseDetailRow = Course & { nextStartDate: Date | null; teachers: TeacherSummary[] };

/** An approved course by slug with its teachers (from its public cohorts), or null. */
export async function getApprovedCourseBySlug(
  db: Db,
  params: { slug: string; now?: Date | undefined },
): Promise<CourseDetailRow | null> {
  const now = params.now ?? new Date();
  const [row] = await db
    .select({ course: courses, nextStartDate: nextStartDateSql(now) })
    .from(courses)
    .where(and(eq(courses.slug, params.slug), eq(courses.status, 'APPROVED')))
    .limit(1);
  if (!row) return null;
  const teachers = await loadCourseTeachers(db, row.course.id);
  return { ...row.course, nextStartDate: row.nextStartDate, teachers };
}

/** Whether a course is public (APPROVED). */
export async function isApprovedCourse(db: Db, params: { id: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, params.id), eq(courses.status, 'APPROVED')))
    .limit(1);
  return row !== undefined;
}

/**
 * Recomputes a course's rating from its submitted feedback (issue 29 item 4, ADR 033), in the caller's
 * transaction: the mean course_satisfaction (1..10), the same on the course page's scale of 5 (half of it),
 * and how many answers made it. The row's update tells the public pages (their cache) it changed.
 */
export async function refreshCourseRating(db: Db, params: { courseIds: number[] }): Promise<void> {
  if (params.courseIds.length === 0) return;
  await db.execute(sql`
    UPDATE courses c SET average_score = f.mean, rating = f.mean / 2, feedback_count = f.answers, updated_at = now()
    FROM (
      SELECT co.id, avg((fs.answers->>'course_satisfaction')::numeric)::double precision AS mean,
             count(fs.answers->>'course_satisfaction')::integer AS answers
      FROM courses co
      LEFT JOIN feedback_submissions fs ON fs.course_id = co.id AND jsonb_typeof(fs.answers->'course_satisfaction') = 'number'
      WHERE co.id IN (${sql.join(params.courseIds.map((id) => sql`${id}`), sql`, `)})
      GROUP BY co.id
    ) f
    WHERE f.id = c.id`);
}
