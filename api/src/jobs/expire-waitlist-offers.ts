// Job: offers whose hold ran out are EXPIRED and the seat goes to the next in line, one unit of work per
// cohort (the new offers' e-mails and expiry jobs are outbox entries written with them). pg-boss runs it at an
// offer's expiry, the sweep runs it for every cohort.
import type { WaitlistEntryRow } from '@valik/db/schema';
import { listLapsedOffers, lockCohortForUpdate, type LockedCohort } from '@valik/db/queries';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export interface OfferBatch {
  cohort: LockedCohort;
  offers: WaitlistEntryRow[];
}

export async function expireWaitlistOffers(deps: WorkDeps, payload: { cohortId?: number }): Promise<OfferBatch[]> {
  const now = deps.clock();
  const lapsed = await listLapsedOffers(deps.db, { now, ...(payload.cohortId !== undefined ? { cohortId: payload.cohortId } : {}) });
  const cohortIds = [...new Set(lapsed.map((e) => e.cohortId))];
  const batches: OfferBatch[] = [];
  for (const cohortId of cohortIds) {
    const batch = await unitOfWork(deps, async (tx) => {
      const cohort = await lockCohortForUpdate(tx, { cohortId });
      if (!cohort) return null;
      return { cohort, offers: await offerFreeSeats(tx, cohort, now) };
    });
    if (batch) batches.push(batch);
  }
  return batches;
}
