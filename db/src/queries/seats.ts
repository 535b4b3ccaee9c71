// Seats taken per cohort, read live: the public catalogue caches cohorts but never their seat counts,
// so a registration shows on the next page view whatever code path wrote it.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, paymentCheckouts } from '../schema/index.ts';

/** Registrations that are not CANCELED plus open payment holds, per cohort id (0 for a cohort without any). */
export async function countSeatsTaken(db: Db, params: { cohortIds: readonly number[] }): Promise<Map<number, number>> {
  const counts = new Map<number, number>(params.cohortIds.map((id) => [id, 0]));
  if (params.cohortIds.length === 0) return counts;
  const rows = await db
    .select({ cohortId: cohortParticipants.cohortId, taken: sql<number>`count(*)::int`.mapWith(Number) })
    .from(cohortParticipants)
    .where(and(inArray(cohortParticipants.cohortId, [...params.cohortIds]), ne(cohortParticipants.status, 'CANCELED')))
    .groupBy(cohortParticipants.cohortId);
  for (const row of rows) counts.set(row.cohortId, row.taken);
  // a seat held by an open pay-and-register checkout is taken for everyone else (payments, issue 7)
  const holds = await db
    .select({ cohortId: paymentCheckouts.cohortId, held: sql<number>`count(*)::int`.mapWith(Number) })
    .from(paymentCheckouts)
    .where(
      and(
        inArray(paymentCheckouts.cohortId, [...params.cohortIds]),
        eq(paymentCheckouts.purpose, 'REGISTRATION'),
        inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING']),
        sql`${paymentCheckouts.expiresAt} > now()`,
      ),
    )
    .groupBy(paymentCheckouts.cohortId);
  for (const row of holds) counts.set(row.cohortId, (counts.get(row.cohortId) ?? 0) + row.held);
  return counts;
}
