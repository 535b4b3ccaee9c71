// Bank links through Montonio's Stargate API: every request is an HS256 JWT signed with the secret key
// (POST /orders, POST /refunds with an idempotency key); notifications and the return URL carry an
// "order token", an HS256 JWT whose signature, expiry and merchant (accessKey) we verify.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { centsToEuros, eurosToCents, type PaymentSignal } from '../domain/index.ts';
import { NotificationRejected, type CreateCheckoutInput, type PaymentProvider, type ProviderCheckout, type ProviderRefund, type RefundInput, type VerifiedNotification } from './provider.ts';

export const MONTONIO_STATUSES = ['PENDING', 'PAID', 'AUTHORIZED', 'VOIDED', 'ABANDONED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type MontonioStatus = (typeof MONTONIO_STATUSES)[number];

// We only ever refund in full: a partial refund made by hand in Montonio's dashboard is recorded as an
// event and otherwise left to staff (it neither cancels the registration nor counts as our refund).
const SIGNALS: Record<MontonioStatus, PaymentSignal | 'REFUNDED' | null> = {
  PENDING: 'PROCESSING',
  AUTHORIZED: 'PROCESSING',
  PAID: 'PAID',
  VOIDED: 'FAILED',
  ABANDONED: 'EXPIRED',
  PARTIALLY_REFUNDED: null,
  REFUNDED: 'REFUNDED',
};

export interface MontonioOrderToken extends JWTPayload {
  uuid: string;
  accessKey: string;
  merchantReference: string;
  paymentStatus: MontonioStatus;
  grandTotal: number;
  currency: string;
}

export interface MontonioProviderOptions {
  accessKey: string;
  secretKey: string;
  apiUrl: string;
  /** true: the local simulator takes the payments (no keys configured) */
  simulated: boolean;
  simulatorUrl: (reference: string) => string;
  fetch?: typeof fetch;
}

export class MontonioProvider implements PaymentProvider {
  readonly name = 'MONTONIO' as const;
  readonly simulated: boolean;
  private readonly key: Uint8Array;

  constructor(private readonly options: MontonioProviderOptions) {
    this.simulated = options.simulated;
    this.key = new TextEncoder().encode(options.secretKey);
  }

  /** An HS256 token of `payload` with our access key, valid for 10 minutes. */
  async sign(payload: Record<string, unknown>, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ accessKey: this.options.accessKey, ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(this.key);
  }

  private async post<T>(path: string, payload: Record<string, unknown>): Promise<T> {
    const res = await (this.options.fetch ?? fetch)(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ data: await this.sign(payload) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Montonio ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
    if (this.simulated) return { sessionId: `sim-${input.reference}`, paymentId: `sim-${input.reference}`, url: this.options.simulatorUrl(input.reference) };
    const amount = centsToEuros(input.amountCents);
    const order = await this.post<{ uuid: string; paymentUrl: string }>('/orders', {
      merchantReference: input.reference,
      returnUrl: input.returnUrl,
      notificationUrl: input.notificationUrl,
      currency: 'EUR',
      grandTotal: amount,
      locale: input.locale,
      ...(input.customerEmail ? { billingAddress: { email: input.customerEmail } } : {}),
      lineItems: [{ name: input.description, quantity: 1, finalPrice: amount }],
      payment: { method: 'paymentInitiation', amount, currency: 'EUR', methodOptions: { preferredCountry: 'EE', preferredLocale: input.locale } },
    });
    if (!order.uuid || !order.paymentUrl) throw new Error('Montonio returned an order without uuid or paymentUrl');
    return { sessionId: order.uuid, paymentId: order.uuid, url: order.paymentUrl };
  }

  async expireCheckout(): Promise<void> {
    // Montonio orders cannot be closed by the merchant; an unpaid one ends as ABANDONED.
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (this.simulated) return { refundId: `sim-refund-${input.idempotencyKey}` };
    const refund = await this.post<{ uuid: string }>('/refunds', {
      orderUuid: input.paymentId ?? input.sessionId,
      amount: centsToEuros(input.amountCents),
      idempotencyKey: input.idempotencyKey,
    });
    return { refundId: refund.uuid };
  }

  /** Verifies an order token: HS256 only, our secret, not expired, our merchant. */
  async verifyOrderToken(token: string, now: Date): Promise<MontonioOrderToken> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now }));
    } catch (error) {
      throw new NotificationRejected(error instanceof Error ? error.message : 'invalid Montonio token');
    }
    if (payload.accessKey !== this.options.accessKey) throw new NotificationRejected('order token of another merchant');
    const order = payload as MontonioOrderToken;
    if (typeof order.uuid !== 'string' || typeof order.merchantReference !== 'string' || !MONTONIO_STATUSES.includes(order.paymentStatus)) {
      throw new NotificationRejected('order token without uuid, merchantReference or a known paymentStatus');
    }
    if (typeof order.grandTotal !== 'number' || order.currency !== 'EUR') throw new NotificationRejected('order token without a EUR grandTotal');
    return order;
  }

  async verifyNotification(rawBody: Uint8Array, _headers: Headers, now: Date): Promise<VerifiedNotification> {
    let token: unknown;
    try {
      token = (JSON.parse(new TextDecoder().decode(rawBody)) as { orderToken?: unknown }).orderToken;
    } catch {
      throw new NotificationRejected('body is not JSON');
    }
    if (typeof token !== 'string') throw new NotificationRejected('missing orderToken');
    const order = await this.verifyOrderToken(token, now);
    return {
      provider: 'MONTONIO',
      // Montonio sends one notification per status change of an order: the pair is the event.
      eventId: `montonio:${order.uuid}:${order.paymentStatus}`,
      kind: order.paymentStatus,
      reference: order.merchantReference,
      sessionId: order.uuid,
      paymentId: order.uuid,
      signal: SIGNALS[order.paymentStatus],
      amountCents: eurosToCents(order.grandTotal),
    };
  }
}
