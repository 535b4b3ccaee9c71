// The local simulator for passes (no Stripe keys, never production). Buying a pass on its page sends what
// Stripe sends for a subscription-mode Checkout: checkout.session.completed, customer.subscription.created
// and invoice.paid; pausing, resuming, cancelling (at the period end) and keeping a simulated pass sends
// customer.subscription.updated. The student's own page (MY_PASS_SIMULATOR_PATH) plays the end of the paid
// period of a pass set to end: customer.subscription.deleted, as Stripe sends it then. Every event is signed
// with the webhook secret and posted to /api/v1/webhooks/stripe through the app itself: the same code a real
// Stripe notification runs.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { getCurrentPass, type SubscriptionRow } from '@valik/db/queries';
import { formatDate, isPassActive, PASS_LENGTH_DAYS, PASS_MESSAGES, type PassType } from '../domain/index.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { allow } from '../middleware/allow.ts';
import { passStateOf } from './apply-pass-event.ts';
import { formatEuros } from './notify.ts';
import type { PassChange } from './passes.ts';
import { getPayments, type Payments } from './providers.ts';
import type { Deliver } from './simulator.routes.ts';
import { decodePassReference, type SimulatedPassPurchase } from './stripe-provider.ts';

/** The signed-in student's simulated pass: where its paid period is ended. */
export const MY_PASS_SIMULATOR_PATH = '/dev/payments/stripe-pass/my-pass';

const deliveries = new WeakMap<Env, Deliver>();

/** app.ts registers how the simulator reaches the app's own webhook routes. */
export function setSimulatorDelivery(env: Env, deliver: Deliver): void {
  deliveries.set(env, deliver);
}

export function simulatorDelivery(env: Env): Deliver | null {
  return deliveries.get(env) ?? null;
}

export interface SimulatedSubscription {
  id: string;
  userId: number;
  type: PassType;
  status: string;
  pauseCollection: { behavior: string; resumes_at: number | null } | null;
  pausedByUser: boolean;
  promotionCodeId: string | null;
  endedAt: number | null;
  /** Stripe sets cancel_at to the period end when cancel_at_period_end is set */
  cancelAt: number | null;
  period: { start: number; end: number };
}

function subscriptionObject(s: SimulatedSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    status: s.status,
    customer: `cus_sim_${s.userId}`,
    cancel_at_period_end: s.cancelAt !== null,
    cancel_at: s.cancelAt,
    ended_at: s.endedAt,
    canceled_at: s.endedAt,
    pause_collection: s.pauseCollection,
    metadata: { user_id: String(s.userId), pass_type: s.type, paused_by_user: s.pausedByUser ? 'true' : 'false' },
    discounts: s.promotionCodeId ? [{ id: `di_sim_${s.id}`, object: 'discount', promotion_code: s.promotionCodeId }] : [],
    items: { object: 'list', data: [{ id: `si_sim_${s.id}`, object: 'subscription_item', current_period_start: s.period.start, current_period_end: s.period.end }] },
  };
}

