// Which adapter takes which payment, from configuration (env.ts): cards → Stripe, bank links → Montonio.
// A provider without keys is simulated locally (its checkout page is /dev/payments/…, never in
// production, where a provider without keys is simply not offered).
import type { PaymentProviderName } from '@valik/db/schema';
import type { PaymentMethod } from '../domain/index.ts';
import type { Env } from '../env.ts';
import { MontonioProvider } from './montonio-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';

// Development secrets of the simulator: its notifications are signed with these, and verified with them.
export const SIMULATOR_STRIPE_WEBHOOK_SECRET = 'whsec_valik_local_payment_simulator';
export const SIMULATOR_MONTONIO_ACCESS_KEY = 'valik-simulator-access-key';
export const SIMULATOR_MONTONIO_SECRET_KEY = 'valik-local-payment-simulator-secret';

export interface Payments {
  stripe: StripeProvider | null;
  montonio: MontonioProvider | null;
  /** the simulator serves at least one provider */
  simulatorOn: boolean;
}

const cache = new WeakMap<Env, Payments>();

export function getPayments(env: Env): Payments {
  const cached = cache.get(env);
  if (cached) return cached;
  const simulatorAllowed = !env.isProduction;
  const simulatorUrl = (provider: string) => (reference: string) => `${env.PUBLIC_BASE_URL}/dev/payments/${provider}/${reference}`;
  const stripe = env.STRIPE_SECRET_KEY
    ? new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: env.STRIPE_API_URL, simulatorUrl: simulatorUrl('stripe') })
    : simulatorAllowed
      ? new StripeProvider({ secretKey: null, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? SIMULATOR_STRIPE_WEBHOOK_SECRET, simulatorUrl: simulatorUrl('stripe') })
      : null;
  const montonio =
    env.MONTONIO_ACCESS_KEY && env.MONTONIO_SECRET_KEY
      ? new MontonioProvider({ accessKey: env.MONTONIO_ACCESS_KEY, secretKey: env.MONTONIO_SECRET_KEY, apiUrl: env.MONTONIO_API_URL, simulated: false, simulatorUrl: simulatorUrl('montonio') })
      : simulatorAllowed
        ? new MontonioProvider({
            accessKey: SIMULATOR_MONTONIO_ACCESS_KEY,
            secretKey: SIMULATOR_MONTONIO_SECRET_KEY,
            apiUrl: env.MONTONIO_API_URL,
            simulated: true,
            simulatorUrl: simulatorUrl('montonio'),
          })
        : null;
  const payments: Payments = { stripe, montonio, simulatorOn: Boolean(stripe?.simulated || montonio?.simulated) };
  cache.set(env, payments);
  return payments;
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
