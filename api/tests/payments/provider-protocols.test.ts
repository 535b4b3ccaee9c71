// The adapters against local servers that speak each provider's protocol: the official Stripe SDK calls a
// Stripe-like HTTP API (form-encoded, Idempotency-Key), our Montonio client posts HS256 JWTs that the
// Montonio-like server verifies; then a notification signed like the provider's reaches our webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import Stripe from 'stripe';
import { makeCohort, rowsWhere } from '@valik/db/testing';
import { outbox } from '@valik/db/schema';
import { expireLapsedCheckouts } from '../../src/payments/expire-checkouts.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { checkoutRow } from './support.ts';
import { getCheckoutByPublicId, getCohortWithCourse, getInvoice } from '@valik/db/queries';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { deliverPending } from '../support/outbox.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function fakeServer(handle: (req: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const answer = handle(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const WEBHOOK_SECRET = 'whsec_test_protocol_secret';
const MONTONIO_ACCESS = 'test-montonio-access';
const MONTONIO_SECRET = 'test-montonio-secret-key-0123456789';
const montonioKey = new TextEncoder().encode(MONTONIO_SECRET);

// Stripe-like API: sessions are idempotent by Idempotency-Key, like Stripe's.
const stripeSessions = new Map<string, unknown>();
let stripe: Awaited<ReturnType<typeof fakeServer>>;
let montonio: Awaited<ReturnType<typeof fakeServer>>;
const montonioOrders: Record<string, unknown>[] = [];
const montonioRefunds = new Map<string, unknown>();
let t: TestApp;

beforeAll(async () => {
  stripe = await fakeServer((req) => {
    if (req.headers.authorization !== 'Bearer sk_test_protocol') return { status: 401, body: { error: { type: 'invalid_request_error', message: 'bad key' } } };
    const key = String(req.headers['idempotency-key'] ?? '');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const params = new URLSearchParams(req.body);
      const existing = stripeSessions.get(key);
      if (existing) return { status: 200, body: existing };
      const id = `cs_test_${stripeSessions.size + 1}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.get('client_reference_id'),
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]'),
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        expires_at: Number(params.get('expires_at')),
      };
      stripeSessions.set(key, session);
      return { status: 200, body: session };
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.url);
    if (req.method === 'POST' && expiring) return { status: 200, body: { id: expiring[1], object: 'checkout.session', status: 'expired' } };
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      const params = new URLSearchParams(req.body);
      return { status: 200, body: { id: `re_${key}`, object: 'refund', status: 'succeeded', amount: Number(params.get('amount')), payment_intent: params.get('payment_intent') } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'no such route' } } };
  });
  // The Montonio-like server verifies each request's JWT (asynchronously) before answering.
  montonio = await new Promise((resolve) => {
    const seen: Seen[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        void (async () => {
          try {
            const { payload, protectedHeader } = await jwtVerify((JSON.parse(body) as { data: string }).data, montonioKey, { algorithms: ['HS256'] });
            if (protectedHeader.alg !== 'HS256' || payload.accessKey !== MONTONIO_ACCESS) throw new Error('bad token');
            let answer: unknown;
            if (req.url === '/api/orders') {
              montonioOrders.push(payload);
              answer = { uuid: `order-${montonioOrders.length}`, paymentUrl: `https://pay.montonio.test/order-${montonioOrders.length}`, paymentStatus: 'PENDING' };
            } else if (req.url === '/api/refunds') {
              const idem = String(payload.idempotencyKey);
              if (!montonioRefunds.has(idem)) montonioRefunds.set(idem, { uuid: `refund-${montonioRefunds.size + 1}`, status: 'PENDING', amount: payload.amount, orderUuid: payload.orderUuid });
              answer = montonioRefunds.get(idem);
            } else throw new Error('no route');
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(answer));
          } catch (error) {
            res.writeHead(401, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ message: String(error) }));
          }
        })();
      });
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_protocol',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      MONTONIO_ACCESS_KEY: MONTONIO_ACCESS,
      MONTONIO_SECRET_KEY: MONTONIO_SECRET,
      MONTONIO_API_URL: `${montonio.url}/api`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await montonio.close();
});

