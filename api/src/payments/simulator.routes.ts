// The local payment simulator (development and tests, never production): the checkout page a student is
// sent to when a provider has no keys. Paying, failing or abandoning there sends the provider's own
// notification, signed with the configured secrets (Stripe-Signature HMAC; Montonio HS256 order token),
// to our webhook routes through the app itself: exactly the code a real notification runs. "refund" plays
// staff refunding a paid checkout in the provider's dashboard (Stripe charge.refunded; Montonio REFUNDED); on a
// refund we sent, the same event says it went through (the refund arrived, issue 28 item 3).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { getCheckoutByPublicId, getCohortWithCourse } from '@valik/db/queries';
import type { CheckoutStatus, PaymentCheckout } from '@valik/db/schema';
import { centsToEuros, cohortDisplayName } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { allow } from '../middleware/allow.ts';
import type { MontonioStatus } from './montonio-provider.ts';
import { formatEuros } from './notify.ts';
import type { Payments } from './providers.ts';

import type { Deliver } from './provider.ts';
export type { Deliver };

export const SIMULATOR_ACTIONS = ['pay', 'pending', 'confirm', 'fail', 'abandon', 'refund'] as const;
export type SimulatorAction = (typeof SIMULATOR_ACTIONS)[number];

const STRIPE_EVENTS: Record<Exclude<SimulatorAction, 'refund'>, { type: string; paymentStatus: string; status: string }> = {
  pay: { type: 'checkout.session.completed', paymentStatus: 'paid', status: 'complete' },
  pending: { type: 'checkout.session.completed', paymentStatus: 'unpaid', status: 'complete' },
  confirm: { type: 'checkout.session.async_payment_succeeded', paymentStatus: 'paid', status: 'complete' },
  fail: { type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid', status: 'complete' },
  abandon: { type: 'checkout.session.expired', paymentStatus: 'unpaid', status: 'expired' },
};
const MONTONIO_STATUS: Record<SimulatorAction, MontonioStatus> = { pay: 'PAID', pending: 'PENDING', confirm: 'PAID', fail: 'VOIDED', abandon: 'ABANDONED', refund: 'REFUNDED' };

/** The simulator's payment intent id for a checkout (what its session events name, and its refunds). */
function simulatedIntent(checkout: PaymentCheckout): string {
  return checkout.providerPaymentId ?? `pi_sim_${checkout.publicId.replaceAll('-', '')}`;
}

function stripeObject(checkout: PaymentCheckout, action: SimulatorAction): { type: string; object: Record<string, unknown> } {
  if (action === 'refund') {
    return {
      type: 'charge.refunded',
      object: { id: `ch_sim_${checkout.publicId.replaceAll('-', '')}`, object: 'charge', amount: checkout.amount, amount_refunded: checkout.amount, refunded: true, currency: 'eur', payment_intent: simulatedIntent(checkout), metadata: {} },
    };
  }
  const e = STRIPE_EVENTS[action];
  return {
    type: e.type,
    object: {
      id: checkout.providerSessionId ?? `cs_sim_${checkout.publicId}`,
      object: 'checkout.session',
      client_reference_id: checkout.publicId,
      metadata: { checkout_id: checkout.publicId },
      amount_total: checkout.amount,
      currency: 'eur',
      mode: 'payment',
      payment_intent: simulatedIntent(checkout),
      payment_status: e.paymentStatus,
      status: e.status,
    },
  };
}

/** The provider's notification for an action on a checkout: the request our webhook receives. */
export async function simulatedNotification(
  payments: Payments,
  checkout: PaymentCheckout,
  action: SimulatorAction,
  now: Date,
): Promise<{ path: string; init: RequestInit; orderToken: string | null }> {
  if (checkout.provider === 'STRIPE') {
    if (!payments.stripe) throw new Error('no Stripe adapter');
    const { type, object } = stripeObject(checkout, action);
    const body = JSON.stringify({
      id: `evt_sim_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = payments.stripe.sign(body, Math.floor(now.getTime() / 1000));
    return { path: '/api/v1/webhooks/stripe', init: { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }, orderToken: null };
  }
  if (!payments.montonio) throw new Error('no Montonio adapter');
  const orderToken = await payments.montonio.sign(
    {
      uuid: checkout.providerSessionId ?? `sim-${checkout.publicId}`,
      merchantReference: checkout.publicId,
      merchantReferenceDisplay: checkout.publicId.slice(0, 8),
      paymentStatus: MONTONIO_STATUS[action],
      paymentMethod: 'paymentInitiation',
      grandTotal: centsToEuros(checkout.amount),
      currency: 'EUR',
      senderName: 'Simulaator',
      paymentProviderName: 'Simulaatorpank',
    },
    now,
  );
  return { path: '/api/v1/webhooks/montonio', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) }, orderToken };
}

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The simulator's texts in the reader's language (their saved choice, the cookie or the browser's), each
 * followed by the English for the developer beside them; an English reader gets English alone.
 */
export function simulatorTexts(lang: Lang) {
  const t = (key: string) => translate(lang, key);
  return { lang, t, both: (key: string) => (lang === 'en' ? key : `${t(key)} · ${key}`) };
}

const CHECKOUT_STATUS: Record<CheckoutStatus, string> = { OPEN: 'Open', PROCESSING: 'Being processed', PAID: 'Paid', FAILED: 'Failed', EXPIRED: 'Expired' };

export function simulatorPage(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}.note{background:#fff7ed;border:1px solid #fdba74;padding:.75rem;border-radius:6px}
form{display:inline}button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.6rem 1rem;border-radius:6px;border:1px solid #9a3412;background:#fff;color:#9a3412;cursor:pointer}button.primary{background:#C2410C;color:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}a{color:#9a3412}</style></head><body>
<h1>${esc(simulatorTexts(lang).both('Payment simulator'))}</h1>${body}</body></html>`;
}

export function simulatorRoutes(deliver: Deliver) {
  return new Hono<AppEnv>()
    // 'public': a signed-in student's saved language is the page's
    .get('/:provider/:publicId', allow('public'), async (c) => {
      const { db } = c.get('deps');
      const checkout = await getCheckoutByPublicId(db, { publicId: c.req.param('publicId') });
      if (!checkout || checkout.provider.toLowerCase() !== c.req.param('provider')) throw new ApiError('NOT_FOUND', 'Page not found');
      const cohort = await getCohortWithCourse(db, { cohortId: checkout.cohortId });
      const { payments } = c.get('deps');
      const simulated = checkout.provider === 'STRIPE' ? payments.stripe?.simulated : payments.montonio?.simulated;
      if (!simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      const lang = c.get('lang');
      const { t, both } = simulatorTexts(lang);
      const provider = checkout.provider === 'STRIPE' ? t('Stripe (card)') : t('Montonio (bank link)');
      const action = (name: SimulatorAction, label: string, primary = false) =>
        `<form method="post" action="/dev/payments/${c.req.param('provider')}/${checkout.publicId}/${name}"><button type="submit"${primary ? ' class="primary"' : ''}>${esc(both(label))}</button></form>`;
      const open = checkout.status === 'OPEN';
      return c.html(
        simulatorPage(
          lang,
          t('Payment simulator'),
          `<p class="note">${esc(both('Development mode: no money moves; the notification is sent with a real signature to our webhook.'))}</p>
<dl><dt>${esc(both('Service'))}</dt><dd>${esc(provider)}</dd><dt>${esc(both('Course'))}</dt><dd>${esc(cohort ? cohortDisplayName(cohort.courseName, cohort.name) : '')}</dd>
<dt>${esc(both('Amount'))}</dt><dd>${esc(formatEuros(checkout.amount, lang))}</dd><dt>${esc(both('Status'))}</dt><dd>${esc(t(CHECKOUT_STATUS[checkout.status]))}</dd></dl>
${open ? action('pay', 'Pay', true) + action('pending', 'Pay, bank confirms later') + action('fail', 'Fail') + action('abandon', 'Abandon') : ''}
${checkout.status === 'PROCESSING' ? action('confirm', 'Bank confirms', true) + action('fail', 'Bank rejects') : ''}
${!open && checkout.status !== 'PROCESSING' ? `<p>${esc(both('This payment is finished.'))}</p>${action('pay', 'Send a late payment')}` : ''}
${checkout.status === 'PAID' && checkout.refundStatus === 'NONE' ? action('refund', 'Refund from the provider’s dashboard') : ''}
${checkout.status === 'PAID' && checkout.refundStatus === 'REFUNDED' && !checkout.refundConfirmedAt ? action('refund', 'The refund went through') : ''}`,
        ),
      );
    })
    .post('/:provider/:publicId/:action', async (c) => {
      const { db, env, logger } = c.get('deps');
      const actionName = c.req.param('action') as SimulatorAction;
      if (!SIMULATOR_ACTIONS.includes(actionName)) throw new ApiError('NOT_FOUND', 'Page not found');
      const checkout = await getCheckoutByPublicId(db, { publicId: c.req.param('publicId') });
      if (!checkout || checkout.provider.toLowerCase() !== c.req.param('provider')) throw new ApiError('NOT_FOUND', 'Page not found');
      const { payments } = c.get('deps');
      const { path, init, orderToken } = await simulatedNotification(payments, checkout, actionName, c.get('deps').clock());
      const res = await deliver(path, init);
      if (!res.ok) logger.error({ status: res.status, body: await res.text() }, 'the simulator notification was refused');
      // a dashboard refund is staff's action, not the student's return: back to the simulator's page
      if (actionName === 'refund') return c.redirect(`/dev/payments/${c.req.param('provider')}/${checkout.publicId}`, 303);
      const track = checkout.provider === 'STRIPE' ? 'stripe' : 'montonio';
      const back = new URL(`/user/track/${track}`, env.PUBLIC_BASE_URL);
      back.searchParams.set('checkout', checkout.publicId);
      if (orderToken) back.searchParams.set('order-token', orderToken);
      if (actionName === 'fail' || actionName === 'abandon') back.searchParams.set('canceled', '1');
      return c.redirect(`${back.pathname}${back.search}`, 303);
    });
}
