// Reading and arranging table state in tests without writing SQL (SQL lives in db/, see the ESLint
// rule SQL_ONLY_IN_DB): a `match` is a partial row of column values, all of which must hold
// (`null` means IS NULL). What a match cannot say has a named function below that says what it means.
//
//   const [row] = await rowsWhere(db, invoices, { userId: 7, status: 'PAID' }, { orderBy: 'id' });
//   const user = await rowWhere(db, users, { id: 7 });
//   await updateWhere(db, cohorts, { id: 3 }, { status: 'REGISTRATION_OPEN' });
import { and, asc, count, eq, getTableColumns, isNull, like, ne, sql } from 'drizzle-orm';
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db-type.ts';
import { cohortParticipants, invoices, queueMessages } from '../schema/index.ts';
import type { CohortParticipant, QueueMessage } from '../schema/index.ts';

/** A row of `T` as read from the database. */
export type RowOf<T extends PgTable> = InferSelectModel<T>;

/** Column values a row must have; `null` means the column IS NULL. An empty match is every row. */
export type Match<T extends PgTable> = { [K in keyof RowOf<T>]?: RowOf<T>[K] | null };

export interface RowsOptions<T extends PgTable> {
  /** Ascending order by this column (without it the order is whatever the database returns). */
  orderBy?: keyof RowOf<T> & string;
}

function column(table: PgTable, key: string): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!col) throw new Error(`no column ${key} in the table`);
  return col;
}

/** The WHERE of a match. An undefined value is a mistake in the test (it would match more rows than meant), so it throws. */
function where<T extends PgTable>(table: T, match: Match<T>): SQL | undefined {
  const conditions = Object.entries(match).map(([key, value]) => {
    if (value === undefined) throw new Error(`match.${key} is undefined: pass a value, or null for IS NULL`);
    return value === null ? isNull(column(table, key)) : eq(column(table, key), value);
  });
  return and(...conditions);
}

function nonEmpty<T extends PgTable>(match: Match<T>, what: string): void {
  if (Object.keys(match).length === 0) throw new Error(`${what} needs a match: an empty one is every row`);
}

/** The rows of `table` that match. */
export async function rowsWhere<T extends PgTable>(db: Db, table: T, match: Match<T> = {}, options: RowsOptions<T> = {}): Promise<RowOf<T>[]> {
  const query = db.select().from(table as PgTable).where(where(table, match));
  const rows = options.orderBy ? await query.orderBy(asc(column(table, options.orderBy))) : await query;
  return rows as RowOf<T>[];
}

/** The one row of `table` that matches, or undefined when none does; throws when several do. */
export async function rowWhere<T extends PgTable>(db: Db, table: T, match: Match<T>): Promise<RowOf<T> | undefined> {
  nonEmpty(match, 'rowWhere');
  const rows = await rowsWhere(db, table, match);
  if (rows.length > 1) throw new Error(`rowWhere: ${rows.length} rows match ${JSON.stringify(match)}, expected at most one`);
  return rows[0];
}

/** How many rows of `table` match. */
export async function countWhere<T extends PgTable>(db: Db, table: T, match: Match<T> = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table as PgTable).where(where(table, match));
  return row?.n ?? 0;
}

/** Sets columns of the rows that match (a non-empty match); returns how many rows were changed. */
export async function updateWhere<T extends PgTable>(db: Db, table: T, match: Match<T>, set: PgUpdateSetSource<T>): Promise<number> {
  nonEmpty(match, 'updateWhere');
  const rows = await db
    .update(table as PgTable)
    .set(set as PgUpdateSetSource<PgTable>)
    .where(where(table, match))
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/** Deletes the rows that match (a non-empty match); returns how many were deleted. */
export async function deleteWhere<T extends PgTable>(db: Db, table: T, match: Match<T>): Promise<number> {
  nonEmpty(match, 'deleteWhere');
  const rows = await db
    .delete(table as PgTable)
    .where(where(table, match))
    .returning({ one: sql<number>`1` });
  return rows.length;
}

// ---- what a match cannot say --------------------------------------------------------------------

/** Registrations that hold or used a seat: the matching participants whose status is not CANCELED. */
export async function liveParticipantsWhere(db: Db, match: Match<typeof cohortParticipants>): Promise<CohortParticipant[]> {
  return db
    .select()
    .from(cohortParticipants)
    .where(and(where(cohortParticipants, match), ne(cohortParticipants.status, 'CANCELED')));
}

/** The invoice numbers (invoice_id) that start with `prefix`, e.g. 'VLK-2026-'. */
export async function invoiceNumbersStartingWith(db: Db, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.select({ number: invoices.invoiceId }).from(invoices).where(like(invoices.invoiceId, pattern));
  return rows.map((r) => r.number);
}

/** Queue messages (outbox events) whose metadata has `key` equal to `value` (compared as text). */
export async function queueMessagesWithMetadata(db: Db, key: string, value: string | number): Promise<QueueMessage[]> {
  return db
    .select()
    .from(queueMessages)
    .where(sql`${queueMessages.metadata}->>${key} = ${String(value)}`);
}

/** Tables of the public schema with a foreign key to `id` of any of `tables`, read from the database's catalogue, sorted. */
export async function tablesReferencingId(db: Db, tables: string[]): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT tc.table_name
    FROM information_schema.table_constraints tc
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND ccu.column_name = 'id'
      AND ccu.table_name IN (${sql.join(
        tables.map((name) => sql`${name}`),
        sql`, `,
      )})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table_name: string }[];
  return rows.map((r) => r.table_name).sort();
}

/**
 * pg-boss's jobs of one queue per minute of their creation (how many, how many completed, when the last of
 * them completed): periodic jobs must make one a period.
 */
export async function jobsPerMinute(db: Db, name: string): Promise<{ minute: string; jobs: number; completed: number; lastCompletedAt: Date | null }[]> {
  const result = await db.execute(sql`
    SELECT to_char(date_trunc('minute', created_on), 'YYYY-MM-DD"T"HH24:MI') AS minute, count(*)::int AS jobs,
           count(*) FILTER (WHERE state = 'completed')::int AS completed, max(completed_on) AS last_completed_at
    FROM pgboss.job WHERE name = ${name} GROUP BY 1 ORDER BY 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { minute: string; jobs: number; completed: number; last_completed_at: string | Date | null }[];
  return rows.map((r) => ({ minute: r.minute, jobs: Number(r.jobs), completed: Number(r.completed), lastCompletedAt: r.last_completed_at ? new Date(r.last_completed_at) : null }));
}

/**
 * pg-boss's cron occurrences of one queue and the jobs they made. A cron pass (on any replica) files each
 * occurrence once, under the minute it falls in (its slot), in pg-boss's forwarding queue; a worker there
 * sends the job. `forwards`: the occurrences filed, `slots`: their distinct minutes, `jobs`: the queue's jobs.
 * A late forward (a busy machine) can create one occurrence's job in the next minute, beside that minute's
 * own: what makes a period's job twice is a slot filed twice or more jobs than forwards.
 */
export async function cronOccurrences(db: Db, name: string): Promise<{ forwards: number; slots: number; jobs: number }> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = ${name})::int AS forwards,
           (SELECT count(DISTINCT data->>'slot') FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = ${name})::int AS slots,
           (SELECT count(*) FROM pgboss.job WHERE name = ${name})::int AS jobs`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { forwards: number; slots: number; jobs: number }[];
  return { forwards: Number(row?.forwards ?? 0), slots: Number(row?.slots ?? 0), jobs: Number(row?.jobs ?? 0) };
}
