// What the local stand-ins remember across restarts (dev_stand_in_states, never production).
import { eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { devStandInStates } from '../schema/index.ts';

export async function loadStandInState(db: Db, params: { name: string }): Promise<unknown> {
  const [row] = await db.select({ state: devStandInStates.state }).from(devStandInStates).where(eq(devStandInStates.name, params.name));
  return row?.state ?? null;
}

export async function saveStandInState(db: Db, params: { name: string; state: unknown }): Promise<void> {
  await db
    .insert(devStandInStates)
    .values({ name: params.name, state: params.state })
    .onConflictDoUpdate({ target: devStandInStates.name, set: { state: params.state, updatedAt: new Date() } });
}
