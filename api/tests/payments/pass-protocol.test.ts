// Passes through the official Stripe SDK against a local server speaking Stripe's API: a subscription-mode
// Checkout Session (recurring price of one pass length, subscription metadata, promotion code), pause
// (pause_collection), resume, cancel at the period end and keep (cancel_at_period_end), promotion code
// creation; then the signed events change the pass.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { getCurrentPass } from '@valik/db/queries';
import { creditNotes } from '@valik/db/schema';
import { rowsWhere } from '@valik/db/testing';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { deliverPending } from '../support/outbox.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  params: URLSearchParams;
}

const WEBHOOK_SECRET = 'whsec_test_pass_protocol';
const seen: Seen[] = [];
let url = '';
let close: () => Promise<void>;
let t: TestApp;
const sdk = new Stripe('sk_test_protocol');

function answer(req: Seen): { status: number; body: unknown } {
  if (req.headers.authorization !== 'Bearer sk_test_protocol') return { status: 401, body: { error: { type: 'invalid_request_error', message: 'bad key' } } };
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
    return { status: 200, body: { id: 'cs_test_pass', object: 'checkout.session', mode: req.params.get('mode'), url: 'https://checkout.stripe.test/c/pay/cs_test_pass', status: 'open' } };
  }
  const sub = /^\/v1\/subscriptions\/(sub_[a-z0-9_]+)$/.exec(req.url);
  if (sub && req.method === 'DELETE') return { status: 200, body: { id: sub[1], object: 'subscription', status: 'canceled' } };
  // a duplicate pass's paid invoices and their payments, then its refund (StripeProvider.endPassNow)
  if (req.method === 'GET' && req.url.startsWith('/v1/invoices?')) {
    const subscription = new URL(req.url, 'http://stripe.test').searchParams.get('subscription');
    return { status: 200, body: { object: 'list', has_more: false, url: '/v1/invoices', data: [{ id: `in_of_${subscription}`, object: 'invoice', status: 'paid' }] } };
  }
  if (req.method === 'GET' && req.url.startsWith('/v1/invoice_payments?')) {
    const invoice = new URL(req.url, 'http://stripe.test').searchParams.get('invoice');
    return { status: 200, body: { object: 'list', has_more: false, url: '/v1/invoice_payments', data: [{ id: 'inpay_1', object: 'invoice_payment', status: 'paid', invoice, payment: { type: 'payment_intent', payment_intent: `pi_of_${invoice}` } }] } };
  }
  if (req.method === 'POST' && req.url === '/v1/refunds') return { status: 200, body: { id: 're_dup_1', object: 'refund', status: 'succeeded', payment_intent: req.params.get('payment_intent') } };
  if (sub && req.method === 'POST') {
    return { status: 200, body: { id: sub[1], object: 'subscription', status: 'active', cancel_at_period_end: req.params.get('cancel_at_period_end') === 'true' } };
  }
  if (req.method === 'POST' && req.url === '/v1/coupons') return { status: 200, body: { id: 'co_test_1', object: 'coupon', percent_off: Number(req.params.get('percent_off')) } };
  if (req.method === 'POST' && req.url === '/v1/promotion_codes') return { status: 200, body: { id: 'promo_test_1', object: 'promotion_code', code: req.params.get('code') } };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'no such route' } } };
}

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, params: new URLSearchParams(body) };
      seen.push(request);
      const a = answer(request);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_protocol', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: url } });
});
afterAll(async () => {
  await t.close();
  await close();
});

