// CHECKOUT_EXPIRE: a payment hold that ran out (payments/expire-checkouts.ts) or a pass checkout replaced by
// a new one (payments/passes.ts) also closes its session at the provider, so nobody pays on a page whose
// offer is gone. Best effort, as before the outbox: a session that completed meanwhile answers with an error
// and its payment still arrives (the late-payment path of apply-notification.ts, or a second pass ended by
// apply-pass-event.ts), so a refusal is logged and the entry is done, never retried.
import { providerNamed } from '../../payments/providers.ts';
import { defineOutboxKind } from '../kind.ts';

export const checkoutExpireKind = defineOutboxKind('CHECKOUT_EXPIRE', async (deps, { payload }) => {
  const provider = providerNamed(deps.payments, payload.provider);
  if (!provider) return;
  await provider.expireCheckout(payload.session_id).catch((err: unknown) => deps.logger.warn({ err, sessionId: payload.session_id }, 'could not expire the provider session'));
});
