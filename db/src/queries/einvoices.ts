// The local e-invoice access point's store (/dev/einvoices, never production): documents as received.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { devEinvoices, type DevEinvoice } from '../schema/index.ts';

/** Stores a submission once per idempotency guid; a repeated one answers the first one's row. */
export async function insertDevEinvoice(db: Db, values: typeof devEinvoices.$inferInsert): Promise<DevEinvoice> {
  if (values.idempotencyGuid) {
    const [existing] = await db.select().from(devEinvoices).where(eq(devEinvoices.idempotencyGuid, values.idempotencyGuid));
    if (existing) return existing;
  }
  const [row] = await db.insert(devEinvoices).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [raced] = await db.select().from(devEinvoices).where(eq(devEinvoices.idempotencyGuid, values.idempotencyGuid ?? ''));
  if (!raced) throw new Error('the e-invoice was neither stored nor found');
  return raced;
}

export async function listDevEinvoices(db: Db, params: { limit?: number } = {}): Promise<DevEinvoice[]> {
  return db.select().from(devEinvoices).orderBy(desc(devEinvoices.createdAt), desc(devEinvoices.id)).limit(params.limit ?? 200);
}

export async function getDevEinvoice(db: Db, params: { id: number }): Promise<DevEinvoice | null> {
  const [row] = await db.select().from(devEinvoices).where(eq(devEinvoices.id, params.id));
  return row ?? null;
}
