// Where a value (an e-mail address) is still stored: every text and JSON column of every table in the
// Drizzle schema, enumerated from the schema itself, so a table added later is searched too.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db-type.ts';
import * as schema from '../schema/index.ts';

export interface ColumnRef {
  table: string;
  column: string;
}

/** Every column of the schema that can hold an address: text, varchar, JSON and arrays of them. */
export function addressColumns(): ColumnRef[] {
  const refs: ColumnRef[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      if (column.dataType === 'string' || column.dataType === 'json' || column.dataType === 'array') refs.push({ table: config.name, column: column.name });
    }
  }
  return refs;
}

/** The columns (with row counts) whose text contains `value`, case-insensitively. */
export async function findEverywhere(db: Db, value: string): Promise<(ColumnRef & { rows: number })[]> {
  const pattern = `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const hits: (ColumnRef & { rows: number })[] = [];
  for (const ref of addressColumns()) {
    const result = await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(ref.table)} WHERE lower(${sql.identifier(ref.column)}::text) LIKE ${pattern}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) hits.push({ ...ref, rows: n });
  }
  return hits;
}
