// One database type for both drivers, so queries are written once and accept a transaction too.
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A Drizzle database on PGlite or postgres.js. A transaction (`tx`) is also a `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
