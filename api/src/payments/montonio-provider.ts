// Bank links through Montonio's Stargate API: every request is an HS256 JWT signed with the secret key
// (POST /orders, POST /refunds with an idempotency key); notifications and the return URL carry an
// "order token" (montonio-tokens.ts). The local stand-in with the same shape is simulated-montonio.ts.
import { centsToEuros } from '@valik/domain';
import type { BankLinkProvider, CreateCheckoutInput, ProviderCheckout, ProviderRefund, RefundInput, VerifiedNotification } from './provider.ts';
import { MontonioTokens, type MontonioOrderToken } from './montonio-tokens.ts';
import { systemClock } from '../lib/clock.ts';

export { MONTONIO_STATUSES, type MontonioOrderToken, type MontonioStatus } from './montonio-tokens.ts';

export interface MontonioProviderOptions {
  accessKey: string;
  secretKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
}

export class MontonioProvider implements BankLinkProvider {
  readonly name = 'MONTONIO' as const;
  readonly simulated = false;
  readonly #tokens: MontonioTokens;

  constructor(private readonly options: MontonioProviderOptions) {
    this.#tokens = new MontonioTokens(options.accessKey, options.secretKey);
  }

  sign(payload: Record<string, unknown>, now: Date): Promise<string> {
    return this.#tokens.sign(payload, now);
  }

  private async post<T>(path: string, payload: Record<string, unknown>): Promise<T> {
    const res = await (this.options.fetch ?? fetch)(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Montonio checks the token's time against its own: the world's clock
      body: JSON.stringify({ data: await this.sign(payload, systemClock()) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Montonio ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
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
    const refund = await this.post<{ uuid: string }>('/refunds', {
      orderUuid: input.paymentId ?? input.sessionId,
      amount: centsToEuros(input.amountCents),
      idempotencyKey: input.idempotencyKey,
    });
    return { refundId: refund.uuid };
  }

  verifyOrderToken(token: string, now: Date): Promise<MontonioOrderToken> {
    return this.#tokens.verifyOrderToken(token, now);
  }

  verifyNotification(rawBody: Uint8Array, _headers: Headers, now: Date): Promise<VerifiedNotification> {
    return this.#tokens.verifyNotification(rawBody, now);
  }
}
