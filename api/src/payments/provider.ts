// The payment adapters' common shape (architecture §7). One adapter per provider: Stripe (cards; later
// also passes as subscriptions and promotion codes, on the same adapter) and Montonio (bank links). Each
// runs against the real provider when its keys are configured, else against the local payment simulator
// (simulator.routes.ts), which signs its notifications with the same secrets the webhooks verify.
import type { PaymentProviderName } from '@valik/db/schema';
import type { PassEvent, PassType, PaymentSignal } from '../domain/index.ts';

export interface CreateCheckoutInput {
  /** our checkout's public id: the provider's reference and the idempotency key */
  reference: string;
  amountCents: number;
  description: string;
  customerEmail: string | null;
  locale: 'et' | 'en';
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
}

/** A notification that failed verification: answered 401, changes nothing. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** true: the local simulator takes the payments */
  readonly simulated: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout>;
  /** stops an open session so it cannot be paid any more (best effort) */
  expireCheckout(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** verifies the raw body's signature; throws NotificationRejected */
  verifyNotification(rawBody: Uint8Array, headers: Headers, now: Date): Promise<VerifiedNotification>;
}
