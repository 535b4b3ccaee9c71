// When each course's groups start, for the public catalogue: the next start still to come, and the start
// of a group already running (a course whose only group has started shows it as running, not as next).
import { and, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts } from '../schema/index.ts';
import { isPublicCohort } from './_shared.ts';

export interface CourseStarts {
  /** soonest start after `now` of a public cohort, or null */
  nextStart: Date | null;
  /** soonest start of a public cohort that has not ended (may be in the past), or null */
  firstStart: Date | null;
}

/**
 * Per course id (all courses, or those in `courseIds`), over public cohorts (not DRAFT or CANCELED) that
 * have not ended at `now`. Courses without such a cohort are absent.
 */
export async function listCourseStarts(
  db: Db,
  params: { now: Date; courseIds?: readonly number[] | undefined },
): Promise<Map<number, CourseStarts>> {
  if (params.courseIds?.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: cohorts.courseId,
      nextStart: sql<Date | null>`min(${cohorts.startDate}) filter (where ${gt(cohorts.startDate, params.now)})`.mapWith(cohorts.startDate),
      firstStart: min(cohorts.startDate),
    })
    .from(cohorts)
    .where(and(isPublicCohort(params.now), params.courseIds ? inArray(cohorts.courseId, [...params.courseIds]) : undefined))
    .groupBy(cohorts.courseId);
  return new Map(rows.map((row) => [row.courseId, { nextStart: row.nextStart, firstStart: row.firstStart }]));
}
