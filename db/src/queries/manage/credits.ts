// The school credit ledger: append-only rows (ADD, DEDUCT, REFUND). The balance is computed from them
// by the domain rule (api/domain/src/school-credits.ts); here are the reads and the one write the
// console makes, adding credits, which also writes SCHOOL_CREDITS_ADDED to the activity log.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { activityLog, schoolCreditLogs, users } from '../../schema/index.ts';
import type { SchoolCreditLog, SchoolCreditLogType } from '../../schema/index.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface SchoolCreditFilter {
  ids?: number[] | undefined;
  schoolId?: number | undefined;
  types?: SchoolCreditLogType[] | undefined;
}
export type SchoolCreditSortField = 'id' | 'eventAppliesAt' | 'createdAt' | 'amount' | 'expiresAt' | 'type';

export type SchoolCreditRow = SchoolCreditLog & { userName: string | null };

function whereOf(filter: SchoolCreditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(schoolCreditLogs.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.schoolId !== undefined) conditions.push(eq(schoolCreditLogs.schoolId, filter.schoolId));
  if (filter.types?.length) conditions.push(inArray(schoolCreditLogs.type, filter.types));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = {
  id: schoolCreditLogs.id,
  eventAppliesAt: schoolCreditLogs.eventAppliesAt,
  createdAt: schoolCreditLogs.createdAt,
  amount: schoolCreditLogs.amount,
  expiresAt: schoolCreditLogs.expiresAt,
  type: schoolCreditLogs.type,
} as const;

export async function listSchoolCreditLogs(
  db: Db,
  params: ListParams<SchoolCreditFilter, SchoolCreditSortField>,
): Promise<ListPage<SchoolCreditRow>> {
  const where = whereOf(params.filter);
  const rows = await db
    .select({ log: schoolCreditLogs, firstName: users.firstName, lastName: users.lastName })
    .from(schoolCreditLogs)
    .leftJoin(users, eq(users.id, schoolCreditLogs.userId))
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, schoolCreditLogs.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(schoolCreditLogs).where(where);
  return {
    rows: rows.map((r) => ({
      ...r.log,
      userName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    })),
    total: total?.n ?? 0,
  };
}

/** Every ledger row of a school, oldest first: what the balance is computed from. */
export async function loadSchoolCreditLedger(db: Db, params: { schoolId: number }): Promise<SchoolCreditLog[]> {
  return db
    .select()
    .from(schoolCreditLogs)
    .where(eq(schoolCreditLogs.schoolId, params.schoolId))
    .orderBy(asc(schoolCreditLogs.eventAppliesAt), asc(schoolCreditLogs.id));
}

/** An ADD row and its SCHOOL_CREDITS_ADDED activity; run inside a transaction (pass `tx`). */
export async function addSchoolCredits(
  tx: Db,
  params: {
    schoolId: number;
    amount: number;
    expiresAt: Date | null;
    actorUserId: number | null;
    note: string | null;
    now?: Date | undefined;
  },
): Promise<SchoolCreditLog> {
  const appliesAt = params.now ?? new Date();
  const [row] = await tx
    .insert(schoolCreditLogs)
    .values({
      schoolId: params.schoolId,
      userId: params.actorUserId,
      type: 'ADD',
      amount: params.amount,
      expiresAt: params.expiresAt,
      eventAppliesAt: appliesAt,
      metadata: { source: 'admin', ...(params.note ? { note: params.note } : {}) },
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await tx.insert(activityLog).values({
    type: 'SCHOOL_CREDITS_ADDED',
    schoolId: params.schoolId,
    actorUserId: params.actorUserId,
    notes: params.note,
    metadata: { credit_log_id: row.id, amount: params.amount, expires_at: params.expiresAt?.toISOString() ?? null },
  });
  return row;
}
