// An admin creates or edits a school (the console's form); one unit of work each.
import { insertManageSchool, updateManageSchool } from '@valik/db/queries/manage';
import type { School } from '@valik/db/schema';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

type SchoolValues = Parameters<typeof insertManageSchool>[1]['values'];

export async function createSchool(deps: WorkDeps, values: SchoolValues): Promise<School> {
  return unitOfWork(deps, (tx) => insertManageSchool(tx, { values }));
}

/** Null when the school does not exist. */
export async function updateSchool(deps: WorkDeps, input: { id: number; values: Partial<SchoolValues> }): Promise<School | null> {
  return unitOfWork(deps, (tx) => updateManageSchool(tx, input));
}