async function studentPays(method: 'card' | 'bank_link') {
  const account = await makeAccount(t, 'STUDENT');
  const cookie = await signIn(t, account.email);
  const cohort = await makeCohort(t.deps.db);
  const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method }, { cookie }));
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: string; url: string } };
  const checkout = await getCheckoutByPublicId(t.deps.db, { publicId: data.id });
  if (!checkout) throw new Error('no checkout');
  return { account, cookie, cohort, data, checkout };
}

describe('Stripe through the official SDK', () => {
  it('creates a checkout session (idempotent), verifies the signed webhook, refunds with an idempotency key', async () => {
    const { account, data, checkout } = await studentPays('card');
    expect(data.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const create = stripe.seen.find((r) => r.url === '/v1/checkout/sessions');
    const params = new URLSearchParams(create?.body);
    expect(create?.headers['idempotency-key']).toBe(`checkout-${checkout.publicId}`);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('9900');
    expect(params.get('client_reference_id')).toBe(checkout.publicId);
    expect(params.get('success_url')).toBe(`${t.env.PUBLIC_BASE_URL}/user/track/stripe?checkout=${checkout.publicId}`);
    expect(Number(params.get('expires_at')) * 1000).toBeGreaterThan(checkout.expiresAt.getTime());

    const body = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session', client_reference_id: checkout.publicId, amount_total: 9900, payment_intent: 'pi_test_1', payment_status: 'paid' } },
    });
    const sdk = new Stripe('sk_test_protocol');
    const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const wrong = sdk.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_simulator_is_not_trusted_here' });
    expect((await t.app.request('/api/v1/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': wrong }, body })).status).toBe(401);
    expect((await t.app.request('/api/v1/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body })).status).toBe(200);
    const paid = await checkoutRow(t, checkout.id);
    expect(paid).toMatchObject({ status: 'PAID', providerPaymentId: 'pi_test_1' });
    // no simulator when keys are configured
    expect((await t.app.request(`/dev/payments/stripe/${checkout.publicId}`)).status).toBe(404);

    await cancelRegistration(t.deps, { participantId: paid.participantId ?? 0, actorUserId: account.id, reason: 'unenrolled' });
    // the REFUND entry written with the cancellation, delivered (twice over: still one refund)
    await Promise.all([deliverPending(t.deps), deliverPending(t.deps)]);
    const refunds = stripe.seen.filter((r) => r.url === '/v1/refunds');
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refunds.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`refund-${checkout.publicId}`]));
    expect(new URLSearchParams(refunds[0]?.body).get('payment_intent')).toBe('pi_test_1');
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ refundStatus: 'REFUNDED', providerRefundId: `re_refund-${checkout.publicId}` });
  });
});

describe('a payment hold that ran out', () => {
  it('closes its Stripe session after the commit, by the outbox (CHECKOUT_EXPIRE), never from the job itself', async () => {
    const { checkout } = await studentPays('card');
    const sessionId = (await checkoutRow(t, checkout.id)).providerSessionId ?? '';
    const later = new Date(checkout.expiresAt.getTime() + 60_000);
    expect(await expireLapsedCheckouts({ ...t.deps, clock: () => later })).toBeGreaterThanOrEqual(1);
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ status: 'EXPIRED' });
    // the session to close was written with the change, in the job's unit of work
    const entries = (await rowsWhere(t.deps.db, outbox, { kind: 'CHECKOUT_EXPIRE' })).filter((e) => (e.payload as { session_id?: string }).session_id === sessionId);
    expect(entries.map((e) => ({ payload: e.payload, userId: e.userId }))).toEqual([{ payload: { provider: 'STRIPE', session_id: sessionId }, userId: checkout.userId }]);
    await deliverPending(t.deps, later);
    const closed = stripe.seen.filter((r) => r.method === 'POST' && r.url === `/v1/checkout/sessions/${sessionId}/expire`);
    expect(closed).toHaveLength(1);
    expect(await rowsWhere(t.deps.db, outbox, { id: entries[0]?.id ?? 0 })).toMatchObject([{ status: 'DELIVERED' }]);
  });
});

