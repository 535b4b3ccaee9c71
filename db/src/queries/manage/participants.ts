// Registrations (cohort_participants) as the console shows them: a cohort's students, a user's cohorts
// and a school's students, with payer, invoice, progress and what the attention flag needs.
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { activityLog, cohortParticipants, cohortProgress, cohorts, courses, invoices, schools, students, users } from '../../schema/index.ts';
import type { CohortParticipantStatus, InvoiceStatus, Payer } from '../../schema/index.ts';
import { likePattern } from '../_shared.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ManageParticipantFilter {
  ids?: number[] | undefined;
  cohortId?: number | undefined;
  userId?: number | undefined;
  /** registrations of the school's students (students.school_id) */
  schoolId?: number | undefined;
  statuses?: CohortParticipantStatus[] | undefined;
  payer?: Payer | undefined;
  /** search in the student's name and e-mail */
  q?: string | undefined;
}
export type ManageParticipantSortField = 'id' | 'createdAt' | 'status' | 'lastName' | 'cohortStart' | 'progress';

export interface ManageParticipantRow {
  id: number;
  userId: number;
  cohortId: number;
  status: CohortParticipantStatus;
  defaultPayer: Payer;
  invoiceId: number | null;
  /** the human invoice number */
  invoiceNumber: string | null;
  invoiceStatus: InvoiceStatus | null;
  /** the registration time */
  createdAt: Date;
  updatedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  cohortName: string;
  cohortStatus: string;
  cohortStartDate: Date;
  cohortEndDate: Date;
  cohortClassTimes: { day: number; hour: number; minute: number }[];
  courseId: number;
  courseName: string;
  progressPercent: number | null;
  schoolId: number | null;
  schoolName: string | null;
}

const columns = {
  id: cohortParticipants.id,
  userId: cohortParticipants.userId,
  cohortId: cohortParticipants.cohortId,
  status: cohortParticipants.status,
  defaultPayer: cohortParticipants.defaultPayer,
  invoiceId: cohortParticipants.invoiceId,
  invoiceNumber: invoices.invoiceId,
  invoiceStatus: invoices.status,
  createdAt: cohortParticipants.createdAt,
  updatedAt: cohortParticipants.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  cohortName: cohorts.name,
  cohortStatus: cohorts.status,
  cohortStartDate: cohorts.startDate,
  cohortEndDate: cohorts.endDate,
  cohortClassTimes: cohorts.onlineClassTimes,
  courseId: courses.id,
  courseName: courses.name,
  progressPercent: cohortProgress.progressPercent,
  schoolId: students.schoolId,
  schoolName: schools.name,
};

function whereOf(db0: Db, filter: ManageParticipantFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(cohortParticipants.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.cohortId !== undefined) conditions.push(eq(cohortParticipants.cohortId, filter.cohortId));
  if (filter.userId !== undefined) conditions.push(eq(cohortParticipants.userId, filter.userId));
  // filters on other tables as id subqueries, so the count needs no join
  // (the school's students collected into an array first: the registrations are then read by user_id
  // index; as `IN (subquery)` the planner walked every cohort by start date and probed each registration)
  if (filter.schoolId !== undefined) {
    conditions.push(sql`${cohortParticipants.userId} = ANY(ARRAY(SELECT st.user_id FROM ${students} st WHERE st.school_id = ${filter.schoolId}))`);
  }
  if (filter.statuses?.length) conditions.push(inArray(cohortParticipants.status, filter.statuses));
  if (filter.payer) conditions.push(eq(cohortParticipants.defaultPayer, filter.payer));
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q.trim());
    const matching = db0
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern), ilike(users.email, pattern)));
    conditions.push(inArray(cohortParticipants.userId, matching));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = {
  id: cohortParticipants.id,
  createdAt: cohortParticipants.createdAt,
  status: cohortParticipants.status,
  lastName: users.lastName,
  cohortStart: cohorts.startDate,
  progress: cohortProgress.progressPercent,
} as const;

