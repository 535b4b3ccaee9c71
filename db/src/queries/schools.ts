// Schools as the public partner list shows them.
import { asc } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { schools } from '../schema/index.ts';

export interface SchoolListRow {
  id: number;
  name: string;
  country: string;
}

/** All schools by name. */
export async function listSchools(db: Db): Promise<SchoolListRow[]> {
  return db
    .select({ id: schools.id, name: schools.name, country: schools.country })
    .from(schools)
    .orderBy(asc(schools.name), asc(schools.id));
}