/** A signed Stripe event, ready to post to our webhook. */
export function signedEvent(payments: Payments, type: string, object: unknown, now: Date): { path: string; init: RequestInit } {
  if (!payments.stripe) throw new Error('no Stripe adapter');
  const created = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({
    id: `evt_sim_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  // signed when sent (the event's own time may lie a little ahead or in a test's past)
  const signature = payments.stripe.sign(body, Math.floor(Date.now() / 1000));
  return { path: '/api/v1/webhooks/stripe', init: { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body } };
}

/** The three events of a pass bought on the simulator's page. */
export function passPurchaseEvents(payments: Payments, purchase: SimulatedPassPurchase, now: Date) {
  const subscriptionId = `sub_sim_${purchase.nonce.replaceAll('-', '')}`;
  const start = Math.floor(now.getTime() / 1000);
  const end = start + PASS_LENGTH_DAYS[purchase.type] * 86_400;
  const meta = { user_id: String(purchase.userId), pass_type: purchase.type };
  const discounts = purchase.promotionCodeId ? [{ coupon: `co_sim`, promotion_code: purchase.promotionCodeId }] : [];
  const session = {
    id: `cs_sim_${purchase.nonce}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: purchase.nonce,
    metadata: meta,
    subscription: subscriptionId,
    payment_status: 'paid',
    status: 'complete',
    amount_total: purchase.priceCents,
    discounts,
  };
  const sub: SimulatedSubscription = { id: subscriptionId, userId: purchase.userId, type: purchase.type, status: 'active', pauseCollection: null, pausedByUser: false, promotionCodeId: purchase.promotionCodeId, endedAt: null, cancelAt: null, period: { start, end } };
  const invoice = {
    id: `in_sim_${purchase.nonce.replaceAll('-', '')}`,
    object: 'invoice',
    status: 'paid',
    amount_paid: purchase.priceCents,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: meta } },
    lines: { object: 'list', data: [{ period: { start, end } }] },
    discounts: [],
  };
  return [
    signedEvent(payments, 'checkout.session.completed', session, now),
    signedEvent(payments, 'customer.subscription.created', subscriptionObject(sub), now),
    signedEvent(payments, 'invoice.paid', invoice, now),
  ];
}

/**
 * The event Stripe would send after our pause / resume / cancel (at the period end) / keep call on a simulated
 * pass, or at the end of its paid period (`end`: the pass set to end is deleted now).
 */
export function passChangeEvent(payments: Payments, row: SubscriptionRow, change: PassChange | 'end', now: Date) {
  const state = passStateOf(row);
  const at = Math.floor(now.getTime() / 1000);
  const period = { start: state.paidFrom ?? at, end: state.paidThrough ?? at + PASS_LENGTH_DAYS[row.type] * 86_400 };
  const sub: SimulatedSubscription = {
    id: row.subscriptionId,
    userId: row.userId,
    type: row.type,
    status: change === 'end' ? 'canceled' : state.status === 'incomplete' ? 'active' : state.status,
    pauseCollection: change === 'pause' ? { behavior: 'void', resumes_at: null } : change === 'resume' ? null : state.pauseCollection,
    pausedByUser: change === 'pause' || (change !== 'resume' && state.pausedByUser),
    promotionCodeId: null,
    endedAt: change === 'end' ? at : null,
    cancelAt: change === 'cancel' ? period.end : change === 'keep' ? null : state.cancelAt,
    period,
  };
  const object = { ...subscriptionObject(sub), discounts: state.discount ? [`di_sim_${row.subscriptionId}`] : [] };
  // events order by their time in seconds: a quick pause-then-resume must not share the second of the pause
  const eventTime = new Date(Math.max(now.getTime(), (state.lastEventAt + 1) * 1000));
  return signedEvent(payments, change === 'end' ? 'customer.subscription.deleted' : 'customer.subscription.updated', object, eventTime);
}

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const PAGE_HEAD = `<!doctype html><html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Makse simulaator</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}.note{background:#fff7ed;border:1px solid #fdba74;padding:.75rem;border-radius:6px}
form{display:inline}button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.6rem 1rem;border-radius:6px;border:1px solid #9a3412;background:#fff;color:#9a3412;cursor:pointer}button.primary{background:#C2410C;color:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}a{color:#9a3412}</style></head><body>
<h1>Makse simulaator · Payment simulator</h1>`;

/** The signed-in student's active simulated pass, or a 404 (no Stripe simulator, no active pass). */
async function mySimulatedPass(c: { get(key: 'deps'): AppEnv['Variables']['deps']; get(key: 'user'): AppEnv['Variables']['user'] }) {
  const { db, env } = c.get('deps');
  const user = c.get('user');
  const pass = user && getPayments(env).stripe?.simulated ? await getCurrentPass(db, { userId: user.id }) : null;
  if (!pass?.active || !isPassActive(passStateOf(pass))) throw new ApiError('NOT_FOUND', 'You have no active pass');
  return pass;
}

