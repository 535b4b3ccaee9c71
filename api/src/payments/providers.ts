// Which adapter takes which payment, chosen once from configuration (env.ts) by the composition root
// (services.ts): cards and passes → Stripe, bank links → Montonio. A provider with keys gets its real
// client; without keys, outside production, its local simulator (pages under /dev/payments/…); in
// production a provider without keys is simply not offered.
import type { PaymentProviderName } from '@valik/db/schema';
import type { PaymentMethod } from '@valik/domain';
import type { Env } from '../env.ts';
import { MontonioProvider } from './montonio-provider.ts';
import type { BankLinkProvider, CardProvider, Deliver, PaymentProvider } from './provider.ts';
import { SimulatedMontonio } from './simulated-montonio.ts';
import { SimulatedStripe } from './simulated-stripe.ts';
import { StripeProvider } from './stripe-provider.ts';

// Development secrets of the simulator: its notifications are signed with these, and verified with them.
export const SIMULATOR_STRIPE_WEBHOOK_SECRET = 'whsec_valik_local_payment_simulator';
export const SIMULATOR_MONTONIO_ACCESS_KEY = 'valik-simulator-access-key';
export const SIMULATOR_MONTONIO_SECRET_KEY = 'valik-local-payment-simulator-secret';

export interface Payments {
  stripe: CardProvider | null;
  montonio: BankLinkProvider | null;
  /** the simulator serves at least one provider */
  simulatorOn: boolean;
  /** how the simulators reach our own webhook routes (in process: createApp connects its app) */
  loopback: WebhookLoopback;
}

/** Where a simulated provider posts its signed notifications: the app's own webhook routes. */
export interface WebhookLoopback {
  deliver: Deliver;
  /** createApp() connects the app it builds (the app and the simulator are made in one composition) */
  connect(target: Deliver): void;
}

export function createWebhookLoopback(): WebhookLoopback {
  let target: Deliver | null = null;
  return {
    deliver: (path, init) => {
      if (!target) return Promise.reject(new Error('the payment simulator is not connected to an app'));
      return target(path, init);
    },
    connect(next) {
      target = next;
    },
  };
}

/** The payment adapters of this configuration, built once by the composition root (services.ts). */
export function createPayments(env: Env): Payments {
  const simulatorAllowed = !env.isProduction;
  const loopback = createWebhookLoopback();
  const simulatorUrl = (provider: string) => (reference: string) => `${env.PUBLIC_BASE_URL}/dev/payments/${provider}/${reference}`;
  const stripe: CardProvider | null = env.STRIPE_SECRET_KEY
    ? new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: env.STRIPE_API_URL })
    : simulatorAllowed
      ? new SimulatedStripe({ webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? SIMULATOR_STRIPE_WEBHOOK_SECRET, simulatorUrl: simulatorUrl('stripe'), deliver: loopback.deliver })
      : null;
  const montonio: BankLinkProvider | null =
    env.MONTONIO_ACCESS_KEY && env.MONTONIO_SECRET_KEY
      ? new MontonioProvider({ accessKey: env.MONTONIO_ACCESS_KEY, secretKey: env.MONTONIO_SECRET_KEY, apiUrl: env.MONTONIO_API_URL })
      : simulatorAllowed
        ? new SimulatedMontonio({ accessKey: SIMULATOR_MONTONIO_ACCESS_KEY, secretKey: SIMULATOR_MONTONIO_SECRET_KEY, simulatorUrl: simulatorUrl('montonio') })
        : null;
  return { stripe, montonio, simulatorOn: Boolean(stripe?.simulated || montonio?.simulated), loopback };
}

export function providerFor(payments: Payments, method: PaymentMethod): PaymentProvider | null {
  return method === 'card' ? payments.stripe : payments.montonio;
}

export function providerNamed(payments: Payments, name: PaymentProviderName): PaymentProvider | null {
  return name === 'STRIPE' ? payments.stripe : payments.montonio;
}

/** Payment methods on offer (the portal shows only these). */
export function availableMethods(payments: Payments): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (payments.stripe) methods.push('card');
  if (payments.montonio) methods.push('bank_link');
  return methods;
}
