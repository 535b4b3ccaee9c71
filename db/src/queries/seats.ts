// The one seat rule (issue 15 item 3). A cohort's seat is taken by
//  - a registration that is not CANCELED,
//  - a waitlist offer still open (OFFERED, until and including its offer_expires_at: issue 6, the offer
//    holds the freed seat), and
//  - an open pay-and-register checkout (purpose REGISTRATION, OPEN or PROCESSING, until its expires_at:
//    ADR 009, the seat is held while the student pays).
// Every path counts seats through this file: the public catalogue (read live, never cached), the console
// and the school rep's lists, registration, checkout, the late payment and waitlist offers. A path that
// decides for one student (may *they* take a seat?) passes `exceptUserId`, so their own offer or hold
// does not count against them; everyone else sees it as taken.
import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, cohorts, paymentCheckouts, waitlistEntries } from '../schema/index.ts';
import { outer } from './_shared.ts';

export interface SeatCountAt {
  /** the instant offers and holds are judged at (the caller's clock, so tests and jobs can move it) */
  now: Date | Placeholder;
  /** leave this student's own offer and hold out (they are deciding whether to take the seat) */
  exceptUserId?: number | Placeholder | undefined;
}

const notUser = (column: typeof waitlistEntries.userId | typeof paymentCheckouts.userId, userId: number | Placeholder | undefined): SQL =>
  userId === undefined ? sql`true` : sql`${column} IS DISTINCT FROM ${userId}`;

/**
 * Seats taken in the cohort row of the surrounding query, as a correlated subquery (for lists that show
 * or sort by it). The one definition of the rule: `countSeatsTaken` is built on it.
 */
export function seatsTakenSql(at: SeatCountAt): SQL<number> {
  const cohortId = outer(cohorts.id);
  return sql<number>`(
    (SELECT count(*)::int FROM ${cohortParticipants}
      WHERE ${and(sql`${cohortParticipants.cohortId} = ${cohortId}`, ne(cohortParticipants.status, 'CANCELED'))})
    + (SELECT count(*)::int FROM ${waitlistEntries}
      WHERE ${and(
        sql`${waitlistEntries.cohortId} = ${cohortId}`,
        eq(waitlistEntries.status, 'OFFERED'),
        gte(waitlistEntries.offerExpiresAt, at.now),
        notUser(waitlistEntries.userId, at.exceptUserId),
      )})
    + (SELECT count(*)::int FROM ${paymentCheckouts}
      WHERE ${and(
        sql`${paymentCheckouts.cohortId} = ${cohortId}`,
        eq(paymentCheckouts.purpose, 'REGISTRATION'),
        inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING']),
        gt(paymentCheckouts.expiresAt, at.now),
        notUser(paymentCheckouts.userId, at.exceptUserId),
      )})
  )`.mapWith(Number);
}

/**
 * Seats in the cohort row of the surrounding query that the student's own open offer and payment hold
 * take: what `seatsTakenSql` with their `exceptUserId` leaves out.
 */
export function seatsHeldBySql(at: { now: Date | Placeholder }, userId: number | Placeholder): SQL<number> {
  const cohortId = outer(cohorts.id);
  return sql<number>`(
    (SELECT count(*)::int FROM ${waitlistEntries}
      WHERE ${and(
        sql`${waitlistEntries.cohortId} = ${cohortId}`,
        eq(waitlistEntries.status, 'OFFERED'),
        gte(waitlistEntries.offerExpiresAt, at.now),
        eq(waitlistEntries.userId, userId),
      )})
    + (SELECT count(*)::int FROM ${paymentCheckouts}
      WHERE ${and(
        sql`${paymentCheckouts.cohortId} = ${cohortId}`,
        eq(paymentCheckouts.purpose, 'REGISTRATION'),
        inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING']),
        gt(paymentCheckouts.expiresAt, at.now),
        eq(paymentCheckouts.userId, userId),
      )})
  )`.mapWith(Number);
}

/** Seats taken per cohort id (0 for an id that is not a cohort). */
export async function countSeatsTaken(db: Db, params: SeatCountAt & { cohortIds: readonly number[] }): Promise<Map<number, number>> {
  const counts = new Map<number, number>(params.cohortIds.map((id) => [id, 0]));
  if (params.cohortIds.length === 0) return counts;
  const rows = await db
    .select({ id: cohorts.id, taken: seatsTakenSql(params) })
    .from(cohorts)
    .where(inArray(cohorts.id, [...params.cohortIds]));
  for (const row of rows) counts.set(row.id, row.taken);
  return counts;
}

/** Seats taken in one cohort (under its row lock when the caller is about to take or offer one). */
export async function countSeatsTakenIn(db: Db, params: SeatCountAt & { cohortId: number }): Promise<number> {
  return (await countSeatsTaken(db, { ...params, cohortIds: [params.cohortId] })).get(params.cohortId) ?? 0;
}
