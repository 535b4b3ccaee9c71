// The local stand-in for Stripe (no keys configured, never production): checkouts are paid on the
// simulator's pages (/dev/payments/stripe/…, /dev/payments/stripe-pass/…), and every change Stripe would
// confirm by webhook (a pass paused, resumed, set to end, kept, or ended) is confirmed here the same way: the
// event Stripe would send, signed with the webhook secret, posted to our own webhook route. The use cases
// cannot tell it from the real adapter (stripe-provider.ts).
import type { SubscriptionRow } from '@valik/db/queries';
import type { PassChange } from '@valik/domain';
import type { CardProvider, CreateCheckoutInput, Deliver, PassCheckoutInput, ProviderCheckout, ProviderRefund, RefundInput, VerifiedNotification } from './provider.ts';
import { encodePassReference, passChangeEvent, passRefundEvent } from './stripe-simulator-events.ts';
import { StripeWebhooks } from './stripe-webhooks.ts';

export interface SimulatedStripeOptions {
  webhookSecret: string;
  /** the simulator's checkout page of a reference */
  simulatorUrl: (reference: string) => string;
  /** posts a request to our own app (payments/providers.ts WebhookLoopback) */
  deliver: Deliver;
}

export class SimulatedStripe implements CardProvider {
  readonly name = 'STRIPE' as const;
  readonly simulated = true;
  readonly #webhooks: StripeWebhooks;

  constructor(private readonly options: SimulatedStripeOptions) {
    this.#webhooks = new StripeWebhooks(options.webhookSecret);
  }

  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
    return Promise.resolve({ sessionId: `cs_sim_${input.reference}`, paymentId: null, url: this.options.simulatorUrl(input.reference) });
  }

  async expireCheckout(): Promise<void> {
    // the simulator's page shows the checkout's own state: an expired one can no longer be paid there
  }

  refund(input: RefundInput): Promise<ProviderRefund> {
    return Promise.resolve({ refundId: `re_sim_${input.idempotencyKey}` });
  }

  verifyNotification(rawBody: Uint8Array, headers: Headers, now: Date): Promise<VerifiedNotification> {
    return Promise.resolve(this.#webhooks.verify(rawBody, headers, now));
  }

  sign(payload: string, timestamp: number): string {
    return this.#webhooks.sign(payload, timestamp);
  }

  createPassCheckout(input: PassCheckoutInput): Promise<{ sessionId: string; url: string }> {
    const reference = encodePassReference({ userId: input.userId, type: input.type, priceCents: input.priceCents, promotionCodeId: input.promotionCodeId, nonce: input.reference });
    // the simulator's pass page sits beside its card page: /dev/payments/stripe-pass/{reference}
    return Promise.resolve({ sessionId: `cs_sim_${input.reference}`, url: this.options.simulatorUrl(reference).replace('/dev/payments/stripe/', '/dev/payments/stripe-pass/') });
  }

  /** Sends the signed event Stripe would send after this change; a refused delivery is an error, like a failed API call. */
  async #confirm(pass: SubscriptionRow, change: PassChange | 'end', now: Date): Promise<void> {
    const { path, init } = passChangeEvent(this.#webhooks, pass, change, now);
    const res = await this.options.deliver(path, init);
    if (!res.ok) throw new Error(`the simulated Stripe webhook answered ${res.status}`);
  }

  pausePass(pass: SubscriptionRow, now: Date): Promise<void> {
    return this.#confirm(pass, 'pause', now);
  }

  resumePass(pass: SubscriptionRow, now: Date): Promise<void> {
    return this.#confirm(pass, 'resume', now);
  }

  setPassEnding(pass: SubscriptionRow, ending: boolean, _idempotencyKey: string, now: Date): Promise<void> {
    return this.#confirm(pass, ending ? 'cancel' : 'keep', now);
  }

  /** Ends the pass (customer.subscription.deleted), then says its refund went through (refund.updated), as Stripe does. */
  async endPassNow(pass: SubscriptionRow, _idempotencyKey: string, now: Date): Promise<void> {
    await this.#confirm(pass, 'end', now);
    const { path, init } = passRefundEvent(this.#webhooks, pass, now);
    const res = await this.options.deliver(path, init);
    if (!res.ok) throw new Error(`the simulated Stripe webhook answered ${res.status}`);
  }

  createPromotionCode(input: { code: string }): Promise<string> {
    return Promise.resolve(`promo_sim_${input.code}`);
  }
}
