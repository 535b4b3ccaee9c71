// Schools of the admin console: the list with student counts, one school, its data and conditions.
import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { schools, students } from '../../schema/index.ts';
import type { NewSchool, Payer, School } from '../../schema/index.ts';
import { likePattern, outer } from '../_shared.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ManageSchoolFilter {
  ids?: number[] | undefined;
  q?: string | undefined;
  country?: string | undefined;
  defaultPayer?: Payer | undefined;
}
export type ManageSchoolSortField = 'id' | 'name' | 'country' | 'defaultPayer' | 'prepaidStudentSeats' | 'createdAt';

export type ManageSchoolRow = School & { studentCount: number };

const studentCountSql = sql<number>`(
  SELECT count(*)::int FROM ${students} st WHERE st.school_id = ${outer(schools.id)}
)`.mapWith(Number);

function whereOf(filter: ManageSchoolFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(schools.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.country) conditions.push(eq(schools.country, filter.country.toUpperCase()));
  if (filter.defaultPayer) conditions.push(eq(schools.defaultPayer, filter.defaultPayer));
  if (filter.q?.trim()) conditions.push(ilike(schools.name, likePattern(filter.q.trim())));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = {
  id: schools.id,
  name: schools.name,
  country: schools.country,
  defaultPayer: schools.defaultPayer,
  prepaidStudentSeats: schools.prepaidStudentSeats,
  createdAt: schools.createdAt,
} as const;

export async function listManageSchools(
  db: Db,
  params: ListParams<ManageSchoolFilter, ManageSchoolSortField>,
): Promise<ListPage<ManageSchoolRow>> {
  const where = whereOf(params.filter);
  const rows = await db
    .select({ school: schools, studentCount: studentCountSql })
    .from(schools)
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, schools.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(schools).where(where);
  return { rows: rows.map((r) => ({ ...r.school, studentCount: r.studentCount })), total: total?.n ?? 0 };
}

export async function getManageSchool(db: Db, params: { id: number }): Promise<ManageSchoolRow | null> {
  const [row] = await db
    .select({ school: schools, studentCount: studentCountSql })
    .from(schools)
    .where(eq(schools.id, params.id))
    .limit(1);
  return row ? { ...row.school, studentCount: row.studentCount } : null;
}

export type SchoolWrite = Omit<NewSchool, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertManageSchool(db: Db, params: { values: SchoolWrite }): Promise<School> {
  const [row] = await db.insert(schools).values(params.values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateManageSchool(db: Db, params: { id: number; values: Partial<SchoolWrite> }): Promise<School | null> {
  const [row] = await db.update(schools).set(params.values).where(eq(schools.id, params.id)).returning();
  return row ?? null;
}
