// Card payments and passes through the official Stripe SDK against Stripe's API: Checkout Sessions in
// payment mode (a seat) and subscription mode (a pass), refunds with an idempotency key, pass pause /
// resume / cancellation as subscription updates, promotion codes; webhooks verified by StripeWebhooks.
// Every state change is confirmed by Stripe's signed event, never assumed from the API answer. The local
// stand-in with the same shape is simulated-stripe.ts.
import type Stripe from 'stripe';
import type { SubscriptionRow } from '@valik/db/queries';
import { PASS_LENGTH_DAYS } from '@valik/domain';
import type { CardProvider, CreateCheckoutInput, PassCheckoutInput, ProviderCheckout, ProviderRefund, RefundInput, VerifiedNotification } from './provider.ts';
import { createStripeClient, StripeWebhooks } from './stripe-webhooks.ts';

export { createStripeClient, STRIPE_SIGNATURE_TOLERANCE_SECONDS } from './stripe-webhooks.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** the SDK's API address (tests: a local server speaking Stripe's API) */
  apiUrl?: string | undefined;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

export class StripeProvider implements CardProvider {
  readonly name = 'STRIPE' as const;
  readonly simulated = false;
  private readonly client: Stripe;
  readonly #webhooks: StripeWebhooks;

  constructor(options: StripeProviderOptions) {
    this.client = createStripeClient(options.secretKey, options.apiUrl);
    this.#webhooks = new StripeWebhooks(options.webhookSecret);
  }

  async createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: input.amountCents, product_data: { name: input.description } } }],
        client_reference_id: input.reference,
        metadata: { checkout_id: input.reference },
        payment_intent_data: { metadata: { checkout_id: input.reference } },
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        locale: input.locale,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `checkout-${input.reference}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, paymentId: idOf(session.payment_intent), url: session.url };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    await this.client.checkout.sessions.expire(sessionId);
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    let paymentIntent = input.paymentId;
    if (!paymentIntent) paymentIntent = idOf((await this.client.checkout.sessions.retrieve(input.sessionId)).payment_intent);
    if (!paymentIntent) throw new Error(`Stripe session ${input.sessionId} has no payment to refund`);
    const refund = await this.client.refunds.create(
      { payment_intent: paymentIntent, amount: input.amountCents, metadata: { idempotency_key: input.idempotencyKey } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  verifyNotification(rawBody: Uint8Array, headers: Headers, now: Date): Promise<VerifiedNotification> {
    return Promise.resolve(this.#webhooks.verify(rawBody, headers, now));
  }

  sign(payload: string, timestamp: number): string {
    return this.#webhooks.sign(payload, timestamp);
  }

  /** A Checkout Session in subscription mode: the pass renews every pass length until cancelled. */
  async createPassCheckout(input: PassCheckoutInput): Promise<{ sessionId: string; url: string }> {
    const metadata = { user_id: String(input.userId), pass_type: input.type };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.priceCents,
              recurring: { interval: 'day', interval_count: PASS_LENGTH_DAYS[input.type] },
              product_data: { name: input.description },
            },
          },
        ],
        client_reference_id: input.reference,
        metadata,
        subscription_data: { metadata },
        ...(input.promotionCodeId ? { discounts: [{ promotion_code: input.promotionCodeId }] } : { allow_promotion_codes: true }),
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        locale: input.locale,
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
      // the same open pass checkout (pass_checkouts) asks with the same key: Stripe answers with the same session
      { idempotencyKey: `pass-${input.reference}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  /** Pauses the pass's collection (the student asked): no charge until resumed. */
  async pausePass(pass: SubscriptionRow, now: Date): Promise<void> {
    await this.client.subscriptions.update(pass.subscriptionId, { pause_collection: { behavior: 'void' }, metadata: { paused_by_user: 'true' } }, { idempotencyKey: `pause-${pass.subscriptionId}-${now.getTime()}` });
  }

  async resumePass(pass: SubscriptionRow, now: Date): Promise<void> {
    await this.client.subscriptions.update(pass.subscriptionId, { pause_collection: '', metadata: { paused_by_user: 'false' } }, { idempotencyKey: `resume-${pass.subscriptionId}-${now.getTime()}` });
  }

  /**
   * Cancels the pass at the end of the paid period (true) or keeps it renewing (false); Stripe ends it then
   * with customer.subscription.deleted. The key names the pass state the student acted on, so a double click
   * sends one change while a later cancel-keep-cancel sends three.
   */
  async setPassEnding(pass: SubscriptionRow, ending: boolean, idempotencyKey: string): Promise<void> {
    await this.client.subscriptions.update(pass.subscriptionId, { cancel_at_period_end: ending }, { idempotencyKey });
  }

  /**
   * Ends a pass now and refunds every payment it took (a second pass that a provider race let through):
   * the paid invoices' payments are refunded in full, then the subscription is cancelled at once.
   */
  async endPassNow(pass: SubscriptionRow, idempotencyKey: string): Promise<void> {
    const invoices = await this.client.invoices.list({ subscription: pass.subscriptionId, status: 'paid', limit: 10 });
    for (const invoice of invoices.data) {
      if (!invoice.id) continue;
      const payments = await this.client.invoicePayments.list({ invoice: invoice.id, limit: 10 });
      for (const payment of payments.data) {
        const intent = payment.payment.type === 'payment_intent' ? idOf(payment.payment.payment_intent) : null;
        if (!intent || payment.status !== 'paid') continue;
        // the metadata names the pass and the invoice, so the refund's own event (refund.updated) marks its credit note arrived
        await this.client.refunds.create(
          { payment_intent: intent, metadata: { reason: 'DUPLICATE', subscription_id: pass.subscriptionId, provider_invoice_id: invoice.id } },
          { idempotencyKey: `${idempotencyKey}-refund-${intent}` },
        );
      }
    }
    await this.client.subscriptions.cancel(pass.subscriptionId, {}, { idempotencyKey: `${idempotencyKey}-cancel` });
  }

  /** A promotion code on a percent-off coupon (a student's personal code) or an amount-off one (a gift card). */
  async createPromotionCode(input: { code: string; percentOff?: number; amountOffCents?: number; maxRedemptions?: number; ownerUserId: number | null }): Promise<string> {
    const coupon = await this.client.coupons.create(
      {
        duration: 'once',
        ...(input.amountOffCents ? { amount_off: input.amountOffCents, currency: 'eur' } : { percent_off: input.percentOff ?? 0 }),
        ...(input.maxRedemptions ? { max_redemptions: input.maxRedemptions } : {}),
        name: input.code,
      },
      { idempotencyKey: `coupon-${input.code}` },
    );
    const code = await this.client.promotionCodes.create(
      {
        promotion: { type: 'coupon', coupon: coupon.id },
        code: input.code,
        ...(input.maxRedemptions ? { max_redemptions: input.maxRedemptions } : {}),
        metadata: { owner_user_id: input.ownerUserId === null ? '' : String(input.ownerUserId) },
      },
      { idempotencyKey: `promotion-code-${input.code}` },
    );
    return code.id;
  }
}
