// Column helpers shared by every product table: numeric identity id and the two audit timestamps.
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Numeric identity primary key (GENERATED ALWAYS: ids are never chosen by the application). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** timestamptz mapped to a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every update through the ORM. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
