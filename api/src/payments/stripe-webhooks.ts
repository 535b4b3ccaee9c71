// Stripe's signed notifications, for the real adapter and the simulated one alike: verified with the
// official SDK (HMAC-SHA256 of the raw body with the webhook secret) and read into what a checkout or a pass
// needs. A signature's timestamp must lie within the tolerance of now in BOTH directions: the SDK refuses
// old ones only, so a signature dated in the future is refused here.
import Stripe from 'stripe';
import type { PaymentSignal } from '@valik/domain';
import { NotificationRejected, type VerifiedNotification } from './provider.ts';
import { passNotificationOf } from './stripe-pass-events.ts';

/** Stripe's default and our limit for how far a signature's time may lie from ours (either way). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** A Stripe SDK client for the given key and API address (tests: a local server speaking Stripe's API). */
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

/**
 * The timestamp of a Stripe-Signature header (`t=…,v1=…`) read as the SDK reads it (the key exactly `t`,
 * the last one counts), or null when it is not exactly one `t` of digits: `t=<now>,t=<future>` or
 * `t=+<future>` would otherwise pass our check with one time and the SDK's with another.
 */
function signatureTime(header: string): number | null {
  const times = header
    .split(',')
    .map((part) => part.split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => value ?? '');
  const [time] = times;
  return times.length === 1 && time !== undefined && /^\d{1,12}$/.test(time) ? Number(time) : null;
}

export class StripeWebhooks {
  // Verifying and signing need no API key, but the SDK wants one to be constructed.
  readonly #client = createStripeClient('sk_test_webhooks_only');

  constructor(private readonly secret: string) {}

  /** Verifies the raw body's signature and reads the event; throws NotificationRejected. */
  verify(rawBody: Uint8Array, headers: Headers, now: Date): VerifiedNotification {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new NotificationRejected('missing Stripe-Signature');
    const signedAt = signatureTime(signature);
    if (signedAt === null) throw new NotificationRejected('Stripe-Signature without exactly one timestamp');
    if (signedAt - now.getTime() / 1000 > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
      throw new NotificationRejected('Timestamp outside the tolerance zone (in the future)');
    }
    let event: { id: string; type: string; created?: number; data: { object: unknown } };
    try {
      event = this.#client.webhooks.constructEvent(
        Buffer.from(rawBody),
        signature,
        this.secret,
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

  /** Signs a body like Stripe does (the simulator's notifications and the tests). */
  sign(payload: string, timestamp: number): string {
    return this.#client.webhooks.generateTestHeaderString({ payload, secret: this.secret, timestamp });
  }
}
