// Montonio's order tokens, for the real adapter and the simulated one alike: HS256 JWTs with the merchant's
// access key, signed with its secret key. A notification's token must carry `exp` (Montonio's always do);
// its expiry is checked with a 5-minute leeway for clock skew, and only our merchant's tokens count.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { eurosToCents, type PaymentSignal } from '@valik/domain';
import { NotificationRejected, type VerifiedNotification } from './provider.ts';

export const MONTONIO_STATUSES = ['PENDING', 'PAID', 'AUTHORIZED', 'VOIDED', 'ABANDONED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type MontonioStatus = (typeof MONTONIO_STATUSES)[number];

/** How far past its `exp` a token is still accepted (clock skew between Montonio and us). */
export const MONTONIO_EXPIRY_LEEWAY_SECONDS = 300;

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

export class MontonioTokens {
  readonly #key: Uint8Array;

  constructor(private readonly accessKey: string, secretKey: string) {
    this.#key = new TextEncoder().encode(secretKey);
  }

  /** An HS256 token of `payload` with our access key, valid for 10 minutes. */
  async sign(payload: Record<string, unknown>, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ accessKey: this.accessKey, ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(this.#key);
  }

  /** Verifies an order token: HS256 only, our secret, with `exp` and not expired (5 minutes' leeway), our merchant. */
  async verifyOrderToken(token: string, now: Date): Promise<MontonioOrderToken> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp'],
        clockTolerance: MONTONIO_EXPIRY_LEEWAY_SECONDS,
      }));
    } catch (error) {
      throw new NotificationRejected(error instanceof Error ? error.message : 'invalid Montonio token');
    }
    if (payload.accessKey !== this.accessKey) throw new NotificationRejected('order token of another merchant');
    const order = payload as MontonioOrderToken;
    if (typeof order.uuid !== 'string' || typeof order.merchantReference !== 'string' || !MONTONIO_STATUSES.includes(order.paymentStatus)) {
      throw new NotificationRejected('order token without uuid, merchantReference or a known paymentStatus');
    }
    if (typeof order.grandTotal !== 'number' || order.currency !== 'EUR') throw new NotificationRejected('order token without a EUR grandTotal');
    return order;
  }

  /** A webhook body `{ orderToken }`, verified and read. */
  async verifyNotification(rawBody: Uint8Array, now: Date): Promise<VerifiedNotification> {
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

