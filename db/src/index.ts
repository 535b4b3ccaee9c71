// @valik/db: the schema, enums and row types, plus the `Db` type. No driver is imported here, so the
// Astro site can import it without creating a database; open one with `@valik/db/client`.
export * from './schema/index.ts';
export type { Db, Schema, Tx } from './db-type.ts';
