// Offers freed seats to the first in line (issue 6 item 2), inside the caller's transaction and under the
// cohort's row lock: lapsed offers are marked EXPIRED, then as many WAITING entries as seatsToOffer allows
// get an offer held until waitlistOfferExpiry, its e-mail queued in the outbox (offer-notice.ts). Nobody is
// ever offered a seat past the size.
import type { Db } from '@valik/db/client';
import type { WaitlistEntryRow } from '@valik/db/schema';
import {
  countSeatsTakenIn,
  listLapsedOffers,
  listWaitingEntries,
  setWaitlistStatus,
  type LockedCohort,
} from '@valik/db/queries';
import { getCohortState, nextInLine, seatsToOffer, waitlistOfferExpiry } from '@valik/domain';
import { queueOfferNotice } from './offer-notice.ts';

export async function offerFreeSeats(tx: Db, cohort: LockedCohort, now: Date): Promise<WaitlistEntryRow[]> {
  for (const lapsed of await listLapsedOffers(tx, { cohortId: cohort.id, now })) {
    await setWaitlistStatus(tx, { id: lapsed.id, status: 'EXPIRED' });
  }
  // registrations, the offers still open and open pay-and-register checkouts all hold their seats
  const seatsTaken = await countSeatsTakenIn(tx, { cohortId: cohort.id, now });
  const state = getCohortState(
    { status: cohort.status, startDate: cohort.startDate, endDate: cohort.endDate, size: cohort.size, seatsTaken },
    now,
  );
  if (state.availability === 'CLOSED' || state.availability === 'NOT_OPEN_YET') return [];
  let free = seatsToOffer({ size: cohort.size, seatsTaken });
  const waiting = await listWaitingEntries(tx, { cohortId: cohort.id });
  const offered: WaitlistEntryRow[] = [];
  while (free > 0) {
    const next = nextInLine(waiting.filter((e) => !offered.some((o) => o.id === e.id)));
    if (!next) break;
    const offerExpiresAt = waitlistOfferExpiry(now);
    await setWaitlistStatus(tx, { id: next.id, status: 'OFFERED', offeredAt: now, offerExpiresAt });
    const offer: WaitlistEntryRow = { ...next, status: 'OFFERED', offeredAt: now, offerExpiresAt };
    await queueOfferNotice(tx, offer);
    offered.push(offer);
    free -= 1;
  }
  return offered;
}
