// The local stand-in for Montonio (no keys configured, never production): the student pays on the
// simulator's page (/dev/payments/montonio/…), which posts the order token Montonio would send, signed with
// the simulator's secret key. The use cases cannot tell it from the real adapter (montonio-provider.ts).
import type { BankLinkProvider, CreateCheckoutInput, ProviderCheckout, ProviderRefund, RefundInput, VerifiedNotification } from './provider.ts';
import { MontonioTokens, type MontonioOrderToken } from './montonio-tokens.ts';

export class SimulatedMontonio implements BankLinkProvider {
  readonly name = 'MONTONIO' as const;
  readonly simulated = true;
  readonly #tokens: MontonioTokens;

  constructor(private readonly options: { accessKey: string; secretKey: string; simulatorUrl: (reference: string) => string }) {
    this.#tokens = new MontonioTokens(options.accessKey, options.secretKey);
  }

  createCheckout(input: CreateCheckoutInput): Promise<ProviderCheckout> {
    return Promise.resolve({ sessionId: `sim-${input.reference}`, paymentId: `sim-${input.reference}`, url: this.options.simulatorUrl(input.reference) });
  }

  async expireCheckout(): Promise<void> {
    // Montonio orders cannot be closed by the merchant; an unpaid one ends as ABANDONED.
  }

  refund(input: RefundInput): Promise<ProviderRefund> {
    return Promise.resolve({ refundId: `sim-refund-${input.idempotencyKey}` });
  }

  sign(payload: Record<string, unknown>, now: Date): Promise<string> {
    return this.#tokens.sign(payload, now);
  }

  verifyOrderToken(token: string, now: Date): Promise<MontonioOrderToken> {
    return this.#tokens.verifyOrderToken(token, now);
  }

  verifyNotification(rawBody: Uint8Array, _headers: Headers, now: Date): Promise<VerifiedNotification> {
    return this.#tokens.verifyNotification(rawBody, now);
  }
}
