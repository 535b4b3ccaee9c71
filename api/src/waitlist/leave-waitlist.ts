// Leaving the line (or declining an offer): the entry is LEFT; a declined offer's seat goes to the next.
import type { WaitlistEntryRow } from '@valik/db/schema';
import { findLiveWaitlistEntry, lockCohortForUpdate, setWaitlistStatus, type LockedCohort } from '@valik/db/queries';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { offerFreeSeats } from './offer-free-seats.ts';

export const NOT_ON_WAITLIST = 'You are not on the waitlist for this cohort';

export async function leaveWaitlist(
  deps: WorkDeps,
  params: { userId: number; cohortId: number },
): Promise<{ cohort: LockedCohort; offers: WaitlistEntryRow[] }> {
  const now = deps.clock();
  return unitOfWork(deps, async (tx) => {
    const cohort = await lockCohortForUpdate(tx, { cohortId: params.cohortId });
    const entry = cohort ? await findLiveWaitlistEntry(tx, params) : null;
    if (!cohort || !entry) throw new ApiError('NOT_FOUND', NOT_ON_WAITLIST);
    await setWaitlistStatus(tx, { id: entry.id, status: 'LEFT' });
    const offers = entry.status === 'OFFERED' ? await offerFreeSeats(tx, cohort, now) : [];
    return { cohort, offers };
  });
}
