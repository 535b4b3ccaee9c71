// The events the local Stripe simulator sends for passes, as Stripe sends them for a subscription-mode
// Checkout: buying (checkout.session.completed, customer.subscription.created, invoice.paid), pausing,
// resuming, cancelling at the period end and keeping (customer.subscription.updated), and the end of a pass
// (customer.subscription.deleted). Each is signed with the webhook secret (StripeWebhooks.sign), so the
// webhook runs the same code for them as for Stripe's own. Used by the simulated adapter
// (simulated-stripe.ts), the simulator's pages (pass-simulator.ts) and the tests.
import { randomUUID } from 'node:crypto';
import { PASS_TYPES, PASS_LENGTH_DAYS, type PassChange, type PassType } from '@valik/domain';
import type { SubscriptionRow } from '@valik/db/queries';
import { passStateOf } from './apply-pass-event.ts';
import { systemClock } from '../lib/clock.ts';

/** What signs a body like Stripe (StripeWebhooks, or an adapter that has one). */
export interface StripeSigner {
  sign(payload: string, timestamp: number): string;
}

/** The simulator's reference of a pass purchase: everything its page needs to send the events. */
export interface SimulatedPassPurchase {
  userId: number;
  type: PassType;
  priceCents: number;
  promotionCodeId: string | null;
  nonce: string;
}

export function encodePassReference(p: SimulatedPassPurchase): string {
  return `pass_${Buffer.from(JSON.stringify(p)).toString('base64url')}`;
}

export function decodePassReference(reference: string): SimulatedPassPurchase | null {
  if (!reference.startsWith('pass_')) return null;
  try {
    const p = JSON.parse(Buffer.from(reference.slice(5), 'base64url').toString('utf8')) as SimulatedPassPurchase;
    return Number.isInteger(p.userId) && PASS_TYPES.includes(p.type) && Number.isInteger(p.priceCents) ? p : null;
  } catch {
    return null;
  }
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
export function signedEvent(signer: StripeSigner, type: string, object: unknown, now: Date): { path: string; init: RequestInit } {
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
  // signed when sent, by the world's clock as Stripe signs (the event's own time may lie a little ahead or
  // in a test's past)
  const signature = signer.sign(body, Math.floor(systemClock().getTime() / 1000));
  return { path: '/api/v1/webhooks/stripe', init: { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body } };
}

/** The three events of a pass bought on the simulator's page. */
export function passPurchaseEvents(signer: StripeSigner, purchase: SimulatedPassPurchase, now: Date) {
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
    signedEvent(signer, 'checkout.session.completed', session, now),
    signedEvent(signer, 'customer.subscription.created', subscriptionObject(sub), now),
    signedEvent(signer, 'invoice.paid', invoice, now),
  ];
}

/**
 * The event Stripe would send after our pause / resume / cancel (at the period end) / keep call on a simulated
 * pass, or at its end (`end`: the pass is deleted now: its period ran out, or a duplicate was ended).
 */
export function passChangeEvent(signer: StripeSigner, row: SubscriptionRow, change: PassChange | 'end', now: Date) {
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
  return signedEvent(signer, change === 'end' ? 'customer.subscription.deleted' : 'customer.subscription.updated', object, eventTime);
}

/**
 * The event Stripe sends when the refund of an ended duplicate pass has gone through (refund.updated, succeeded),
 * with the metadata StripeProvider.endPassNow gives its refunds. The stand-in refunds the whole pass at once, so
 * its refund names the pass and no single invoice.
 */
export function passRefundEvent(signer: StripeSigner, row: SubscriptionRow, now: Date) {
  const refund = {
    id: `re_sim_${row.subscriptionId}`,
    object: 'refund',
    status: 'succeeded',
    metadata: { reason: 'DUPLICATE', subscription_id: row.subscriptionId },
  };
  return signedEvent(signer, 'refund.updated', refund, now);
}

/**
 * The event Stripe sends when a pass renews: invoice.paid for the next period (from the end of the paid one),
 * with what it took. Played by the simulator's page of the student's pass, and by the tests.
 */
export function passRenewalEvent(signer: StripeSigner, row: SubscriptionRow, amountCents: number, now: Date) {
  const state = passStateOf(row);
  const start = state.paidThrough ?? Math.floor(now.getTime() / 1000);
  const end = start + PASS_LENGTH_DAYS[row.type] * 86_400;
  const meta = { user_id: String(row.userId), pass_type: row.type };
  const invoice = {
    id: `in_sim_${randomUUID().replaceAll('-', '')}`,
    object: 'invoice',
    status: 'paid',
    billing_reason: 'subscription_cycle',
    amount_paid: amountCents,
    parent: { type: 'subscription_details', subscription_details: { subscription: row.subscriptionId, metadata: meta } },
    lines: { object: 'list', data: [{ period: { start, end } }] },
    discounts: [],
  };
  const eventTime = new Date(Math.max(now.getTime(), (state.lastEventAt + 1) * 1000));
  return signedEvent(signer, 'invoice.paid', invoice, eventTime);
}
