// Public catalogue: cohorts of a course and upcoming cohorts, with their teachers. Seats taken are not
// here: the catalogue caches these rows and reads seats live (countSeatsTaken in seats.ts).
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, courses } from '../schema/index.ts';
import type { Cohort } from '../schema/index.ts';
import { isPublicCohort, loadCohortTeachers } from './_shared.ts';
import type { TeacherSummary } from './_shared.ts';

export type CohortListRow = Cohort & { teachers: TeacherSummary[] };

/** Public (not DRAFT or CANCELED) cohorts of a course that have not ended, by start date. */
export async function listCohortsForCourse(
  db: Db,
  params: { courseId: number; now?: Date | undefined },
): Promise<CohortListRow[]> {
  const now = params.now ?? new Date();
  const rows = await db
    .select({ cohort: cohorts })
    .from(cohorts)
    .where(and(eq(cohorts.courseId, params.courseId), isPublicCohort(now)))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
  const teachers = await loadCohortTeachers(
    db,
    rows.map((r) => r.cohort.id),
  );
  return rows.map((r) => ({ ...r.cohort, teachers: teachers.get(r.cohort.id) ?? [] }));
}

export type UpcomingCohortRow = CohortListRow & { courseSlug: string; courseName: string };

/** Public cohorts of approved courses that start after `now`, soonest first. */
export async function listUpcomingCohorts(
  db: Db,
  params: { limit: number; now?: Date | undefined },
): Promise<UpcomingCohortRow[]> {
  const now = params.now ?? new Date();
  const rows = await db
    .select({ cohort: cohorts, courseSlug: courses.slug, courseName: courses.name })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(courses.status, 'APPROVED'), isPublicCohort(now), gte(cohorts.startDate, now)))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id))
    .limit(params.limit);
  const teachers = await loadCohortTeachers(
    db,
    rows.map((r) => r.cohort.id),
  );
  return rows.map((r) => ({
    ...r.cohort,
    courseSlug: r.courseSlug,
    courseName: r.courseName,
    teachers: teachers.get(r.cohort.id) ?? [],
  }));
}
