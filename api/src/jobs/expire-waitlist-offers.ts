// Job: offers whose hold ran out are EXPIRED and the seat goes to the next in line. Plain function of
// (db, payload, now): pg-boss runs it at an offer's expiry, the sweep runs it for every cohort.
import type { Db } from '@valik/db/client';
import type { WaitlistEntryRow } from '@valik/db/schema';
import { listLapsedOffers, lockCohortForUpdate, type LockedCohort } from '@valik/db/queries';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';

export interface OfferBatch {
  cohort: LockedCohort;
  offers: WaitlistEntryRow[];
}

export async function expireWaitlistOffers(db: Db, payload: { cohortId?: number }, now: Date): Promise<OfferBatch[]> {
  const lapsed = await listLapsedOffers(db, { now, ...(payload.cohortId !== undefined ? { cohortId: payload.cohortId } : {}) });
  const cohortIds = [...new Set(lapsed.map((e) => e.cohortId))];
  const batches: OfferBatch[] = [];
  for (const cohortId of cohortIds) {
    const batch = await db.transaction(async (tx) => {
      const cohort = await lockCohortForUpdate(tx, { cohortId });
      if (!cohort) return null;
      return { cohort, offers: await offerFreeSeats(tx, cohort, now) };
    });
    if (batch) batches.push(batch);
  }
  return batches;
}
