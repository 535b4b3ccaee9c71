// What an operator watches, read at scrape time by /metrics (api/src/metrics): the outbox, the
// integrations' sync state, and this process's connections. Each is one function, so a change of where a
// figure lives changes one query, not the metrics.
import { sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface OutboxFigures {
  /** entries not delivered yet (PENDING) */
  pending: number;
  /** pending entries that failed at least once, or whose dispatcher stopped mid-way (a lease run out) */
  retrying: number;
  /** entries given up on after their last attempt (DEAD), until an admin retries or discards them */
  dead: number;
  /** age of the oldest pending entry (0 when none) */
  oldestPendingSeconds: number;
}

/** The outbox (schema/outbox.ts, ADR 024): what is pending, retrying and dead. */
export async function readOutboxFigures(db: Db, params: { now: Date }): Promise<OutboxFigures> {
  const [row] = rowsOf<{ pending: number; retrying: number; dead: number; oldest: string | Date | null }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
             count(*) FILTER (
               WHERE status = 'PENDING' AND (attempts > 0 OR claimed_until < ${params.now.toISOString()}::timestamptz)
             )::int AS retrying,
             count(*) FILTER (WHERE status = 'DEAD')::int AS dead,
             min(created_at) FILTER (WHERE status = 'PENDING') AS oldest
      FROM outbox
      WHERE status IN ('PENDING', 'DEAD')`),
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: Number(row?.pending ?? 0),
    retrying: Number(row?.retrying ?? 0),
    dead: Number(row?.dead ?? 0),
    oldestPendingSeconds: oldest ? Math.max(0, (params.now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

export interface IntegrationSyncFigures {
  kind: 'DISCORD' | 'LMS';
  /** seconds since the latest successful sync of any cohort; null: none yet */
  sinceLastSuccessSeconds: number | null;
  /** cohorts whose last sync failed */
  failing: number;
}

/** Per integration: how long since it last synced anything, and how many cohorts are failing (integration_syncs). */
export async function readIntegrationSyncFigures(db: Db, params: { now: Date }): Promise<IntegrationSyncFigures[]> {
  const rows = rowsOf<{ kind: 'DISCORD' | 'LMS'; last: string | Date | null; failing: number }>(
    await db.execute(sql`
      SELECT kind, max(last_success_at) AS last, count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
      FROM integration_syncs GROUP BY kind ORDER BY kind`),
  );
  return rows.map((r) => ({
    kind: r.kind,
    sinceLastSuccessSeconds: r.last ? Math.max(0, (params.now.getTime() - new Date(r.last).getTime()) / 1000) : null,
    failing: Number(r.failing),
  }));
}

/**
 * This process's connections to the PostgreSQL server by state (active, idle, idle in transaction), as the
 * server sees them: every connection of the pool carries the process's application_name (createDb), and
 * this asks on one of them. Behind PgBouncer in transaction mode the server sees the bouncer's connections.
 */
export async function readOwnConnections(db: Db): Promise<{ state: string; count: number }[]> {
  const rows = rowsOf<{ state: string | null; count: number }>(
    await db.execute(sql`
      SELECT coalesce(state, 'unknown') AS state, count(*)::int AS count
      FROM pg_stat_activity
      WHERE application_name = current_setting('application_name') AND datname = current_database()
      GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((r) => ({ state: r.state ?? 'unknown', count: Number(r.count) }));
}
