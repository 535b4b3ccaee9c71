// Card payments through the official Stripe SDK: Checkout Sessions in payment mode, refunds with an
// idempotency key, webhooks verified by the SDK (HMAC of the raw body, 300 s tolerance). The same
// adapter is where passes (subscription-mode sessions) and promotion codes will be added.
import Stripe from 'stripe';
import { NotificationRejected, type CreateCheckoutInput, type PaymentProvider, type ProviderCheckout, type ProviderRefund, type RefundInput, type VerifiedNotification } from './provider.ts';
import { PASS_LENGTH_DAYS, PASS_TYPES, type PaymentSignal, type PassType } from '../domain/index.ts';
import { passNotificationOf } from './stripe-pass-events.ts';

export interface PassCheckoutInput {
  /** our reference of this purchase (client_reference_id, idempotency key) */
  reference: string;
  userId: number;
  type: PassType;
  priceCents: number;
  description: string;
  customerEmail: string | null;
  locale: 'et' | 'en';
  /** the provider id of a promotion code the student typed; else the Stripe page lets them enter one */
  promotionCodeId: string | null;
  returnUrl: string;
  cancelUrl: string;
}

/** The simulator's reference of a pass purchase: everything its page needs to send the events. */
export interface SimulatedPassPurchase {
  userId: number;
  type: PassType;
  priceCents: number;
  promotionCodeId: string | null;
  nonce: string;
}

export function encodePassReference(p: SimulatedPassPurchase): string {
  return `pass_${Buffer.from(JSON.stringify(p)).toString('base64url')}`;
}

export function decodePassReference(reference: string): SimulatedPassPurchase | null {
  if (!reference.startsWith('pass_')) return null;
  try {
    const p = JSON.parse(Buffer.from(reference.slice(5), 'base64url').toString('utf8')) as SimulatedPassPurchase;
    return Number.isInteger(p.userId) && PASS_TYPES.includes(p.type) && Number.isInteger(p.priceCents) ? p : null;
  } catch {
    return null;
  }
}

/** Stripe's default and our limit for how old a signed notification may be. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  /** null: the local simulator takes the payments (no keys configured) */
  secretKey: string | null;
  webhookSecret: string;
  /** the SDK's API address (tests: a local server speaking Stripe's API) */
  apiUrl?: string | undefined;
  /** the simulator's checkout page, for the simulated mode */
  simulatorUrl: (reference: string) => string;
}

/** A Stripe SDK client for the given key and API address (also used for webhook signing alone). */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (apiUrl) {
    const url = new URL(apiUrl);
    Object.assign(config, { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol.replace(':', '') });
  }
  return new Stripe(secretKey, config);
}

type Session = { id: string; client_reference_id?: string | null; metadata?: Record<string, string> | null; payment_intent?: string | { id: string } | null; payment_status?: string; amount_total?: number | null };

function signalOf(type: string, session: Session): PaymentSignal | null {
  switch (type) {
    case 'checkout.session.completed':
      // a bank debit or other delayed method completes the session unpaid: the money is on its way
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'PAID' : 'PROCESSING';
    case 'checkout.session.async_payment_succeeded':
      return 'PAID';
    case 'checkout.session.async_payment_failed':
      return 'FAILED';
    case 'checkout.session.expired':
      return 'EXPIRED';
    default:
      return null;
  }
}

type Charge = { id: string; amount: number; refunded?: boolean; payment_intent?: string | { id: string } | null; metadata?: Record<string, string> | null };

/**
 * `charge.refunded`: a refund we asked for, or one made in the Stripe dashboard. Only a charge refunded in
 * full is a refund of our checkout (we never refund part of a payment); a partial one changes nothing here.
 */
