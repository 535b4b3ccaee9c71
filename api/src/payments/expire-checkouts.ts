// Releases seat holds that ran out: OPEN checkouts past expires_at become EXPIRED under the cohort lock
// (seat counting already ignores them from that instant; this makes it visible), one unit of work each: the
// seat freed is offered to the line, and the provider's session is closed after the commit by the outbox
// (CHECKOUT_EXPIRE, outbox/kinds/checkout-expire.ts). A payment that still arrives later goes through the
// late-payment path of apply-notification.ts.
import { listLapsedCheckouts, lockCheckout, lockCohortForUpdate, updateCheckout } from '@valik/db/queries';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function expireLapsedCheckouts(deps: WorkDeps): Promise<number> {
  const now = deps.clock();
  let expired = 0;
  for (const lapsed of await listLapsedCheckouts(deps.db, { now })) {
    const done = await unitOfWork(deps, async (tx, outbox) => {
      const cohort = await lockCohortForUpdate(tx, { cohortId: lapsed.cohortId });
      const checkout = await lockCheckout(tx, { id: lapsed.id });
      if (!cohort || !checkout || checkout.status !== 'OPEN' || checkout.expiresAt.getTime() >= now.getTime()) return false;
      await updateCheckout(tx, { id: checkout.id, changes: { status: 'EXPIRED' } });
      // the offers' e-mails and expiry jobs are outbox entries written with them (waitlist/offer-notice.ts)
      if (checkout.purpose === 'REGISTRATION') await offerFreeSeats(tx, cohort, now);
      if (checkout.providerSessionId) await outbox.add('CHECKOUT_EXPIRE', { provider: checkout.provider, session_id: checkout.providerSessionId }, { userId: checkout.userId });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