describe('the product line on Stripe’s page (issue 17)', () => {
  const productName = (body: string | undefined) => new URLSearchParams(body).get('line_items[0][price_data][product_data][name]');

  it('names the course and group in the payer’s language: Russian for a Russian student', async () => {
    const account = await makeAccount(t, 'STUDENT', { language: 'ru' });
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(t.deps.db, { name: 'Осень 2026' });
    const course = await getCohortWithCourse(t.deps.db, { cohortId: cohort.id });
    const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const create = stripe.seen.find((r) => r.url === '/v1/checkout/sessions' && new URLSearchParams(r.body).get('client_reference_id') === data.id);
    expect(productName(create?.body)).toBe(`Курс «${course?.courseName}» (Осень 2026)`);
    expect(new URLSearchParams(create?.body).get('locale')).toBe('ru');
  });

  it('names the invoice it pays, in Estonian for an Estonian student', async () => {
    const account = await makeAccount(t, 'STUDENT', { language: 'et' });
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(t.deps.db, { name: 'Sügis 2026' });
    const course = await getCohortWithCourse(t.deps.db, { cohortId: cohort.id });
    const registration = await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (registration.kind !== 'REGISTERED' || !registration.registration.invoiceId) throw new Error('no invoice');
    const invoice = await getInvoice(t.deps.db, { id: registration.registration.invoiceId });
    const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; purpose: string } };
    expect(data.purpose).toBe('INVOICE');
    const create = stripe.seen.find((r) => r.url === '/v1/checkout/sessions' && new URLSearchParams(r.body).get('client_reference_id') === data.id);
    expect(productName(create?.body)).toBe(`Arve ${invoice?.invoiceId}: kursus „${course?.courseName}“ (Sügis 2026)`);
  });
});

describe('Montonio Stargate over HTTP', () => {
  it('posts the order as an HS256 JWT, takes the order-token notification, refunds with an idempotency key', async () => {
    const { account, data, checkout } = await studentPays('bank_link');
    expect(data.url).toMatch(/^https:\/\/pay\.montonio\.test\/order-\d+$/);
    const order = montonioOrders.at(-1);
    expect(order).toMatchObject({ accessKey: MONTONIO_ACCESS, merchantReference: checkout.publicId, grandTotal: 99, currency: 'EUR', payment: { method: 'paymentInitiation' } });
    expect(order?.notificationUrl).toBe(`${t.env.PUBLIC_BASE_URL}/api/v1/webhooks/montonio`);
    const uuid = (await checkoutRow(t, checkout.id)).providerSessionId;

    const token = await new SignJWT({ uuid, accessKey: MONTONIO_ACCESS, merchantReference: checkout.publicId, paymentStatus: 'PAID', grandTotal: 99, currency: 'EUR' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(montonioKey);
    expect((await t.app.request('/api/v1/webhooks/montonio', jsonPost({ orderToken: token }))).status).toBe(200);
    const paid = await checkoutRow(t, checkout.id);
    expect(paid.status).toBe('PAID');

    await cancelRegistration(t.deps, { participantId: paid.participantId ?? 0, actorUserId: account.id, reason: 'unenrolled' });
    await deliverPending(t.deps);
    expect([...montonioRefunds.values()]).toContainEqual({ uuid: expect.any(String), status: 'PENDING', amount: 99, orderUuid: uuid });
    expect([...montonioRefunds.keys()]).toContain(`refund-${checkout.publicId}`);
    expect((await checkoutRow(t, checkout.id)).refundStatus).toBe('REFUNDED');
  });
});