export function passSimulatorRoutes(deliver: Deliver) {
  return new Hono<AppEnv>()
    // before /:reference, which would take "my-pass" for a purchase reference
    .get('/my-pass', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      const state = passStateOf(pass);
      const label = pass.type === 'MULTI_PASS' ? 'Multipass · Multi pass' : 'Üksikpass · Single pass';
      const date = (s: number | null) => (s === null ? '–' : formatDate(new Date(s * 1000)));
      return c.html(`${PAGE_HEAD}
<p class="note">Arendusrežiim: siin möödub pääsme makstud periood kohe. · Development mode: here the paid period of the pass passes at once.</p>
<dl><dt>Pass</dt><dd>${esc(label)}</dd><dt>Makstud kuni · Paid until</dt><dd>${date(state.paidThrough)}</dd><dt>Lõpeb · Ends</dt><dd>${state.cancelAt === null ? 'uueneb · renews' : date(state.cancelAt)}</dd></dl>
${
  state.cancelAt === null
    ? '<p>Pääse uueneb perioodi lõpus. Et see lõpeks, lõpeta see enne makseplaani lehel. · The pass renews at the period end. To let it end, cancel it on the payment plan page first.</p>'
    : '<form method="post" action="/dev/payments/stripe-pass/my-pass/end"><button type="submit" class="primary">Lõpeta periood kohe · End the period now</button></form>'
}
<p><a href="/user/payment-plan">Tagasi makseplaani · Back to the payment plan</a></p>
</body></html>`);
    })
    .post('/my-pass/end', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      if (passStateOf(pass).cancelAt === null) throw new ApiError('CONFLICT', PASS_MESSAGES.notEnding);
      const { path, init } = passChangeEvent(getPayments(c.get('deps').env), pass, 'end', new Date());
      const res = await deliver(path, init);
      if (!res.ok) throw new Error(`the simulated webhook answered ${res.status}`);
      return c.redirect('/user/payment-plan', 303);
    })
    .get('/:reference', (c) => {
      const { env } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      if (!purchase || !getPayments(env).stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      const ref = esc(c.req.param('reference'));
      const label = purchase.type === 'MULTI_PASS' ? 'Multipass · Multi pass' : 'Üksikpass · Single pass';
      return c.html(`${PAGE_HEAD}
<p class="note">Arendusrežiim: raha ei liigu. Tellimuse teavitused saadetakse päris allkirjaga meie veebikonksule. · Development mode: no money moves; the subscription notifications are sent with real signatures to our webhook.</p>
<dl><dt>Teenus</dt><dd>Stripe (tellimus / subscription)</dd><dt>Pass</dt><dd>${esc(label)}</dd><dt>Summa</dt><dd>${esc(formatEuros(purchase.priceCents, 'et'))} / ${PASS_LENGTH_DAYS[purchase.type]} p</dd>
${purchase.promotionCodeId ? `<dt>Sooduskood</dt><dd>${esc(purchase.promotionCodeId)}</dd>` : ''}</dl>
<form method="post" action="/dev/payments/stripe-pass/${ref}/pay"><button type="submit" class="primary">Maksa · Pay</button></form>
<form method="post" action="/dev/payments/stripe-pass/${ref}/abandon"><button type="submit">Loobu · Abandon</button></form>
</body></html>`);
    })
    .post('/:reference/:action', async (c) => {
      const { env, logger } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      const payments = getPayments(env);
      if (!purchase || !payments.stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      if (c.req.param('action') === 'abandon') return c.redirect('/user/payment-plan?canceled=1', 303);
      if (c.req.param('action') !== 'pay') throw new ApiError('NOT_FOUND', 'Page not found');
      for (const { path, init } of passPurchaseEvents(payments, purchase, new Date())) {
        const res = await deliver(path, init);
        if (!res.ok) logger.error({ status: res.status, body: await res.text() }, 'the simulator pass notification was refused');
      }
      return c.redirect('/user/success/subscription', 303);
    });
}
