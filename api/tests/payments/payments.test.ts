// Paying for a registration through the local simulator's signed notifications (issue 7): the checkout
// and its seat hold, the webhooks' signature checks, duplicates, any order of events, a crash and a
// retry, late payments, the return pages' view, and refunds at the 7-day boundary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import Stripe from 'stripe';
import { cohortParticipants, paymentCheckouts, waitlistEntries } from '@valik/db/schema';
import { countSeatsTaken } from '@valik/db/queries';
import { daysFromNow, failFirstActivityInsert, liveParticipantsWhere, makeCohort, rowsWhere, rowWhere } from '@valik/db/testing';
import { refundDeadline } from '@valik/domain';
import { expireLapsedCheckouts } from '../../src/payments/expire-checkouts.ts';
import { SIMULATOR_MONTONIO_ACCESS_KEY, SIMULATOR_MONTONIO_SECRET_KEY, SIMULATOR_STRIPE_WEBHOOK_SECRET } from '../../src/payments/providers.ts';
import { deliverPending } from '../support/outbox.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { mailbox } from '../accounts/support.ts';
import { checkoutRow, effects, newStudent, notify, openCheckout, send, sentCount } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const student = () => newStudent(t);
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);
const stripeSdk = new Stripe('sk_test_unused');

const mails = (userId: number, template: string) => sentCount(t, userId, template);

describe('paying through the simulator, end to end over HTTP', () => {
  it('card: the checkout page, pay, the signed webhook registers the student with a PAID invoice, one receipt', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(20) });
    const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; url: string; purpose: string } };
    expect(data.purpose).toBe('REGISTRATION');
    expect(data.url).toBe(`${t.env.PUBLIC_BASE_URL}/dev/payments/stripe/${data.id}`);

    const before = (await (await t.app.request(`/api/v1/payments/checkouts/${data.id}`)).json()) as { data: { state: string } };
    expect(before.data.state).toBe('WAITING'); // the return page before the provider confirmed

    const pageRes = await t.app.request(`/dev/payments/stripe/${data.id}`);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toContain('Maksa · Pay');
    const paid = await t.app.request(`/dev/payments/stripe/${data.id}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/user/track/stripe?checkout=${data.id}`);

    const registration = await rowWhere(db(), cohortParticipants, { userId: account.id });
    expect(registration).toMatchObject({ status: 'REGISTERED', defaultPayer: 'STUDENT', cohortId: cohort.id });
    const after = (await (await t.app.request(`/api/v1/payments/checkouts/${data.id}`)).json()) as { data: { state: string; checkout: { registration_id: number } } };
    expect(after.data).toMatchObject({ state: 'PAID', checkout: { registration_id: registration?.id } });
    const mine = (await (await t.app.request('/api/v1/me/registrations', { headers: { cookie } })).json()) as { data: { invoice: { status: string } }[] };
    expect(mine.data[0]?.invoice.status).toBe('PAID');
    expect((await mailbox(t, account.email)).filter((m) => m.template === 'paymentReceipt')).toHaveLength(1);
  });

  it('bank link: Montonio order token notification and return page', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(20) });
    const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method: 'bank_link' }, { cookie }));
    const { data } = (await res.json()) as { data: { id: string; url: string } };
    expect(data.url).toContain(`/dev/payments/montonio/${data.id}`);
    const pending = await t.app.request(`/dev/payments/montonio/${data.id}/pending`, { method: 'POST' });
    const token = new URL(pending.headers.get('location') ?? '', 'http://x').searchParams.get('order-token') ?? '';
    const processing = (await (await t.app.request(`/api/v1/payments/montonio/return?order_token=${token}`)).json()) as { data: { state: string } };
    expect(processing.data.state).toBe('PROCESSING');
    await t.app.request(`/dev/payments/montonio/${data.id}/confirm`, { method: 'POST' });
    const done = (await (await t.app.request(`/api/v1/payments/montonio/return?order_token=${token}`)).json()) as { data: { state: string } };
    expect(done.data.state).toBe('PAID');
    const bad = (await (await t.app.request('/api/v1/payments/montonio/return?order_token=not-a-token')).json()) as { data: { state: string; message: string } };
    expect(bad.data).toMatchObject({ state: 'UNVERIFIED', message: 'Unable to validate payment...check if you are registered before contacting support' });
  });

  it('pays the UNPAID invoice of an existing registration instead of registering again', async () => {
    const user = await student();
    const cohort = await makeCohort(db());
    const reg = await enrolStudent(t.deps, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' });
    const checkout = await openCheckout(t, user.id, cohort.id, 'bank_link');
    expect(checkout.purpose).toBe('INVOICE');
    expect((await send(t, checkout, 'pay')).status).toBe(200);
    const e = await effects(t, checkout);
    expect(e).toMatchObject({ status: 'PAID', registrations: 1, paidInvoices: 1 });
    expect(reg.kind === 'REGISTERED' && (await checkoutRow(t, checkout.id)).participantId).toBe(reg.kind === 'REGISTERED' ? reg.registration.id : -1);
  });
});

