// Releases seat holds that ran out: OPEN checkouts past expires_at become EXPIRED under the cohort lock
// (seat counting already ignores them from that instant; this makes it visible and tells the provider).
// A payment that still arrives later goes through the late-payment path of apply-notification.ts.
import { listLapsedCheckouts, lockCheckout, lockCohortForUpdate, updateCheckout } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { notifyOffers } from '../registrations/notify.ts';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { providerNamed } from './providers.ts';

type ExpireDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks' | 'logger' | 'payments' | 'jobs'>;

export async function expireLapsedCheckouts(deps: ExpireDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const lapsed of await listLapsedCheckouts(deps.db, { now })) {
    const result = await deps.db.transaction(async (tx) => {
      const cohort = await lockCohortForUpdate(tx, { cohortId: lapsed.cohortId });
      const checkout = await lockCheckout(tx, { id: lapsed.id });
      if (!cohort || !checkout || checkout.status !== 'OPEN' || checkout.expiresAt.getTime() >= now.getTime()) return null;
      await updateCheckout(tx, { id: checkout.id, changes: { status: 'EXPIRED' } });
      const offers = checkout.purpose === 'REGISTRATION' ? await offerFreeSeats(tx, cohort, now) : [];
      return { checkout, cohort, offers };
    });
    if (!result) continue;
    expired += 1;
    notifyOffers(deps, result.offers);
    const provider = providerNamed(deps.payments, result.checkout.provider);
    if (provider && result.checkout.providerSessionId) {
      // best effort: a session that completed meanwhile answers with an error and its payment still arrives
      await provider.expireCheckout(result.checkout.providerSessionId).catch((err: unknown) => deps.logger.warn({ err, checkoutId: result.checkout.id }, 'could not expire the provider session'));
    }
  }
  return expired;
}
