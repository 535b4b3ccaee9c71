// Cookie choices of signed-in people (schema/consent.ts).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cookieConsents } from '../schema/index.ts';

export async function recordCookieConsent(
  db: Db,
  params: { userId: number; choice: 'accepted' | 'rejected'; policyVersion: string; at: Date },
): Promise<void> {
  await db.insert(cookieConsents).values({ userId: params.userId, choice: params.choice, policyVersion: params.policyVersion, createdAt: params.at });
}

export async function listCookieConsents(db: Db, params: { userId: number }) {
  return db.select().from(cookieConsents).where(eq(cookieConsents.userId, params.userId)).orderBy(desc(cookieConsents.createdAt), desc(cookieConsents.id));
}
