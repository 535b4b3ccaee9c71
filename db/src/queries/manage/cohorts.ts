// Cohorts of the admin console: the list sorted by the next start time (product-spec §9), one cohort
// with its teacher ids, and the writes of the cohort form (cohort row + cohort_teachers in one go).
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { cohorts, cohortTeachers, courses } from '../../schema/index.ts';
import type { Cohort, CohortReviewStatus, CohortStatus, NewCohort } from '../../schema/index.ts';
import { likePattern, loadCohortTeachers, outer, type TeacherSummary } from '../_shared.ts';
import { seatsTakenSql } from '../seats.ts';
import type { ListPage, ListParams } from './_list.ts';

export interface ManageCohortFilter {
  ids?: number[] | undefined;
  /** search in the cohort and course name */
  q?: string | undefined;
  statuses?: CohortStatus[] | undefined;
  courseId?: number | undefined;
  teacherId?: number | undefined;
  /** a teacher's proposals by their review (issue 29 item 6) */
  reviewStatus?: CohortReviewStatus | undefined;
}
export type ManageCohortSortField = 'nextStart' | 'id' | 'name' | 'startDate' | 'endDate' | 'status' | 'createdAt';

export type ManageCohortRow = Cohort & {
  courseName: string;
  seatsTaken: number;
  /** the next class of a running cohort, else its start (see the domain's nextStartTime) */
  nextStart: Date;
  teachers: TeacherSummary[];
};

const TZ = sql.raw(`'Europe/Tallinn'`);

/** The Tallinn calendar day of an instant. */
const tallinnDay = (instant: SQL | ReturnType<typeof outer>) => sql`((${instant}) AT TIME ZONE ${TZ})::date`;

/**
 * SQL of the domain's cohort order: a cohort has ended once its Tallinn end day is over; a running one
 * (between its start and end days) starts next at its next weekly class before the end day is over,
 * every other one at its start date.
 */
function orderSql(now: Date) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`(${tallinnDay(outer(cohorts.endDate))} < ${tallinnDay(nowSql)})`;
  const started = sql`(${tallinnDay(outer(cohorts.startDate))} <= ${tallinnDay(nowSql)})`;
  const endLimit = sql`((${tallinnDay(outer(cohorts.endDate))} + 1)::timestamp AT TIME ZONE ${TZ})`;
  const nextClass = sql`(
    SELECT min(o.at) FROM (
      SELECT ((date_trunc('day', l.local_now)
               + make_interval(days => ((ct->>'day')::int - extract(isodow FROM l.local_now)::int + 7) % 7 + wk.w * 7,
                               hours => (ct->>'hour')::int, mins => (ct->>'minute')::int)) AT TIME ZONE ${TZ}) AS at
      FROM jsonb_array_elements(${outer(cohorts.onlineClassTimes)}) ct,
           (VALUES (0), (1)) AS wk(w),
           (SELECT (${nowSql} AT TIME ZONE ${TZ}) AS local_now) l
    ) o WHERE o.at >= ${nowSql} AND o.at < ${endLimit}
  )`;
  const nextStart = sql<Date>`(CASE WHEN ${started} AND NOT ${ended}
    THEN coalesce(${nextClass}, ${outer(cohorts.startDate)}) ELSE ${outer(cohorts.startDate)} END)`;
  return { ended, nextStart };
}

