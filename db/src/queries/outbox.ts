// The outbox's queries (schema/outbox.ts, ADR 024): add an entry in the caller's transaction; the
// dispatcher claims due entries (FOR UPDATE SKIP LOCKED, then a lease), records each delivery or failure;
// the console lists entries and retries or discards them.
import { and, asc, eq, ilike, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { outbox, users, type OutboxRow, type OutboxStatus } from '../schema/index.ts';
import { likePattern } from './_shared.ts';
import { orderOf, type ListPage, type ListParams } from './manage/_list.ts';

export interface NewOutboxEntry {
  kind: string;
  payload?: Record<string, unknown>;
  userId?: number | null;
  activityId?: number | null;
}

/** Adds entries to the outbox inside the caller's transaction; delivered after it commits. */
export async function addOutboxEntries(tx: Db, entries: readonly NewOutboxEntry[]): Promise<OutboxRow[]> {
  if (entries.length === 0) return [];
  return tx
    .insert(outbox)
    .values(
      entries.map((e) => ({
        kind: e.kind,
        payload: e.payload ?? {},
        userId: e.userId ?? null,
        activityId: e.activityId ?? null,
      })),
    )
    .returning();
}

/**
 * Claims up to `limit` due entries (PENDING, never tried or their next attempt reached by `now`, not held by
 * a live claim) for `leaseMs`; rows another dispatcher is claiming right now are skipped, not waited for.
 * Oldest due first. A new entry is due at once whatever `now` is: only retries wait for the dispatcher's clock.
 */
export async function claimDueOutbox(db: Db, params: { now: Date; leaseMs: number; limit?: number }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'PENDING'),
        or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, params.now)),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, params.now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(params.limit ?? 50)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: new Date(params.now.getTime() + params.leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

/** Delivered: never claimed again. */
export async function markOutboxDelivered(db: Db, params: { id: number; now: Date }): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'DELIVERED', doneAt: params.now, claimedUntil: null, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, params.id), eq(outbox.status, 'PENDING')));
}

/**
 * A failed attempt: counted, its error kept; tried again at `retryAt`, or DEAD when null (the last attempt).
 * Answers the row as it is now.
 */
export async function markOutboxFailed(db: Db, params: { id: number; now: Date; error: string; retryAt: Date | null }): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: params.error.slice(0, 1000),
      claimedUntil: null,
      ...(params.retryAt ? { nextAttemptAt: params.retryAt } : { status: 'DEAD' as const, doneAt: params.now }),
    })
    .where(and(eq(outbox.id, params.id), eq(outbox.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export type OutboxListStatus = 'PENDING' | 'RETRYING' | 'DEAD';

export interface OutboxListRow {
  id: number;
  kind: string;
  status: OutboxStatus;
  payload: Record<string, unknown>;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  doneAt: Date | null;
}

const listCondition = (status: OutboxListStatus | undefined) =>
  status === 'DEAD'
    ? eq(outbox.status, 'DEAD')
    : status === 'RETRYING'
      ? and(eq(outbox.status, 'PENDING'), sql`${outbox.attempts} > 0`)
      : status === 'PENDING'
        ? and(eq(outbox.status, 'PENDING'), eq(outbox.attempts, 0))
        : inArray(outbox.status, ['PENDING', 'DEAD']);

export interface OutboxListFilter {
  status?: OutboxListStatus | undefined;
  kind?: string | undefined;
  /** words of the recipient's name or e-mail address: the entries of one person among many waiting */
  q?: string | undefined;
}
export type OutboxSortField = 'id' | 'nextAttemptAt' | 'attempts';
const SORT_COLUMNS = { id: outbox.id, nextAttemptAt: outbox.nextAttemptAt, attempts: outbox.attempts } as const;

/** The console's list: entries not delivered (pending, retrying, dead), with whom they concern. */
export async function listOutbox(db: Db, params: ListParams<OutboxListFilter, OutboxSortField>): Promise<ListPage<OutboxListRow>> {
  const q = params.filter.q?.trim();
  const recipient = q
    ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)), ilike(users.email, likePattern(q)))
    : undefined;
  const where = and(listCondition(params.filter.status), params.filter.kind ? eq(outbox.kind, params.filter.kind) : undefined, recipient);
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      status: outbox.status,
      payload: outbox.payload,
      userId: outbox.userId,
      userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      userEmail: users.email,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
      doneAt: outbox.doneAt,
    })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.userId))
    .where(where)
    .orderBy(...orderOf(SORT_COLUMNS[params.sort.field], params.sort.order, outbox.id))
    .limit(params.limit)
    .offset(params.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).leftJoin(users, eq(users.id, outbox.userId)).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function getOutboxEntry(db: Db, params: { id: number }): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, params.id));
  return row ?? null;
}

/** "Retry now": a pending or dead entry is due at once (a dead one is pending again, its attempts kept). */
export async function retryOutboxNow(db: Db, params: { id: number; now: Date }): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'PENDING', nextAttemptAt: params.now, claimedUntil: null, doneAt: null })
    .where(and(eq(outbox.id, params.id), inArray(outbox.status, ['PENDING', 'DEAD'])))
    .returning();
  return row ?? null;
}

/** "Discard": a pending or dead entry is never delivered. */
export async function discardOutbox(db: Db, params: { id: number; now: Date }): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'DISCARDED', doneAt: params.now, claimedUntil: null })
    .where(and(eq(outbox.id, params.id), inArray(outbox.status, ['PENDING', 'DEAD'])))
    .returning();
  return row ?? null;
}
