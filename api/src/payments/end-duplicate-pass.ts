// A second active pass (issue 19 item 3): two pass checkouts paid in a provider race both become
// subscriptions. The student's first active pass stays; the later one is ended at the provider and what
// it took is refunded (CardProvider.endPassNow), and its end arrives as the provider's signed
// customer.subscription.deleted. A PASS_END outbox entry written with the webhook's change does it after the
// commit (outbox/kinds/pass-end.ts); the jobs sweep also ends any duplicate the database shows. The pass's
// invoices were credited when it was found (invoices/duplicate-pass-credit.ts); the refund is then SENT, and
// ARRIVED when the provider's refund.updated (succeeded) comes in (payments/apply-pass-event.ts).
import { listDuplicateActivePasses, type SubscriptionRow } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { duplicatePassRefundSent } from '../invoices/duplicate-pass-credit.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

type Deps = Pick<AppDeps, 'payments' | 'logger' | 'db' | 'outbox'>;

/** Ends and refunds a duplicate pass at the provider (its idempotency key: one end however often it runs). */
export async function endDuplicatePassNow(deps: Deps, pass: SubscriptionRow, now: Date): Promise<void> {
  const stripe = deps.payments.stripe;
  if (!stripe) throw new Error('no card provider to end a duplicate pass with');
  await stripe.endPassNow(pass, `duplicate-${pass.subscriptionId}`, now);
  // the provider took the refund: the credit notes of its invoices say it is sent
  await unitOfWork(deps, (tx) => duplicatePassRefundSent(tx, { subscriptionRowId: pass.id, now }));
  deps.logger.warn({ userId: pass.userId, subscriptionId: pass.subscriptionId }, 'a second active pass was ended and refunded');
}

/** The sweep: every duplicate still active (the provider was down, or the process stopped after commit). */
export async function endDuplicatePasses(deps: Deps, now: Date): Promise<number> {
  let ended = 0;
  for (const pass of await listDuplicateActivePasses(deps.db)) {
    try {
      await endDuplicatePassNow(deps, pass, now);
      ended += 1;
    } catch (err) {
      deps.logger.error({ err, subscriptionId: pass.subscriptionId }, 'could not end a duplicate pass, will retry');
    }
  }
  return ended;
}
