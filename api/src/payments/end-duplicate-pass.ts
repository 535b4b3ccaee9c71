// A second active pass (issue 19 item 3): two pass checkouts paid in a provider race both become
// subscriptions. The student's first active pass stays; the later one is ended at the provider and what
// it took is refunded (CardProvider.endPassNow), and its end arrives as the provider's signed
// customer.subscription.deleted. Started after the webhook's commit; the jobs sweep retries any left.
import { listDuplicateActivePasses, type SubscriptionRow } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';

type Deps = Pick<AppDeps, 'payments' | 'logger' | 'tasks' | 'db'>;

async function endNow(deps: Deps, pass: SubscriptionRow, now: Date): Promise<void> {
  const stripe = deps.payments.stripe;
  if (!stripe) throw new Error('no card provider to end a duplicate pass with');
  await stripe.endPassNow(pass, `duplicate-${pass.subscriptionId}`, now);
  deps.logger.warn({ userId: pass.userId, subscriptionId: pass.subscriptionId }, 'a second active pass was ended and refunded');
}

/** After the commit that made `pass` a second active pass: end and refund it in the background. */
export function endDuplicatePass(deps: Deps, pass: SubscriptionRow): void {
  deps.tasks.run('duplicate-pass', () => endNow(deps, pass, new Date()));
}

/** The sweep: every duplicate still active (the provider was down, or the process stopped after commit). */
export async function endDuplicatePasses(deps: Deps, now: Date): Promise<number> {
  let ended = 0;
  for (const pass of await listDuplicateActivePasses(deps.db)) {
    try {
      await endNow(deps, pass, now);
      ended += 1;
    } catch (err) {
      deps.logger.error({ err, subscriptionId: pass.subscriptionId }, 'could not end a duplicate pass, will retry');
    }
  }
  return ended;
}
