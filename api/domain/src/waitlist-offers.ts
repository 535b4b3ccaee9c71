// The waitlist of a full cohort (issue 6): first come, first served; a freed seat is offered to the first
// in line and held for WAITLIST_OFFER_HOLD_HOURS (48 h: two evenings to read the e-mail, short enough that
// the seat is not lost for a course starting soon), then offered to the next. Offers never exceed the free
// seats, so nobody is promoted past the size. The hold is in real hours, not Tallinn days: an offer made at
// 18:00 holds until 18:00 two days later (one hour more or less of wall clock across a DST change).
import { WAITLIST_OFFER_HOLD_HOURS } from './constants.ts';
import { toDate, type DateInput } from './dates.ts';

const HOUR_MS = 3_600_000;

export function waitlistOfferExpiry(offeredAt: DateInput): Date {
  return new Date(toDate(offeredAt).getTime() + WAITLIST_OFFER_HOLD_HOURS * HOUR_MS);
}

/** An offer can be accepted up to and including its expiry instant. */
export function isWaitlistOfferOpen(offeredAt: DateInput, now: Date): boolean {
  return now.getTime() <= waitlistOfferExpiry(offeredAt).getTime();
}

export interface WaitlistEntry {
  id: number;
  joinedAt: DateInput;
}

/** The line in order: who joined first, then the lower id (two entries in the same millisecond). */
export function orderWaitlist<T extends WaitlistEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => toDate(a.joinedAt).getTime() - toDate(b.joinedAt).getTime() || a.id - b.id);
}

/** The entry to offer the next free seat to, among those still waiting (without an open offer). */
export function nextInLine<T extends WaitlistEntry>(entries: readonly T[]): T | null {
  return orderWaitlist(entries)[0] ?? null;
}

/**
 * How many new offers may go out: the seats nobody holds. `seatsTaken` is the one seat count
 * (@valik/db countSeatsTaken): live registrations, the offers still open and open payment holds each hold
 * a seat, so the group never passes its size.
 */
export function seatsToOffer(cohort: { size: number; seatsTaken: number }): number {
  return Math.max(0, cohort.size - cohort.seatsTaken);
}