function chargeNotification(eventId: string, type: string, charge: Charge): VerifiedNotification {
  const intent = charge.payment_intent;
  return {
    provider: 'STRIPE',
    eventId: `stripe:${eventId}`,
    kind: type,
    reference: charge.metadata?.checkout_id ?? null,
    sessionId: null,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    signal: type === 'charge.refunded' && charge.refunded === true ? 'REFUNDED' : null,
    amountCents: typeof charge.amount === 'number' ? charge.amount : null,
  };
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'STRIPE' as const;
  readonly simulated: boolean;
  private readonly client: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.simulated = options.secretKey === null;
    // Webhook verification needs no key, but the SDK wants one to be constructed.
    this.client = createStripeClient(options.secretKey ?? 'sk_test_simulator', options.apiUrl);
  }

  async createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
    if (this.simulated) return { sessionId: `cs_sim_${input.reference}`, paymentId: null, url: this.options.simulatorUrl(input.reference) };
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
    const intent = session.payment_intent;
    return { sessionId: session.id, paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null), url: session.url };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    if (this.simulated) return;
    await this.client.checkout.sessions.expire(sessionId);
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (this.simulated) return { refundId: `re_sim_${input.idempotencyKey}` };
    let paymentIntent = input.paymentId;
    if (!paymentIntent) {
      const session = await this.client.checkout.sessions.retrieve(input.sessionId);
      const intent = session.payment_intent;
      paymentIntent = typeof intent === 'string' ? intent : (intent?.id ?? null);
    }
    if (!paymentIntent) throw new Error(`Stripe session ${input.sessionId} has no payment to refund`);
    const refund = await this.client.refunds.create(
      { payment_intent: paymentIntent, amount: input.amountCents, metadata: { idempotency_key: input.idempotencyKey } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async verifyNotification(rawBody: Uint8Array, headers: Headers, now: Date): Promise<VerifiedNotification> {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new NotificationRejected('missing Stripe-Signature');
    let event: { id: string; type: string; created?: number; data: { object: unknown } };
    try {
      event = this.client.webhooks.constructEvent(
        Buffer.from(rawBody),
        signature,
        this.options.webhookSecret,
        STRIPE_SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(), // milliseconds: the SDK divides by 1000
      ) as unknown as typeof event;
    } catch (error) {
      throw new NotificationRejected(error instanceof Error ? error.message : 'invalid Stripe signature');
    }
    const pass = passNotificationOf(event);
    if (pass) return { provider: 'STRIPE', eventId: `stripe:${event.id}`, kind: event.type, reference: null, sessionId: null, paymentId: null, signal: null, amountCents: null, pass };
    const object = event.data.object as Session & { object?: string };
    if (object.object === 'charge') return chargeNotification(event.id, event.type, object as unknown as Charge);
    const isSession = object.object === 'checkout.session';
    const intent = isSession ? object.payment_intent : null;
    return {
      provider: 'STRIPE',
      eventId: `stripe:${event.id}`,
      kind: event.type,
      reference: isSession ? (object.client_reference_id ?? object.metadata?.checkout_id ?? null) : null,
      sessionId: isSession ? object.id : null,
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      signal: isSession ? signalOf(event.type, object) : null,
      amountCents: isSession && typeof object.amount_total === 'number' ? object.amount_total : null,
    };
  }

  /** A Checkout Session in subscription mode: the pass renews every pass length until cancelled. */
  async createPassCheckout(input: PassCheckoutInput): Promise<{ sessionId: string; url: string }> {
    if (this.simulated) {
      const reference = encodePassReference({ userId: input.userId, type: input.type, priceCents: input.priceCents, promotionCodeId: input.promotionCodeId, nonce: input.reference });
      // the simulator's pass page sits beside its card page: /dev/payments/stripe-pass/{reference}
      return { sessionId: `cs_sim_${input.reference}`, url: this.options.simulatorUrl(reference).replace('/dev/payments/stripe/', '/dev/payments/stripe-pass/') };
    }
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
      { idempotencyKey: `pass-${input.reference}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  /** Pauses the pass's collection (the student asked): no charge until resumed. */
  async pauseSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' }, metadata: { paused_by_user: 'true' } }, { idempotencyKey: `pause-${subscriptionId}-${Date.now()}` });
  }

  async resumeSubscription(subscriptionId: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { pause_collection: '', metadata: { paused_by_user: 'false' } }, { idempotencyKey: `resume-${subscriptionId}-${Date.now()}` });
  }

  /**
   * Cancels the pass at the end of the paid period (true) or keeps it renewing (false); Stripe ends it then
   * with customer.subscription.deleted. The key names the pass state the student acted on, so a double click
   * sends one change while a later cancel-keep-cancel sends three.
   */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<void> {
    await this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey });
  }

  /** A promotion code on a percent-off coupon (a student's personal code) or an amount-off one (a gift card). */
  async createPromotionCode(input: { code: string; percentOff?: number; amountOffCents?: number; maxRedemptions?: number; ownerUserId: number | null }): Promise<string> {
    if (this.simulated) return `promo_sim_${input.code}`;
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

  /** Signs a body like Stripe does (the simulator's notifications and the tests). */
  sign(payload: string, timestamp: number, secret = this.options.webhookSecret): string {
    return this.client.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }
}
