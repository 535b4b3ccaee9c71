// The activity log as the console filters it: by type (the 17 of product-spec §4), the user it
// concerns, the actor, cohort, school and time, newest first by default.
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db-type.ts';
import { activityLog, cohorts, courses, schools, users } from '../../schema/index.ts';
import type { ActivityType } from '../../schema/index.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ActivityFilter {
  ids?: number[] | undefined;
  types?: ActivityType[] | undefined;
  userId?: number | undefined;
  actorUserId?: number | undefined;
  cohortId?: number | undefined;
  schoolId?: number | undefined;
  /** created at or after */
  from?: Date | undefined;
  /** created before */
  to?: Date | undefined;
}
export type ActivitySortField = 'id' | 'createdAt' | 'type';

export interface ActivityRow {
  id: number;
  type: ActivityType;
  userId: number | null;
  actorUserId: number | null;
  cohortId: number | null;
  schoolId: number | null;
  notes: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
  userName: string | null;
  actorName: string | null;
  cohortName: string | null;
  /** the cohort's course, so the cohort is named with it (issue 30 item 2) */
  courseName: string | null;
  schoolName: string | null;
}

const actor = alias(users, 'actor');

function whereOf(filter: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(activityLog.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.types?.length) conditions.push(inArray(activityLog.type, filter.types));
  if (filter.userId !== undefined) conditions.push(eq(activityLog.userId, filter.userId));
  if (filter.actorUserId !== undefined) conditions.push(eq(activityLog.actorUserId, filter.actorUserId));
  if (filter.cohortId !== undefined) conditions.push(eq(activityLog.cohortId, filter.cohortId));
  if (filter.schoolId !== undefined) conditions.push(eq(activityLog.schoolId, filter.schoolId));
  if (filter.from) conditions.push(gte(activityLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(activityLog.createdAt, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = { id: activityLog.id, createdAt: activityLog.createdAt, type: activityLog.type } as const;

const fullName = (table: typeof users) =>
  sql<string | null>`CASE WHEN ${table.id} IS NULL THEN NULL ELSE trim(${table.firstName} || ' ' || ${table.lastName}) END`;

export async function listActivity(db: Db, params: ListParams<ActivityFilter, ActivitySortField>): Promise<ListPage<ActivityRow>> {
  const where = whereOf(params.filter);
  // the page of ids from the log alone, then the names for just those rows
  const page = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, activityLog.id))
    .limit(params.limit)
    .offset(params.offset);
  const ids = page.map((r) => r.id);
  const loaded = ids.length
    ? await db
        .select({
          id: activityLog.id,
          type: activityLog.type,
          userId: activityLog.userId,
          actorUserId: activityLog.actorUserId,
          cohortId: activityLog.cohortId,
          schoolId: activityLog.schoolId,
          notes: activityLog.notes,
          metadata: activityLog.metadata,
          createdAt: activityLog.createdAt,
          userName: fullName(users),
          actorName: fullName(actor as unknown as typeof users),
          cohortName: cohorts.name,
          courseName: courses.name,
          schoolName: schools.name,
        })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.userId))
        .leftJoin(actor, eq(actor.id, activityLog.actorUserId))
        .leftJoin(cohorts, eq(cohorts.id, activityLog.cohortId))
        .leftJoin(courses, eq(courses.id, cohorts.courseId))
        .leftJoin(schools, eq(schools.id, activityLog.schoolId))
        .where(inArray(activityLog.id, ids))
    : [];
  const byId = new Map(loaded.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is ActivityRow => r !== undefined);
  const [total] = await db.select({ n: count() }).from(activityLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