describe('webhook signatures: a bad one changes nothing', () => {
  async function unchanged(checkoutId: number, res: Response, status = 401) {
    expect(res.status).toBe(status);
    const row = await checkoutRow(t, checkoutId);
    expect(row.status).toBe('OPEN');
    expect(await effects(t, row)).toMatchObject({ registrations: 0, events: 0, paymentLogs: 0 });
  }

  it('Stripe: no signature, wrong secret, a changed byte, a stale timestamp', async () => {
    const checkout = await openCheckout(t, (await student()).id, (await makeCohort(db())).id, 'card');
    const { path, init } = await notify(t, checkout, 'pay');
    const body = String(init.body);
    const headers = (sig: string | null) => ({ 'content-type': 'application/json', ...(sig ? { 'stripe-signature': sig } : {}) });
    const now = Math.floor(Date.now() / 1000);
    await unchanged(checkout.id, await t.app.request(path, { method: 'POST', headers: headers(null), body }));
    await unchanged(checkout.id, await t.app.request(path, { method: 'POST', headers: headers(stripeSdk.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_wrong', timestamp: now })), body }));
    const changed = body.replace('"amount_total":9900', '"amount_total":9901');
    expect(changed).not.toBe(body);
    await unchanged(checkout.id, await t.app.request(path, { method: 'POST', headers: headers(stripeSdk.webhooks.generateTestHeaderString({ payload: body, secret: SIMULATOR_STRIPE_WEBHOOK_SECRET, timestamp: now })), body: changed }));
    await unchanged(checkout.id, await t.app.request(path, { method: 'POST', headers: headers(stripeSdk.webhooks.generateTestHeaderString({ payload: body, secret: SIMULATOR_STRIPE_WEBHOOK_SECRET, timestamp: now - 301 })), body }));
    // a Stripe-signed body sent to the Montonio route is not a Montonio notification
    await unchanged(checkout.id, await t.app.request('/api/v1/webhooks/montonio', init));
    // and the genuine one passes
    expect((await t.app.request(path, init)).status).toBe(200);
    expect((await checkoutRow(t, checkout.id)).status).toBe('PAID');
  });

  it('Montonio: alg none, HS512, a wrong key, expired, another merchant, a different amount', async () => {
    const checkout = await openCheckout(t, (await student()).id, (await makeCohort(db())).id, 'bank_link');
    const claims = { uuid: checkout.providerSessionId, accessKey: SIMULATOR_MONTONIO_ACCESS_KEY, merchantReference: checkout.publicId, paymentStatus: 'PAID', grandTotal: 99, currency: 'EUR' };
    const key = new TextEncoder().encode(SIMULATOR_MONTONIO_SECRET_KEY);
    const sign = (payload: Record<string, unknown>, alg = 'HS256', secret = key, exp = '10m') => new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime(exp).sign(secret);
    const post = (orderToken: string) => t.app.request('/api/v1/webhooks/montonio', jsonPost({ orderToken }));
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await unchanged(checkout.id, await post(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })}.`));
    await unchanged(checkout.id, await post(await sign(claims, 'HS512', new TextEncoder().encode(SIMULATOR_MONTONIO_SECRET_KEY.repeat(3)))));
    await unchanged(checkout.id, await post(await sign(claims, 'HS512')));
    await unchanged(checkout.id, await post(await sign(claims, 'HS256', new TextEncoder().encode('another-merchants-secret-key'))));
    // expired beyond the 5-minute leeway (webhook-tokens.test.ts: within it, and without exp)
    await unchanged(checkout.id, await post(await sign(claims, 'HS256', key, Math.floor(Date.now() / 1000) - 360 as unknown as string)));
    await unchanged(checkout.id, await post(await sign({ ...claims, accessKey: 'another-merchant' })));
    await unchanged(checkout.id, await post(await sign({ ...claims, grandTotal: 9.9 })), 400);
    await unchanged(checkout.id, await t.app.request('/api/v1/webhooks/montonio', jsonPost({ nothing: true })));
    expect((await post(await sign(claims))).status).toBe(200);
    expect((await checkoutRow(t, checkout.id)).status).toBe('PAID');
  });

  it('answers 200 to a valid token that is not PAID (Montonio expects it)', async () => {
    const checkout = await openCheckout(t, (await student()).id, (await makeCohort(db())).id, 'bank_link');
    const res = await send(t, checkout, 'abandon');
    expect(res.status).toBe(200);
    expect((await checkoutRow(t, checkout.id)).status).toBe('EXPIRED');
  });
});

describe('duplicates, order and crashes', () => {
  it('the same event 5 times in a row: one payment, one e-mail', async () => {
    const user = await student();
    const checkout = await openCheckout(t, user.id, (await makeCohort(db())).id, 'card');
    const event = await notify(t, checkout, 'pay');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await (await event.send()).json()) as { duplicate: boolean });
    expect(answers.map((a) => a.duplicate)).toEqual([false, true, true, true, true]);
    expect(await effects(t, checkout)).toMatchObject({ status: 'PAID', registrations: 1, paidInvoices: 1, paymentLogs: 1, events: 1 });
    expect(await mails(user.id, 'paymentReceipt')).toBe(1);
  });

  it('the same event 5 times at once: one payment, one e-mail', async () => {
    const user = await student();
    const checkout = await openCheckout(t, user.id, (await makeCohort(db())).id, 'bank_link');
    const event = await notify(t, checkout, 'pay');
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await event.send()).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await effects(t, checkout)).toMatchObject({ status: 'PAID', registrations: 1, paidInvoices: 1, paymentLogs: 1 });
    expect(await mails(user.id, 'paymentReceipt')).toBe(1);
  });

  const permutations = <T,>(items: T[]): T[][] =>
    items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));

  it('every order of a checkout’s events ends in one final state', async () => {
    for (const [method, actions, final, registered] of [
      ['card', ['pending', 'confirm', 'abandon'], 'PAID', 1],
      ['bank_link', ['pending', 'pay', 'abandon'], 'PAID', 1],
      ['bank_link', ['pending', 'fail'], 'FAILED', 0],
    ] as const) {
      for (const order of permutations([...actions])) {
        const user = await student();
        const checkout = await openCheckout(t, user.id, (await makeCohort(db())).id, method);
        const events = [];
        for (const action of [...actions]) events.push(await notify(t, checkout, action));
        for (const action of order) expect((await events[actions.indexOf(action as never)]?.send())?.status).toBe(200);
        const e = await effects(t, checkout);
        expect({ order: order.join(','), status: e.status, registrations: e.registrations }).toEqual({ order: order.join(','), status: final, registrations: registered });
      }
    }
  });

  it('a crash on the first delivery and the retry: effects once', async () => {
    const user = await student();
    const checkout = await openCheckout(t, user.id, (await makeCohort(db())).id, 'card');
    // The database fails the first COHORT_PAYMENT insert (a sequence is not rolled back, so only once).
    const restore = await failFirstActivityInsert(db(), 'COHORT_PAYMENT');
    try {
      const event = await notify(t, checkout, 'pay');
      expect((await event.send()).status).toBe(500);
      expect(await effects(t, checkout)).toMatchObject({ status: 'OPEN', registrations: 0, events: 0, paymentLogs: 0 });
      expect((await event.send()).status).toBe(200);
      expect((await event.send()).status).toBe(200);
      expect(await effects(t, checkout)).toMatchObject({ status: 'PAID', registrations: 1, paidInvoices: 1, paymentLogs: 1, events: 1 });
      expect(await mails(user.id, 'paymentReceipt')).toBe(1);
    } finally {
      await restore();
    }
  });

  it('the return page before the webhook never counts as paid', async () => {
    const user = await student();
    const checkout = await openCheckout(t, user.id, (await makeCohort(db())).id, 'bank_link');
    const { orderToken } = await (await import('../../src/payments/simulator.routes.ts')).simulatedNotification(
      t.deps.payments,
      checkout,
      'pay',
      new Date(),
    );
    const early = (await (await t.app.request(`/api/v1/payments/montonio/return?order_token=${orderToken}`)).json()) as { data: { state: string } };
    expect(early.data.state).toBe('WAITING');
    expect(await effects(t, checkout)).toMatchObject({ status: 'OPEN', registrations: 0 });
    await send(t, checkout, 'pay');
    const late = (await (await t.app.request(`/api/v1/payments/montonio/return?order_token=${orderToken}`)).json()) as { data: { state: string } };
    expect(late.data.state).toBe('PAID');
  });
});

describe('the seat hold', () => {
  it('holds the seat while the checkout is open and releases it on expiry', async () => {
    const cohort = await makeCohort(db(), { size: 1 });
    const [a, b, c] = [await student(), await student(), await student()];
    const now = new Date();
    const held = await openCheckout(t, a.id, cohort.id, 'card', now);
    await expect(openCheckout(t, b.id, cohort.id, 'card', minutes(1, now))).rejects.toMatchObject({ status: 409 });
    const other = await enrolStudent({ ...t.deps, clock: () => minutes(1, now) }, { userId: c.id, cohortId: cohort.id, payer: 'STUDENT' });
    expect(other.kind).toBe('WAITLISTED');
    expect((await countSeatsTaken(db(), { cohortIds: [cohort.id], now: new Date() })).get(cohort.id)).toBe(1); // the catalogue shows it taken
    await expireLapsedCheckouts({ ...t.deps, clock: () => minutes(29, now) });
    expect((await checkoutRow(t, held.id)).status).toBe('OPEN');
    expect(await expireLapsedCheckouts({ ...t.deps, clock: () => minutes(31, now) })).toBeGreaterThanOrEqual(1);
    expect((await checkoutRow(t, held.id)).status).toBe('EXPIRED');
    // the freed seat went to the first in line, as an offer, which holds it in turn (one seat rule)
    const offer = await rowsWhere(db(), waitlistEntries, { userId: c.id });
    expect(offer.map((e) => e.status)).toContain('OFFERED');
    expect((await countSeatsTaken(db(), { cohortIds: [cohort.id], now: new Date() })).get(cohort.id)).toBe(1);
  });

  it('a late payment after the hold lapsed takes a free seat', async () => {
    const cohort = await makeCohort(db(), { size: 1 });
    const user = await student();
    const now = new Date(Date.now() - 40 * 60_000);
    const checkout = await openCheckout(t, user.id, cohort.id, 'card', now);
    await expireLapsedCheckouts(t.deps);
    expect(await effects(t, checkout)).toMatchObject({ status: 'EXPIRED' });
    await send(t, checkout, 'pay');
    expect(await effects(t, checkout)).toMatchObject({ status: 'PAID', registrations: 1, paidInvoices: 1, refundStatus: 'NONE' });
  });

  it('a late payment when the seat is gone never oversells: it is refunded once, with one e-mail', async () => {
    const cohort = await makeCohort(db(), { size: 1 });
    const [late, other] = [await student(), await student()];
    const checkout = await openCheckout(t, late.id, cohort.id, 'bank_link', new Date(Date.now() - 40 * 60_000));
    expect((await enrolStudent(t.deps, { userId: other.id, cohortId: cohort.id, payer: 'STUDENT' })).kind).toBe('REGISTERED');
    const event = await notify(t, checkout, 'pay');
    await event.send();
    await event.send();
    await t.deps.tasks.idle();
    const e = await effects(t, checkout);
    expect(e).toMatchObject({ status: 'PAID', registrations: 0, refundStatus: 'REFUNDED' });
    const live = await liveParticipantsWhere(db(), { cohortId: cohort.id });
    expect(live).toHaveLength(1);
    // like any latecomer to a full group, the late payer waits in its line (issue 25: one enrolment path)
    expect((await rowsWhere(db(), waitlistEntries, { userId: late.id, cohortId: cohort.id })).map((e) => e.status)).toEqual(['WAITING']);
    expect(await mails(late.id, 'paymentRefunded')).toBe(1);
    const view = (await (await t.app.request(`/api/v1/payments/checkouts/${checkout.publicId}`)).json()) as { data: { state: string } };
    expect(view.data.state).toBe('REFUNDED_NO_SEAT');
  });

  it('lists the seat a student holds while paying on their registrations, until it is paid', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db());
    const checkout = await openCheckout(t, account.id, cohort.id);
    const openPayments = async () => ((await (await t.app.request('/api/v1/me/registrations', { headers: { cookie } })).json()) as { open_payments: unknown[] }).open_payments;
    expect(await openPayments()).toEqual([
      {
        id: checkout.publicId,
        cohort_id: cohort.id,
        cohort_name: cohort.name,
        course_id: cohort.courseId,
        course_name: expect.any(String),
        status: 'OPEN',
        url: checkout.checkoutUrl,
        expires_at: checkout.expiresAt.toISOString(),
      },
    ]);
    await send(t, checkout, 'pay');
    expect(await openPayments()).toEqual([]);
  });

  it('ten "pay" clicks give one open checkout and one url', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await (await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }))).json()) as { data: { url: string } }),
    );
    expect(new Set(answers.map((a) => a.data.url)).size).toBe(1);
    const rows = await rowsWhere(db(), paymentCheckouts, { userId: account.id });
    expect(rows).toHaveLength(1);
  });
});

describe('refunds on cancellation (7 days after the start)', () => {
  async function paidRegistration(startDate: Date) {
    const user = await student();
    const cohort = await makeCohort(db(), { startDate, status: 'IN_PROGRESS' });
    const checkout = await openCheckout(t, user.id, cohort.id, 'card', new Date(startDate.getTime() - 86_400_000));
    await send(t, checkout, 'pay'); // signed now: a notification older than 300 s is refused
    const row = await checkoutRow(t, checkout.id);
    if (!row.participantId) throw new Error('not registered');
    return { user, cohort, checkout: row, participantId: row.participantId };
  }

  it('refunds in full through the provider at the last instant of the window, once, with one e-mail', async () => {
    const start = daysFromNow(-3);
    const { user, cohort, checkout, participantId } = await paidRegistration(start);
    const result = await cancelRegistration({ ...t.deps, clock: () => refundDeadline(cohort) }, { participantId, actorUserId: user.id, reason: 'unenrolled' });
    expect(result.refund).toBe('FULL');
    expect(result.refundCheckoutIds).toEqual([checkout.id]);
    // the REFUND entry written with the cancellation, delivered (twice over: still one refund)
    await Promise.all([deliverPending(t.deps), deliverPending(t.deps)]);
    const row = await checkoutRow(t, checkout.id);
    expect(row).toMatchObject({ refundStatus: 'REFUNDED', refundAmount: 9900, refundReason: 'CANCELED' });
    expect(row.providerRefundId).toBe(`re_sim_refund-${checkout.publicId}`);
    expect(await mails(user.id, 'paymentRefunded')).toBe(1);
  });

  it('gives nothing back one millisecond after the window', async () => {
    const { user, cohort, checkout, participantId } = await paidRegistration(daysFromNow(-8));
    const result = await cancelRegistration({ ...t.deps, clock: () => new Date(refundDeadline(cohort).getTime() + 1) }, { participantId, actorUserId: user.id, reason: 'unenrolled' });
    expect(result).toMatchObject({ refund: 'NONE', refundCheckoutIds: [] });
    expect((await checkoutRow(t, checkout.id)).refundStatus).toBe('NONE');
  });

  it('refunds through the unenrol route', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(db(), { startDate: daysFromNow(10) });
    const checkout = await openCheckout(t, account.id, cohort.id, 'bank_link');
    await send(t, checkout, 'pay');
    const row = await checkoutRow(t, checkout.id);
    const res = await t.app.request(`/api/v1/me/registrations/${row.participantId}/unenrol`, jsonPost({}, { cookie }));
    expect(res.status).toBe(200);
    await t.deps.tasks.idle();
    expect((await checkoutRow(t, checkout.id)).refundStatus).toBe('REFUNDED');
    expect((await mailbox(t, account.email)).filter((m) => m.template === 'paymentRefunded')).toHaveLength(1);
  });
});
