// Agreements to the terms of use and the privacy policy (schema/legal.ts): recorded with the account,
// read back for the person's own data and for proof.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { legalAgreements } from '../schema/index.ts';

export type LegalAgreement = typeof legalAgreements.$inferSelect;

export async function insertLegalAgreement(
  db: Db,
  values: { userId: number; termsVersion: string; privacyVersion: string; context: 'SIGNUP' | 'TEACHER_APPLICATION'; agreedAt: Date },
): Promise<LegalAgreement> {
  const [row] = await db.insert(legalAgreements).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listLegalAgreements(db: Db, params: { userId: number }): Promise<LegalAgreement[]> {
  return db.select().from(legalAgreements).where(eq(legalAgreements.userId, params.userId)).orderBy(asc(legalAgreements.agreedAt), asc(legalAgreements.id));
}
