// Applications to teach: the list admins review (simple-rest paging), one application, and decisions.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { teacherApplications } from '../schema/index.ts';
import type { NewTeacherApplication, TeacherApplication, TeacherApplicationStatus } from '../schema/index.ts';
import { likePattern } from './_shared.ts';

export async function insertTeacherApplication(db: Db, values: NewTeacherApplication): Promise<TeacherApplication> {
  const [row] = await db.insert(teacherApplications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function getTeacherApplication(db: Db, params: { id: number }): Promise<TeacherApplication | null> {
  const [row] = await db.select().from(teacherApplications).where(eq(teacherApplications.id, params.id)).limit(1);
  return row ?? null;
}

export const TEACHER_APPLICATION_SORT_FIELDS = ['id', 'createdAt', 'lastName', 'status'] as const;
export type TeacherApplicationSortField = (typeof TEACHER_APPLICATION_SORT_FIELDS)[number];

export interface TeacherApplicationListParams {
  status?: TeacherApplicationStatus[] | undefined;
  ids?: number[] | undefined;
  q?: string | undefined;
  sort: TeacherApplicationSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export async function listTeacherApplications(
  db: Db,
  params: TeacherApplicationListParams,
): Promise<{ rows: TeacherApplication[]; total: number }> {
  const conditions: SQL[] = [];
  if (params.status?.length) conditions.push(inArray(teacherApplications.status, params.status));
  if (params.ids) conditions.push(inArray(teacherApplications.id, params.ids.length ? params.ids : [-1]));
  if (params.q?.trim()) {
    const pattern = likePattern(params.q.trim());
    conditions.push(
      or(
        ilike(sql`(${teacherApplications.firstName} || ' ' || ${teacherApplications.lastName})`, pattern),
        ilike(teacherApplications.email, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = teacherApplications[params.sort];
  const rows = await db
    .select()
    .from(teacherApplications)
    .where(where)
    .orderBy(params.order === 'ASC' ? asc(column) : desc(column), asc(teacherApplications.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db.select({ n: count() }).from(teacherApplications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Decides a PENDING application; null when it was not pending (already decided by someone else). */
export async function decideTeacherApplication(
  db: Db,
  params: { id: number; status: Exclude<TeacherApplicationStatus, 'PENDING'>; decidedByUserId: number; now?: Date },
): Promise<TeacherApplication | null> {
  const [row] = await db
    .update(teacherApplications)
    .set({ status: params.status, decidedByUserId: params.decidedByUserId, decidedAt: params.now ?? new Date() })
    .where(and(eq(teacherApplications.id, params.id), eq(teacherApplications.status, 'PENDING')))
    .returning();
  return row ?? null;
}