function base<T extends Record<string, unknown>>(db: Db, select: T) {
  return db
    .select(select as never)
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .leftJoin(cohortProgress, eq(cohortProgress.cohortParticipantId, cohortParticipants.id))
    .leftJoin(students, eq(students.userId, cohortParticipants.userId))
    .leftJoin(schools, eq(schools.id, students.schoolId));
}

export async function listManageParticipants(
  db: Db,
  params: ListParams<ManageParticipantFilter, ManageParticipantSortField>,
): Promise<ListPage<ManageParticipantRow>> {
  const where = whereOf(db, params.filter);
  // The page's ids first, joined only to the table its sort needs; then the eight-table row for those ids
  // alone. With ORDER BY and LIMIT over all eight joins the planner spent 10–20 ms planning per request.
  const sortJoin = {
    id: null,
    createdAt: null,
    status: null,
    lastName: { table: users, on: eq(users.id, cohortParticipants.userId) },
    cohortStart: { table: cohorts, on: eq(cohorts.id, cohortParticipants.cohortId) },
    progress: { table: cohortProgress, on: eq(cohortProgress.cohortParticipantId, cohortParticipants.id) },
  }[params.sort.field];
  const ids = db.select({ id: cohortParticipants.id }).from(cohortParticipants);
  const joined = sortJoin
    ? sortJoin.table === cohortProgress
      ? ids.leftJoin(sortJoin.table, sortJoin.on)
      : ids.innerJoin(sortJoin.table, sortJoin.on)
    : ids;
  const page = await joined
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, cohortParticipants.id))
    .limit(params.limit)
    .offset(params.offset);
  const found = page.length
    ? ((await base(db, columns).where(inArray(cohortParticipants.id, page.map((p) => p.id)))) as unknown as ManageParticipantRow[])
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = page.flatMap((p) => {
    const r = byId.get(p.id);
    return r ? [r] : [];
  });
  const [total] = await db.select({ n: count() }).from(cohortParticipants).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function getManageParticipant(db: Db, params: { id: number }): Promise<ManageParticipantRow | null> {
  const page = await listManageParticipants(db, {
    filter: { ids: [params.id] },
    sort: { field: 'id', order: 'ASC' },
    offset: 0,
    limit: 1,
  });
  return page.rows[0] ?? null;
}

/**
 * Sets a registration's status and writes COHORT_PARTICIPANT_STATUS_CHANGE with the actor and the
 * change. Nothing is written when the status is already that. Returns the previous status, or null
 * when the registration does not exist. Run inside a transaction (pass `tx`): the row is locked.
 */
export async function changeParticipantStatus(
  tx: Db,
  params: { id: number; status: CohortParticipantStatus; actorUserId: number | null },
): Promise<{ from: CohortParticipantStatus; changed: boolean } | null> {
  const [current] = await tx
    .select({ status: cohortParticipants.status, userId: cohortParticipants.userId, cohortId: cohortParticipants.cohortId })
    .from(cohortParticipants)
    .where(eq(cohortParticipants.id, params.id))
    .for('update')
    .limit(1);
  if (!current) return null;
  if (current.status === params.status) return { from: current.status, changed: false };
  await tx.update(cohortParticipants).set({ status: params.status }).where(eq(cohortParticipants.id, params.id));
  const [student] = await tx.select({ schoolId: students.schoolId }).from(students).where(eq(students.userId, current.userId)).limit(1);
  await tx.insert(activityLog).values({
    type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
    userId: current.userId,
    cohortId: current.cohortId,
    schoolId: student?.schoolId ?? null,
    actorUserId: params.actorUserId,
    notes: `${current.status} → ${params.status}`,
    metadata: { participant_id: params.id, from: current.status, to: params.status },
  });
  return { from: current.status, changed: true };
}
