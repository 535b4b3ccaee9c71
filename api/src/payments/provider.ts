// The payment port (architecture §7): what the use cases ask of a payment provider. Two providers: Stripe
// (cards, and passes as subscriptions with promotion codes: CardProvider) and Montonio (bank links:
// BankLinkProvider). Each has two implementations, chosen once in providers.ts: the real client
// (stripe-provider.ts, montonio-provider.ts) when its keys are configured, else the local simulator
// (simulated-stripe.ts, simulated-montonio.ts), which confirms every change with the provider's own signed
// notification posted to our webhook. No use case asks which one it has.
import type { PaymentProviderName } from '@valik/db/schema';
import type { SubscriptionRow } from '@valik/db/queries';
import type { Lang } from '@valik/domain/contracts';
import type { PassEvent, PassType, PaymentSignal } from '@valik/domain';

export interface CreateCheckoutInput {
  /** our checkout's public id: the provider's reference and the idempotency key */
  reference: string;
  amountCents: number;
  description: string;
  customerEmail: string | null;
  locale: Lang;
  /** when the provider should stop taking the payment */
  expiresAt: Date;
  /** where the student lands after paying (the /user/track/* page) */
  returnUrl: string;
  /** where the student lands after giving up */
  cancelUrl: string;
  /** our webhook */
  notificationUrl: string;
}

export interface ProviderCheckout {
  sessionId: string;
  /** the id a refund needs, when already known */
  paymentId: string | null;
  url: string;
}

export interface RefundInput {
  sessionId: string;
  paymentId: string | null;
  amountCents: number;
  /** the same key for every attempt of one refund: the provider makes it once */
  idempotencyKey: string;
}

export interface ProviderRefund {
  refundId: string;
}

/** A notification whose signature was verified, reduced to what our checkout needs. */
export interface VerifiedNotification {
  provider: PaymentProviderName;
  /** unique per event, recorded once in queue_messages */
  eventId: string;
  /** the provider's name for the event (Stripe type, Montonio paymentStatus) */
  kind: string;
  /** our checkout's public id as we gave it to the provider */
  reference: string | null;
  sessionId: string | null;
  paymentId: string | null;
  /** what the event means for the checkout; REFUNDED confirms a refund; null: nothing to do */
  signal: PaymentSignal | 'REFUNDED' | null;
  /** the amount the provider says it took, in cents, when it says one */
  amountCents: number | null;
  /** a pass (subscription) event: customer.subscription.*, invoice.paid, a subscription-mode session */
  pass?: PassNotification;
}

/** What a subscription event says about a pass (passes/apply-pass-event.ts). */
export interface PassNotification {
  subscriptionId: string | null;
  /** our user and pass type, from the subscription's metadata */
  userId: number | null;
  type: PassType | null;
  /** null: the event changes no pass state (e.g. the checkout session completing) */
  event: PassEvent | null;
  /** provider promotion code ids the customer redeemed with this event */
  promotionCodeIds: string[];
  /** a payment of the pass (the first period or a renewal): the provider's invoice and what it took, cents */
  payment?: { providerInvoiceId: string; amountCents: number } | null;
  /**
   * the provider says a refund of a duplicate pass went through (a succeeded refund whose metadata names the
   * pass, and the invoice when it refunds one payment): its credit notes' refunds have arrived
   */
  refundArrived?: { providerInvoiceId: string | null } | null;
}

/** A notification that failed verification: answered 401, changes nothing. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** true: the local simulator takes the payments (recorded on the checkout; the simulator's pages exist) */
  readonly simulated: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout>;
  /** stops an open session so it cannot be paid any more (best effort) */
  expireCheckout(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** verifies the raw body's signature; throws NotificationRejected */
  verifyNotification(rawBody: Uint8Array, headers: Headers, now: Date): Promise<VerifiedNotification>;
}

/** Posts a request to our own app (the simulator's notifications reach the webhook routes this way). */
export type Deliver = (path: string, init: RequestInit) => Promise<Response>;

export interface PassCheckoutInput {
  /** our reference of this purchase (pass_checkouts.public_id): client_reference_id and idempotency key */
  reference: string;
  userId: number;
  type: PassType;
  priceCents: number;
  description: string;
  customerEmail: string | null;
  locale: Lang;
  /** the provider id of a promotion code the student typed; else the Stripe page lets them enter one */
  promotionCodeId: string | null;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Cards and passes (Stripe). Pass changes are asked here and take effect when the provider's signed event
 * arrives (apply-pass-event.ts); `now` is the time of the request (the simulator dates its event by it).
 */
export interface CardProvider extends PaymentProvider {
  readonly name: 'STRIPE';
  /** signs a body like the provider (the simulator's pages and the tests) */
  sign(payload: string, timestamp: number): string;
  createPassCheckout(input: PassCheckoutInput): Promise<{ sessionId: string; url: string }>;
  pausePass(pass: SubscriptionRow, now: Date): Promise<void>;
  resumePass(pass: SubscriptionRow, now: Date): Promise<void>;
  /** cancel at the end of the paid period (true) or keep renewing (false) */
  setPassEnding(pass: SubscriptionRow, ending: boolean, idempotencyKey: string, now: Date): Promise<void>;
  /** end now and refund what it took: a second pass a provider race let through */
  endPassNow(pass: SubscriptionRow, idempotencyKey: string, now: Date): Promise<void>;
  createPromotionCode(input: { code: string; percentOff?: number; amountOffCents?: number; maxRedemptions?: number; ownerUserId: number | null }): Promise<string>;
}

/** Bank links (Montonio): the return page carries an order token too. */
export interface BankLinkProvider extends PaymentProvider {
  readonly name: 'MONTONIO';
  sign(payload: Record<string, unknown>, now: Date): Promise<string>;
  /** a return URL's order token, verified like a notification's: which checkout it names */
  verifyOrderToken(token: string, now: Date): Promise<{ merchantReference: string }>;
}
