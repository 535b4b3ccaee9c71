// Courses of the admin console: the list, one course, the writes of the course form and the slug check.
import { and, arrayContains, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { courses } from '../../schema/index.ts';
import type { Course, CourseCategory, CourseLanguage, CourseStatus, NewCourse } from '../../schema/index.ts';
import { likePattern } from '../_shared.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ManageCourseFilter {
  ids?: number[] | undefined;
  /** search in title and slug */
  q?: string | undefined;
  statuses?: CourseStatus[] | undefined;
  language?: CourseLanguage | undefined;
  category?: CourseCategory | undefined;
}
export type ManageCourseSortField = 'id' | 'name' | 'slug' | 'status' | 'language' | 'createdAt' | 'updatedAt';

function whereOf(filter: ManageCourseFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(courses.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.statuses?.length) conditions.push(inArray(courses.status, filter.statuses));
  if (filter.language) conditions.push(eq(courses.language, filter.language));
  if (filter.category) conditions.push(arrayContains(courses.categories, [filter.category]));
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q.trim());
    conditions.push(or(ilike(courses.name, pattern), ilike(courses.slug, pattern)) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  status: courses.status,
  language: courses.language,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
} as const;

export async function listManageCourses(
  db: Db,
  params: ListParams<ManageCourseFilter, ManageCourseSortField>,
): Promise<ListPage<Course>> {
  const where = whereOf(params.filter);
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, courses.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function getManageCourse(db: Db, params: { id: number }): Promise<Course | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, params.id)).limit(1);
  return row ?? null;
}

/** Whether another course (not `exceptId`) already has the slug. */
export async function isCourseSlugTaken(db: Db, params: { slug: string; exceptId?: number | undefined }): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, params.slug), params.exceptId === undefined ? undefined : ne(courses.id, params.exceptId)))
    .limit(1);
  return row !== undefined;
}

export type CourseWrite = Omit<NewCourse, 'id' | 'createdAt' | 'updatedAt' | 'averageScore' | 'rating'>;

export async function insertManageCourse(db: Db, params: { values: CourseWrite }): Promise<Course> {
  const [row] = await db.insert(courses).values(params.values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateManageCourse(db: Db, params: { id: number; values: CourseWrite }): Promise<Course | null> {
  const [row] = await db.update(courses).set(params.values).where(eq(courses.id, params.id)).returning();
  return row ?? null;
}
