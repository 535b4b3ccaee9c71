// The local error-report ingest (`error_reports`, /dev/errors): items stored as they arrive, listed newest first.
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { errorReports } from '../schema/index.ts';
import type { ErrorReport, NewErrorReport } from '../schema/index.ts';

export async function insertErrorReports(db: Db, params: { items: NewErrorReport[] }): Promise<number[]> {
  if (params.items.length === 0) return [];
  const rows = await db.insert(errorReports).values(params.items).returning({ id: errorReports.id });
  return rows.map((r) => r.id);
}

export interface ErrorReportFilter {
  itemType?: string | undefined;
  requestId?: string | undefined;
  eventId?: string | undefined;
  replayId?: string | undefined;
  app?: string | undefined;
  limit?: number;
}

/** Newest first; without the payloads (a replay recording can be large), which `getErrorReport` reads. */
export async function listErrorReports(db: Db, params: ErrorReportFilter = {}): Promise<Omit<ErrorReport, 'payload'>[]> {
  const conditions: SQL[] = [];
  if (params.itemType) conditions.push(eq(errorReports.itemType, params.itemType));
  if (params.requestId) conditions.push(eq(errorReports.requestId, params.requestId));
  if (params.eventId) conditions.push(eq(errorReports.eventId, params.eventId));
  if (params.replayId) conditions.push(eq(errorReports.replayId, params.replayId));
  if (params.app) conditions.push(eq(errorReports.app, params.app));
  const { payload: _payload, ...columns } = getTableColumns(errorReports);
  return db
    .select(columns)
    .from(errorReports)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(params.limit ?? 200);
}

export async function getErrorReport(db: Db, params: { id: number }): Promise<ErrorReport | null> {
  const [row] = await db.select().from(errorReports).where(eq(errorReports.id, params.id)).limit(1);
  return row ?? null;
}
