// The waitlist of a full cohort (issue 6). Offers are made and taken under the cohort's row lock
// (lockCohortForUpdate in registrations.ts), so offers plus registrations never pass the size.
import { and, asc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, courses, waitlistEntries } from '../schema/index.ts';
import type { WaitlistEntryRow, WaitlistStatus } from '../schema/index.ts';

/** The student's place in line or open offer for a cohort (WAITING or OFFERED), if any. */
export async function findLiveWaitlistEntry(tx: Db, params: { userId: number; cohortId: number }): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, params.userId),
        eq(waitlistEntries.cohortId, params.cohortId),
        inArray(waitlistEntries.status, ['WAITING', 'OFFERED']),
      ),
    );
  return row ?? null;
}

export async function getWaitlistEntry(tx: Db, params: { id: number }): Promise<WaitlistEntryRow | null> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, params.id));
  return row ?? null;
}

function prepareJoinWaitlist(db: Db) {
  const joined = db
    .$with('joined')
    .as(
      db
        .insert(waitlistEntries)
        .values({ userId: sql.placeholder('userId'), cohortId: sql.placeholder('cohortId'), joinedAt: sql.placeholder('now') })
        .returning(),
    );
  const columns = getTableColumns(waitlistEntries);
  const entry = Object.fromEntries(Object.keys(columns).map((key) => [key, joined[key as keyof typeof columns]])) as {
    [K in keyof typeof columns]: (typeof joined)[K];
  };
  // the new row is not visible to the subquery (same statement): it counts those ahead, so + 1
  const ahead = sql<number>`(SELECT count(*)::int FROM ${waitlistEntries} w
    WHERE w.cohort_id = ${joined.cohortId} AND w.status = 'WAITING' AND (w.joined_at, w.id) < (${joined.joinedAt}, ${joined.id}))`;
  return db
    .with(joined)
    .select({ entry, position: sql<number>`${ahead} + 1`.mapWith(Number) })
    .from(joined)
    .prepare('join_waitlist');
}
// built once per database handle (a transaction's `tx` is one of its own): every latecomer of a rush runs it
const preparedJoins = new WeakMap<Db, ReturnType<typeof prepareJoinWaitlist>>();

/**
 * Joins the line in one statement, outside any transaction and without the cohort's lock (a waiting entry
 * takes no seat; the partial unique index refuses a second live entry of the student): the entry and its
 * position (1 = next), counted as waitlistPosition does.
 */
export async function joinWaitlist(db: Db, params: { userId: number; cohortId: number; now: Date }): Promise<{ entry: WaitlistEntryRow; position: number }> {
  let prepared = preparedJoins.get(db);
  if (!prepared) {
    prepared = prepareJoinWaitlist(db);
    preparedJoins.set(db, prepared);
  }
  // the placeholders of an insert's values go through the column's encoder (a Date for joined_at)
  const [row] = await prepared.execute({ userId: params.userId, cohortId: params.cohortId, now: params.now });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Entries WAITING in a cohort's line (not yet offered), oldest first. */
export async function listWaitingEntries(tx: Db, params: { cohortId: number }): Promise<WaitlistEntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.cohortId, params.cohortId), eq(waitlistEntries.status, 'WAITING')))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
}

/** Offers whose hold has run out at `now` but are still marked OFFERED. */
export async function listLapsedOffers(tx: Db, params: { cohortId?: number; now: Date }): Promise<WaitlistEntryRow[]> {
  const where = [eq(waitlistEntries.status, 'OFFERED'), lt(waitlistEntries.offerExpiresAt, params.now)];
  if (params.cohortId !== undefined) where.push(eq(waitlistEntries.cohortId, params.cohortId));
  return tx.select().from(waitlistEntries).where(and(...where));
}

export async function setWaitlistStatus(
  tx: Db,
  params: { id: number; status: WaitlistStatus; offeredAt?: Date | null; offerExpiresAt?: Date | null },
): Promise<void> {
  const changes: Partial<WaitlistEntryRow> = { status: params.status };
  if (params.offeredAt !== undefined) changes.offeredAt = params.offeredAt;
  if (params.offerExpiresAt !== undefined) changes.offerExpiresAt = params.offerExpiresAt;
  await tx.update(waitlistEntries).set(changes).where(eq(waitlistEntries.id, params.id));
}

/** The user's live waitlist entries with cohort and course names (my courses). */
export async function listMyWaitlistEntries(db: Db, params: { userId: number }) {
  return db
    .select({
      entry: waitlistEntries,
      cohortName: cohorts.name,
      cohortStartDate: cohorts.startDate,
      cohortEndDate: cohorts.endDate,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(waitlistEntries)
    .innerJoin(cohorts, eq(cohorts.id, waitlistEntries.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(waitlistEntries.userId, params.userId), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])))
    .orderBy(asc(waitlistEntries.joinedAt));
}

/** The position in line (1 = next) of a WAITING entry. */
export async function waitlistPosition(db: Db, params: { entry: WaitlistEntryRow }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.cohortId, params.entry.cohortId),
        eq(waitlistEntries.status, 'WAITING'),
        sql`(${waitlistEntries.joinedAt}, ${waitlistEntries.id}) <= (${params.entry.joinedAt.toISOString()}::timestamptz, ${params.entry.id})`,
      ),
    );
  return row?.n ?? 1;
}