// Event ids are unique per delivery: ids made from the type and second alone collided between tests
// that ran within one second, and Stripe's event id is the idempotency key (the second was dropped).
let delivered = 0;
async function deliver(type: string, object: unknown, created: number) {
  delivered += 1;
  const body = JSON.stringify({ id: `evt_${type}_${created}_${delivered}`, object: 'event', type, created, data: { object } });
  const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const res = await t.app.request('/api/v1/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  expect(res.status).toBe(200);
}

describe('passes through the Stripe SDK', () => {
  it('subscription-mode checkout, pause, resume, cancel at the period end and keep are Stripe API calls; the signed events change the pass', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const res = await t.app.request('/api/v1/passes/checkouts', jsonPost({ type: 'MULTI_PASS' }, { cookie }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { url: string } }).data.url).toBe('https://checkout.stripe.test/c/pay/cs_test_pass');
    const create = seen.find((r) => r.url === '/v1/checkout/sessions');
    expect(create?.params.get('mode')).toBe('subscription');
    expect(create?.params.get('line_items[0][price_data][recurring][interval]')).toBe('day');
    expect(create?.params.get('line_items[0][price_data][recurring][interval_count]')).toBe('14');
    expect(create?.params.get('line_items[0][price_data][unit_amount]')).toBe('7900');
    expect(create?.params.get('subscription_data[metadata][user_id]')).toBe(String(account.id));
    expect(create?.params.get('subscription_data[metadata][pass_type]')).toBe('MULTI_PASS');
    expect(create?.params.get('allow_promotion_codes')).toBe('true');
    // the product line in the student's language (issue 17)
    expect(create?.params.get('line_items[0][price_data][product_data][name]')).toBe('Valik: mitme kursuse pääse');
    expect(create?.headers['idempotency-key']).toMatch(/^pass-/);

    const now = Math.floor(Date.now() / 1000);
    const sub = { id: 'sub_test_1', object: 'subscription', status: 'active', pause_collection: null, metadata: { user_id: String(account.id), pass_type: 'MULTI_PASS' }, discounts: [] };
    await deliver('customer.subscription.created', sub, now);
    await deliver('invoice.paid', { id: 'in_test_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_test_1', metadata: sub.metadata } }, lines: { data: [{ period: { start: now, end: now + 14 * 86_400 } }] } }, now);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ active: true, type: 'MULTI_PASS' });

    expect((await t.app.request('/api/v1/passes/pause', jsonPost({}, { cookie }))).status).toBe(200);
    const pause = seen.filter((r) => r.url === '/v1/subscriptions/sub_test_1').at(-1);
    expect(pause?.params.get('pause_collection[behavior]')).toBe('void');
    expect(pause?.params.get('metadata[paused_by_user]')).toBe('true');
    // the state changes when Stripe's event says so
    await deliver('customer.subscription.updated', { ...sub, pause_collection: { behavior: 'void', resumes_at: null }, metadata: { ...sub.metadata, paused_by_user: 'true' } }, now + 1);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ pausedByUser: true });

    expect((await t.app.request('/api/v1/passes/resume', jsonPost({}, { cookie }))).status).toBe(200);
    const resume = seen.filter((r) => r.url === '/v1/subscriptions/sub_test_1').at(-1);
    expect(resume?.params.get('pause_collection')).toBe('');
    await deliver('customer.subscription.updated', { ...sub, metadata: { ...sub.metadata, paused_by_user: 'false' } }, now + 2);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ pausedByUser: false, active: true });

    // cancelling asks Stripe to end the subscription at the period end, nothing is deleted now
    const calls = () => seen.filter((r) => r.url === '/v1/subscriptions/sub_test_1');
    expect((await t.app.request('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(200);
    const cancel = calls().at(-1);
    expect(cancel?.method).toBe('POST');
    expect(cancel?.params.get('cancel_at_period_end')).toBe('true');
    // the key names the pass state acted on (the last applied event): a double click is one change
    expect(cancel?.headers['idempotency-key']).toMatch(new RegExp(`^cancel-sub_test_1-evt_customer\\.subscription\\.updated_${now + 2}_\\d+$`));
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    // clicked again before Stripe's event arrived: the same key, so Stripe makes one change
    expect((await t.app.request('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(200);
    expect(calls().at(-1)?.headers['idempotency-key']).toBe(cancel?.headers['idempotency-key']);
    // Stripe's event names the end on the item's period (this API version has no top-level current_period_end)
    const periodEnd = now + 14 * 86_400;
    const ending = { ...sub, cancel_at_period_end: true, cancel_at: null, items: { object: 'list', data: [{ id: 'si_test_1', current_period_start: now, current_period_end: periodEnd }] } };
    await deliver('customer.subscription.updated', ending, now + 3);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ active: true, stripeMetadata: expect.objectContaining({ cancel_at: periodEnd }) });

    expect((await t.app.request('/api/v1/passes/keep', jsonPost({}, { cookie }))).status).toBe(200);
    const keep = calls().at(-1);
    expect(keep?.params.get('cancel_at_period_end')).toBe('false');
    expect(keep?.headers['idempotency-key']).toMatch(/^keep-sub_test_1-/);
    await deliver('customer.subscription.updated', { ...ending, cancel_at_period_end: false }, now + 4);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ active: true, stripeMetadata: expect.objectContaining({ cancel_at: null }) });

    expect((await t.app.request('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(200);
    expect(calls().at(-1)?.headers['idempotency-key']).not.toBe(cancel?.headers['idempotency-key']);
    await deliver('customer.subscription.updated', { ...ending, cancel_at: periodEnd }, now + 5);
    await deliver('customer.subscription.deleted', { ...ending, cancel_at: periodEnd, status: 'canceled', ended_at: periodEnd }, periodEnd);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ active: false, endedAt: new Date(periodEnd * 1000) });
  });

  it('a second active pass (a provider race) is refunded and cancelled through the Stripe API', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const meta = { user_id: String(account.id), pass_type: 'SINGLE_PASS' };
    const now = Math.floor(Date.now() / 1000);
    const first = { id: 'sub_first_1', object: 'subscription', status: 'active', pause_collection: null, metadata: meta, discounts: [] };
    await deliver('customer.subscription.created', first, now);
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    // the second checkout was paid too: its subscription and its payment arrive while the first is active
    await deliver('customer.subscription.created', { ...first, id: 'sub_second_1' }, now + 1);
    const paid = { id: 'in_of_sub_second_1', object: 'invoice', amount_paid: 4900, parent: { subscription_details: { subscription: 'sub_second_1', metadata: meta } }, lines: { data: [{ period: { start: now, end: now + 7 * 86_400 } }] } };
    await deliver('invoice.paid', paid, now + 1);
    await t.deps.tasks.idle();
    await deliverPending(t.deps);
    expect(seen.find((r) => r.method === 'GET' && r.url.startsWith('/v1/invoices?'))?.url).toContain('subscription=sub_second_1');
    const refund = seen.filter((r) => r.url === '/v1/refunds').at(-1);
    expect(refund?.params.get('payment_intent')).toBe('pi_of_in_of_sub_second_1');
    expect(refund?.headers['idempotency-key']).toBe('duplicate-sub_second_1-refund-pi_of_in_of_sub_second_1');
    // the refund names the pass and the invoice, so its own event can say the money arrived (issue 28 item 3)
    expect(refund?.params.get('metadata[reason]')).toBe('DUPLICATE');
    expect(refund?.params.get('metadata[subscription_id]')).toBe('sub_second_1');
    expect(refund?.params.get('metadata[provider_invoice_id]')).toBe('in_of_sub_second_1');
    const [note] = await rowsWhere(t.deps.db, creditNotes, { userId: account.id });
    expect(note).toMatchObject({ reason: 'DUPLICATE_PASS', amount: 4900, refundState: 'SENT', refundArrivedAt: null });
    // a refund event of another payment, or one not yet succeeded, changes nothing
    const refundObject = { id: 're_dup_1', object: 'refund', payment_intent: 'pi_of_in_of_sub_second_1', metadata: { reason: 'DUPLICATE', subscription_id: 'sub_second_1', provider_invoice_id: 'in_of_sub_second_1' } };
    await deliver('refund.created', { ...refundObject, status: 'pending' }, now + 2);
    await deliver('refund.updated', { ...refundObject, status: 'succeeded', metadata: { ...refundObject.metadata, provider_invoice_id: 'in_other' } }, now + 2);
    expect((await rowsWhere(t.deps.db, creditNotes, { id: note?.id ?? 0 }))[0]?.refundState).toBe('SENT');
    await deliver('refund.updated', { ...refundObject, status: 'succeeded' }, now + 3);
    expect((await rowsWhere(t.deps.db, creditNotes, { id: note?.id ?? 0 }))[0]).toMatchObject({ refundState: 'ARRIVED', refundArrivedAt: expect.any(Date) });
    const cancel = seen.filter((r) => r.method === 'DELETE');
    // (its payment arrived before Stripe said it ended, so it was found once more: the same call, with the same key)
    expect([...new Set(cancel.map((r) => `${r.url} ${String(r.headers['idempotency-key'])}`))]).toEqual(['/v1/subscriptions/sub_second_1 duplicate-sub_second_1-cancel']);
    // the first pass stays; the second ends when Stripe's event says so
    await deliver('customer.subscription.deleted', { ...first, id: 'sub_second_1', status: 'canceled', ended_at: now + 2 }, now + 2);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toMatchObject({ subscriptionId: 'sub_first_1', active: true });
  });

  it('names the pass on Stripe’s page in Russian for a Russian student (issue 17)', async () => {
    const account = await makeAccount(t, 'STUDENT', { language: 'ru' });
    const cookie = await signIn(t, account.email);
    expect((await t.app.request('/api/v1/passes/checkouts', jsonPost({ type: 'SINGLE_PASS' }, { cookie }))).status).toBe(201);
    const create = seen.filter((r) => r.url === '/v1/checkout/sessions' && r.params.get('metadata[user_id]') === String(account.id)).at(-1);
    expect(create?.params.get('line_items[0][price_data][product_data][name]')).toBe('Valik: абонемент на один курс');
    expect(create?.params.get('locale')).toBe('ru');
  });

  it('a personal promotion code is a Stripe coupon and promotion code', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const res = await t.app.request('/api/v1/promotion-codes/mine', jsonPost({}, { cookie }));
    expect(res.status).toBe(201);
    const coupon = seen.find((r) => r.url === '/v1/coupons');
    expect(coupon?.params.get('percent_off')).toBe('10');
    const promo = seen.find((r) => r.url === '/v1/promotion_codes');
    expect(promo?.params.get('promotion[coupon]')).toBe('co_test_1');
    expect(promo?.params.get('metadata[owner_user_id]')).toBe(String(account.id));
    const { data } = (await res.json()) as { data: { promotion_code: string } };
    expect(promo?.params.get('code')).toBe(data.promotion_code);
  });
});
