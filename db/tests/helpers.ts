// Test helpers shared by the db tests.
import { expect } from 'vitest';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  message?: string;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper (PGlite and postgres.js name fields differently). */
function pgError(error: unknown): PgErrorLike {
  let current = error as PgErrorLike | undefined;
  while (current && !current.code && current.cause) current = current.cause as PgErrorLike;
  return current ?? {};
}

/** Asserts the promise fails on the named constraint (or one of them, when several apply). */
export async function expectViolation(promise: Promise<unknown>, constraint: string | string[]): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a violation of ${constraint}`).toBeDefined();
  const pg = pgError(caught);
  const names = Array.isArray(constraint) ? constraint : [constraint];
  expect(names).toContain(pg.constraint ?? pg.constraint_name);
}

/** Rows of a raw `db.execute` result on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
