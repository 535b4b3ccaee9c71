// Faults tests inject into the database itself, to see that a use case survives them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import type { ActivityType } from '../enum-values.ts';

/**
 * Makes the database refuse the first insert of an activity_log entry of `type` (a trigger raising
 * 'simulated crash'; a sequence counts the attempts and is not rolled back with them, so only the
 * first fails). Returns the function that removes the trigger again; call it in a `finally`.
 */
export async function failFirstActivityInsert(db: Db, type: ActivityType): Promise<() => Promise<void>> {
  if (!/^[A-Z_]+$/.test(type)) throw new Error(`not an activity type: ${type}`);
  await db.execute(sql.raw('CREATE SEQUENCE crash_once_seq'));
  await db.execute(
    sql.raw(`CREATE FUNCTION crash_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('crash_once_seq') = 1 THEN RAISE EXCEPTION 'simulated crash'; END IF; RETURN NEW; END $$`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER crash_once BEFORE INSERT ON activity_log FOR EACH ROW WHEN (NEW.type = '${type}') EXECUTE FUNCTION crash_once()`));
  return async () => {
    await db.execute(sql.raw('DROP TRIGGER crash_once ON activity_log'));
    await db.execute(sql.raw('DROP FUNCTION crash_once()'));
    await db.execute(sql.raw('DROP SEQUENCE crash_once_seq'));
  };
}