function whereOf(filter: ManageCohortFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(cohorts.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.statuses?.length) conditions.push(inArray(cohorts.status, filter.statuses));
  if (filter.courseId !== undefined) conditions.push(eq(cohorts.courseId, filter.courseId));
  if (filter.reviewStatus !== undefined) conditions.push(eq(cohorts.reviewStatus, filter.reviewStatus));
  if (filter.teacherId !== undefined) {
    conditions.push(
      exists(
        sql`SELECT 1 FROM ${cohortTeachers} t WHERE t.cohort_id = ${outer(cohorts.id)} AND t.teacher_user_id = ${filter.teacherId}`,
      ),
    );
  }
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q.trim());
    conditions.push(or(ilike(cohorts.name, pattern), ilike(courses.name, pattern)) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listManageCohorts(
  db: Db,
  params: ListParams<ManageCohortFilter, ManageCohortSortField> & { now?: Date | undefined },
): Promise<ListPage<ManageCohortRow>> {
  const now = params.now ?? new Date();
  const { ended, nextStart } = orderSql(now);
  const where = whereOf(params.filter);
  const dir = params.sort.order === 'DESC' ? desc : asc;
  const columns = {
    id: cohorts.id,
    name: cohorts.name,
    startDate: cohorts.startDate,
    endDate: cohorts.endDate,
    status: cohorts.status,
    createdAt: cohorts.createdAt,
  } as const;
  const order =
    params.sort.field === 'nextStart'
      ? // upcoming and running by next start, then ended ones, the latest ended first
        [dir(ended), dir(sql`CASE WHEN NOT ${ended} THEN ${nextStart} END`), params.sort.order === 'DESC' ? asc(cohorts.endDate) : desc(cohorts.endDate), dir(cohorts.id)]
      : [dir(columns[params.sort.field]), dir(cohorts.id)];
  // The page's ids first, on the sort keys only; then the rows, seat counts and next start of those
  // ids alone. In one query every skipped row of a deep page had its seat counts computed, which also
  // pushed the plan's cost over jit_above_cost (page 40 spent ~40 ms compiling).
  const page = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.offset);
  const found = page.length
    ? await db
        .select({ cohort: cohorts, courseName: courses.name, seatsTaken: seatsTakenSql({ now }), nextStartMs: sql<number>`(extract(epoch FROM ${nextStart}) * 1000)::float8`.mapWith(Number) })
        .from(cohorts)
        .innerJoin(courses, eq(courses.id, cohorts.courseId))
        .where(inArray(cohorts.id, page.map((p) => p.id)))
    : [];
  const byId = new Map(found.map((r) => [r.cohort.id, r]));
  const rows = page.flatMap((p) => {
    const r = byId.get(p.id);
    return r ? [r] : [];
  });
  const [total] = await db
    .select({ n: count() })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(where);
  const teachers = await loadCohortTeachers(db, rows.map((r) => r.cohort.id));
  return {
    rows: rows.map((r) => ({
      ...r.cohort,
      courseName: r.courseName,
      seatsTaken: r.seatsTaken,
      nextStart: new Date(r.nextStartMs),
      teachers: teachers.get(r.cohort.id) ?? [],
    })),
    total: total?.n ?? 0,
  };
}

export type ManageCohortDetail = Cohort & { teacherIds: number[]; courseName: string; seatsTaken: number };

export async function getManageCohort(db: Db, params: { id: number; now?: Date }): Promise<ManageCohortDetail | null> {
  const [row] = await db
    .select({ cohort: cohorts, courseName: courses.name, seatsTaken: seatsTakenSql({ now: params.now ?? new Date() }) })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, params.id))
    .limit(1);
  if (!row) return null;
  const teacherRows = await db
    .select({ id: cohortTeachers.teacherUserId })
    .from(cohortTeachers)
    .where(eq(cohortTeachers.cohortId, params.id))
    .orderBy(cohortTeachers.createdAt, cohortTeachers.teacherUserId);
  return { ...row.cohort, courseName: row.courseName, seatsTaken: row.seatsTaken, teacherIds: teacherRows.map((t) => t.id) };
}

export type CohortWrite = Omit<NewCohort, 'id' | 'createdAt' | 'updatedAt'>;

async function setTeachers(tx: Db, cohortId: number, teacherIds: number[]): Promise<void> {
  await tx.delete(cohortTeachers).where(eq(cohortTeachers.cohortId, cohortId));
  const unique = [...new Set(teacherIds)];
  if (unique.length) await tx.insert(cohortTeachers).values(unique.map((teacherUserId) => ({ cohortId, teacherUserId })));
}

/** Inserts a cohort with its teachers; run inside a transaction (pass `tx`). */
export async function insertManageCohort(tx: Db, params: { values: CohortWrite; teacherIds: number[] }): Promise<number> {
  const [row] = await tx.insert(cohorts).values(params.values).returning({ id: cohorts.id });
  if (!row) throw new Error('insert returned no row');
  await setTeachers(tx, row.id, params.teacherIds);
  return row.id;
}

/** Updates a cohort and replaces its teachers; false when it does not exist. Pass `tx`. */
export async function updateManageCohort(
  tx: Db,
  params: { id: number; values: CohortWrite; teacherIds: number[] },
): Promise<boolean> {
  const updated = await tx.update(cohorts).set(params.values).where(eq(cohorts.id, params.id)).returning({ id: cohorts.id });
  if (updated.length === 0) return false;
  await setTeachers(tx, params.id, params.teacherIds);
  return true;
}
