// Passes and promotion codes through the local simulator: every event is a Stripe event signed with the
// webhook secret and posted to /api/v1/webhooks/stripe (the code a real notification runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCohort, queueMessagesWithMetadata, rowsWhere, rowWhere } from '@valik/db/testing';
import { activityLog, cohortParticipants, invoices, promotionCodes, subscriptions } from '@valik/db/schema';
import { getCurrentPass } from '@valik/db/queries';
import { passChangeEvent, passPurchaseEvents } from '../../src/payments/pass-simulator.ts';
import { api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, init: RequestInit) => t.app.request(path, init);

async function student() {
  const account = await makeAccount(t, 'STUDENT');
  return { account, cookie: await signIn(t, account.email) };
}

async function buyPass(cookie: string, type: 'SINGLE_PASS' | 'MULTI_PASS', promotionCode?: string) {
  const res = await api(t, { cookie }).passes.checkouts.$post({ json: { type, ...(promotionCode ? { promotion_code: promotionCode } : {}) } });
  expect(res.status).toBe(201);
  const { data } = await res.json();
  const path = new URL(data.url).pathname;
  expect((await t.app.request(path)).status).toBe(200);
  const paid = await t.app.request(`${path}/pay`, { method: 'POST' });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe('/user/success/subscription');
  return path;
}

/** The pass's state changes as logged (its payments and their receipts are checked on their own). */
async function activities(userId: number) {
  const rows = await rowsWhere(t.deps.db, activityLog, { userId }, { orderBy: 'id' });
  return rows.filter((r) => r.metadata?.pass_payment !== true && r.type !== 'EMAIL_SENT').map((r) => r.type);
}

async function passesPage(cookie: string) {
  const res = await api(t, { cookie }).passes.$get();
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

/** The simulated Stripe adapter of this app: it signs the simulator's events. */
function stripe() {
  const adapter = t.deps.payments.stripe;
  if (!adapter) throw new Error('no Stripe adapter');
  return adapter;
}

/** Re-signs a simulator event now, keeping its event time (a stale signature would be refused: 300 s tolerance). */
function reSigned(e: { path: string; init: RequestInit }) {
  const payments = t.deps.payments;
  return { ...e.init, headers: { ...(e.init.headers as Record<string, string>), 'stripe-signature': payments.stripe?.sign(String(e.init.body), Math.floor(Date.now() / 1000)) ?? '' } };
}

describe('buying, pausing, resuming and cancelling a pass', () => {
  it('runs the whole life of a pass through signed webhook events', async () => {
    const { account, cookie } = await student();
    await buyPass(cookie, 'MULTI_PASS');
    let page = await passesPage(cookie);
    expect(page.pass).toMatchObject({ type: 'MULTI_PASS', active: true, paused: false, status: 'active' });
    const paidFrom = Date.parse(String(page.pass?.paid_from));
    expect(Date.parse(String(page.pass?.paid_through)) - paidFrom).toBe(14 * 86_400_000);
    expect(page.covers_registration_now).toBe(true);
    const me = (await (await t.app.request(`/api/v1/users/${account.id}/hydrate`, { headers: { cookie } })).json()) as { user: { subscription: unknown } };
    expect(me.user.subscription).toMatchObject({ type: 'MULTI_PASS', discount: false, pause_collection: null });

    // a second pass while one is active is refused
    expect((await post('/api/v1/passes/checkouts', jsonPost({ type: 'SINGLE_PASS' }, { cookie }))).status).toBe(409);

    expect((await post('/api/v1/passes/pause', jsonPost({}, { cookie }))).status).toBe(200);
    page = await passesPage(cookie);
    expect(page.pass).toMatchObject({ paused: true, paused_by_user: true, active: true });
    expect(page.covers_registration_now).toBe(false);
    expect((await post('/api/v1/passes/pause', jsonPost({}, { cookie }))).status).toBe(409);

    expect((await post('/api/v1/passes/resume', jsonPost({}, { cookie }))).status).toBe(200);
    page = await passesPage(cookie);
    expect(page.pass).toMatchObject({ paused: false, paused_by_user: false });

    // cancelling ends the pass at the end of the paid period: until then it is active and covers
    expect((await post('/api/v1/passes/keep', jsonPost({}, { cookie }))).status).toBe(409);
    expect((await post('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(200);
    page = await passesPage(cookie);
    expect(page.pass).toMatchObject({ active: true, status: 'active', ended_at: null, cancel_at: page.pass?.paid_through });
    expect(page.covers_registration_now).toBe(true);
    expect((await post('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(409);
    // kept after all, then cancelled again
    expect((await post('/api/v1/passes/keep', jsonPost({}, { cookie }))).status).toBe(200);
    expect((await passesPage(cookie)).pass).toMatchObject({ active: true, cancel_at: null });
    expect((await post('/api/v1/passes/cancel', jsonPost({ confirm: true }, { cookie }))).status).toBe(200);

    // the period ends in the simulator: Stripe's customer.subscription.deleted ends the pass
    expect(page.simulator_url).toBe('/dev/payments/stripe-pass/my-pass');
    const simulator = await t.app.request('/dev/payments/stripe-pass/my-pass', { headers: { cookie } });
    expect(await simulator.text()).toContain('End the period now');
    const ended = await t.app.request('/dev/payments/stripe-pass/my-pass/end', { method: 'POST', headers: { cookie } });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe('/user/payment-plan');
    page = await passesPage(cookie);
    expect(page.pass).toMatchObject({ active: false, status: 'canceled', cancel_at: null });
    expect(page.pass?.ended_at).not.toBeNull();
    expect(page.covers_registration_now).toBe(false);
    expect((await post('/api/v1/passes/pause', jsonPost({}, { cookie }))).status).toBe(404);
    expect((await post('/api/v1/passes/keep', jsonPost({}, { cookie }))).status).toBe(404);
    expect((await t.app.request('/dev/payments/stripe-pass/my-pass/end', { method: 'POST', headers: { cookie } })).status).toBe(404);

    expect(await activities(account.id)).toEqual([
      'SUBSCRIPTION_CREATED',
      'SUBSCRIPTION_UPDATE',
      'PAUSE_SUBSCRIPTION',
      'SUBSCRIPTION_UPDATE',
      'SUBSCRIPTION_UPDATE',
      'SUBSCRIPTION_UPDATE',
      'SUBSCRIPTION_UPDATE',
      'SUBSCRIPTION_CANCELLED',
    ]);
  });

  it('the simulator ends only a pass set to end, and only for its signed-in student', async () => {
    const { cookie } = await student();
    await buyPass(cookie, 'SINGLE_PASS');
    expect(await (await t.app.request('/dev/payments/stripe-pass/my-pass', { headers: { cookie } })).text()).toContain('cancel it on the payment plan page first');
    expect((await t.app.request('/dev/payments/stripe-pass/my-pass/end', { method: 'POST', headers: { cookie } })).status).toBe(409);
    expect((await t.app.request('/dev/payments/stripe-pass/my-pass/end', { method: 'POST' })).status).toBe(401);
    expect((await passesPage(cookie)).pass).toMatchObject({ active: true, cancel_at: null });
  });

  it('refuses anonymous callers and unknown pass types', async () => {
    expect((await post('/api/v1/passes/checkouts', jsonPost({ type: 'SINGLE_PASS' }))).status).toBe(401);
    const { cookie } = await student();
    expect((await post('/api/v1/passes/checkouts', jsonPost({ type: 'GOLD_PASS' }, { cookie }))).status).toBe(422);
  });
});

describe('subscription events in every order', () => {
  function permutations<T>(items: T[]): T[][] {
    if (items.length <= 1) return [items];
    return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  }

  it('created, paid, paused, resumed, cancelled at the period end, ended: every order ends in the same state', async () => {
    const payments = stripe();
    const finals: unknown[] = [];
    const orders = permutations([0, 1, 2, 3, 4, 5]);
    // all 720 orders would be slow on PGlite: every 61st order (61 is prime to 720) puts each event first twice
    for (const order of orders.filter((_, i) => i % 61 === 0)) {
      const { account } = await student();
      const t0 = new Date('2026-03-02T10:00:00Z');
      const purchase = { userId: account.id, type: 'SINGLE_PASS' as const, priceCents: 4900, promotionCodeId: null, nonce: crypto.randomUUID() };
      const [, created, paid] = passPurchaseEvents(payments, purchase, t0);
      const subId = `sub_sim_${purchase.nonce.replaceAll('-', '')}`;
      const row = { id: 0, subscriptionId: subId, userId: account.id, type: 'SINGLE_PASS' as const, active: true, pausedByUser: false, stripeMetadata: { status: 'active' }, endedAt: null, createdAt: t0, updatedAt: t0 };
      const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
      const paidRow = { ...row, stripeMetadata: { status: 'active', paid_from: t0.getTime() / 1000, paid_through: t0.getTime() / 1000 + 7 * 86_400 } };
      const scheduledRow = { ...paidRow, stripeMetadata: { ...paidRow.stripeMetadata, cancel_at: t0.getTime() / 1000 + 7 * 86_400 } };
      const events = [
        created,
        paid,
        passChangeEvent(payments, row, 'pause', at(1)),
        passChangeEvent(payments, row, 'resume', at(2)),
        passChangeEvent(payments, paidRow, 'cancel', at(3)),
        passChangeEvent(payments, scheduledRow, 'end', at(4)),
      ];
      for (const i of order) {
        const e = events[i];
        if (!e) throw new Error('no event');
        expect((await post(e.path, reSigned(e))).status).toBe(200);
      }
      const pass = await getCurrentPass(t.deps.db, { userId: account.id });
      const m = pass?.stripeMetadata as Record<string, unknown>;
      finals.push({
        active: pass?.active,
        paused: pass?.pausedByUser,
        status: m.status,
        paid: Number(m.paid_through) - Number(m.paid_from),
        ended: m.ended_at === t0.getTime() / 1000 + 240,
        cancelAt: m.cancel_at,
        cancelled: (await activities(account.id)).filter((a) => a === 'SUBSCRIPTION_CANCELLED').length,
      });
    }
    for (const f of finals) expect(f).toEqual({ active: false, paused: false, status: 'canceled', paid: 7 * 86_400, ended: true, cancelAt: null, cancelled: 1 });
  }, 180_000);

  it('a cancellation scheduled, undone and its end, each delivered twice and late: one change logged each', async () => {
    const payments = stripe();
    const { account, cookie } = await student();
    await buyPass(cookie, 'SINGLE_PASS');
    const row = await getCurrentPass(t.deps.db, { userId: account.id });
    if (!row) throw new Error('no pass');
    const now = Date.now();
    const periodEnd = Number(row.stripeMetadata.paid_through);
    const schedule = passChangeEvent(payments, row, 'cancel', new Date(now + 60_000));
    const scheduledRow = { ...row, stripeMetadata: { ...row.stripeMetadata, cancel_at: periodEnd } };
    const keep = passChangeEvent(payments, scheduledRow, 'keep', new Date(now + 120_000));
    for (const e of [schedule, schedule]) expect((await post(e.path, reSigned(e))).status).toBe(200);
    expect((await passesPage(cookie)).pass).toMatchObject({ active: true, cancel_at: new Date(periodEnd * 1000).toISOString() });
    // the undo arrives twice at once, then the scheduling once more (a retry): the pass renews
    const answers = await Promise.all([keep, keep].map((e) => post(e.path, reSigned(e))));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await post(schedule.path, reSigned(schedule))).status).toBe(200);
    expect((await passesPage(cookie)).pass).toMatchObject({ active: true, cancel_at: null });
    // the end arrives before the cancellation it follows (both twice): it ends the pass once
    const again = passChangeEvent(payments, row, 'cancel', new Date(now + 180_000));
    const end = passChangeEvent(payments, scheduledRow, 'end', new Date(now + 240_000));
    for (const e of [end, again, end, again]) expect((await post(e.path, reSigned(e))).status).toBe(200);
    expect((await passesPage(cookie)).pass).toMatchObject({ active: false, status: 'canceled', cancel_at: null });
    expect(await activities(account.id)).toEqual(['SUBSCRIPTION_CREATED', 'SUBSCRIPTION_UPDATE', 'SUBSCRIPTION_UPDATE', 'SUBSCRIPTION_UPDATE', 'SUBSCRIPTION_CANCELLED']);
  });

  it('the same event 5 times in a row and 5 times at once: one subscription, one SUBSCRIPTION_CREATED', async () => {
    const payments = stripe();
    const { account } = await student();
    // the concurrent deliveries are another student's pass (a second active pass of one student is ended: pass-double-click.test.ts)
    const other = await student();
    const purchase = { userId: account.id, type: 'MULTI_PASS' as const, priceCents: 7900, promotionCodeId: null, nonce: crypto.randomUUID() };
    const [, created] = passPurchaseEvents(payments, purchase, new Date());
    if (!created) throw new Error('no event');
    for (let i = 0; i < 5; i++) expect((await post(created.path, created.init)).status).toBe(200);
    const [, created2] = passPurchaseEvents(payments, { ...purchase, userId: other.account.id, nonce: crypto.randomUUID() }, new Date());
    if (!created2) throw new Error('no event');
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(created2.path, created2.init)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const userId of [account.id, other.account.id]) {
      expect(await rowsWhere(t.deps.db, subscriptions, { userId })).toHaveLength(1);
      expect((await activities(userId)).filter((a) => a === 'SUBSCRIPTION_CREATED')).toHaveLength(1);
      const recorded = await queueMessagesWithMetadata(t.deps.db, 'user_id', userId);
      expect(recorded).toHaveLength(1);
    }
  });

  it('a wrongly signed subscription event changes nothing', async () => {
    const payments = stripe();
    const { account } = await student();
    const [, created] = passPurchaseEvents(payments, { userId: account.id, type: 'MULTI_PASS', priceCents: 7900, promotionCodeId: null, nonce: crypto.randomUUID() }, new Date());
    if (!created) throw new Error('no event');
    const tampered = { ...created.init, body: String(created.init.body).replace('"active"', '"trialing"') };
    expect((await post(created.path, tampered)).status).toBe(401);
    expect(await getCurrentPass(t.deps.db, { userId: account.id })).toBeNull();
  });
});

describe('a registration covered by the pass', () => {
  it('SINGLE_PASS pays for one registration per period; the next is invoiced; a covered seat opens no card checkout', async () => {
    const { account, cookie } = await student();
    await buyPass(cookie, 'SINGLE_PASS');
    const [a, b, c] = [await makeCohort(t.deps.db), await makeCohort(t.deps.db), await makeCohort(t.deps.db)];
    if (!a || !b || !c) throw new Error('no cohorts');
    // covered: the card checkout is refused, the registration is free
    expect((await post(`/api/v1/cohorts/${a.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }))).status).toBe(409);
    expect((await post(`/api/v1/cohorts/${a.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    expect((await post(`/api/v1/cohorts/${b.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    // nothing is invoiced at 0,00 € (issue 28 item 1): the pass's own payment is invoiced, the covered
    // registration names the pass, the next one is invoiced at the list price
    const bills = await rowsWhere(t.deps.db, invoices, { userId: account.id }, { orderBy: 'id' });
    expect(bills.map((i) => [i.status, i.amount, i.metadata.kind])).toEqual([
      ['PAID', 4900, 'PASS'],
      ['UNPAID', 9900, 'PERSONAL'],
    ]);
    const [covered] = await rowsWhere(t.deps.db, cohortParticipants, { userId: account.id, cohortId: a.id });
    expect(covered).toMatchObject({ invoiceId: null, passSubscriptionId: expect.any(Number) });
    // the second cohort's invoice is paid by card as usual
    expect((await post(`/api/v1/cohorts/${b.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }))).status).toBe(201);
    // paused: nothing is covered
    await post('/api/v1/passes/pause', jsonPost({}, { cookie }));
    expect((await post(`/api/v1/cohorts/${c.id}/checkouts`, jsonPost({ method: 'card' }, { cookie }))).status).toBe(201);
  });
});

describe('the price shown before paying (issue 18 item 6)', () => {
  it('says the list price with VAT and what is left to pay, and that an active pass covers it', async () => {
    const { cookie } = await student();
    const cohort = await makeCohort(t.deps.db);
    const price = async () => {
      const res = await api(t, { cookie }).cohorts[':id']['payer-options'].$get({ param: { id: String(cohort.id) } });
      expect(res.status).toBe(200);
      return (await res.json()).data.price;
    };
    expect(await price()).toEqual({
      STUDENT: { list_cents: 9900, covered_by: null, to_pay_cents: 9900 },
      SCHOOL: { list_cents: 9900, covered_by: 'SCHOOL', to_pay_cents: 0 },
    });
    await buyPass(cookie, 'SINGLE_PASS');
    expect((await price()).STUDENT).toEqual({ list_cents: 9900, covered_by: 'PASS', to_pay_cents: 0 });
    // what was shown is what happens: the registration's invoice is paid by the pass
    expect((await post(`/api/v1/cohorts/${cohort.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    const other = await makeCohort(t.deps.db);
    const next = await api(t, { cookie }).cohorts[':id']['payer-options'].$get({ param: { id: String(other.id) } });
    // a single pass covers one course a period: the next one is paid again
    expect((await next.json()).data.price.STUDENT).toEqual({ list_cents: 9900, covered_by: null, to_pay_cents: 9900 });
  });
});

describe('promotion codes', () => {
  it('a personal code is made once, applied at checkout, and counts each redeeming user once', async () => {
    const owner = await student();
    expect((await passesPage(owner.cookie)).promotion_code).toBeNull();
    const made = await post('/api/v1/promotion-codes/mine', jsonPost({}, { cookie: owner.cookie }));
    expect(made.status).toBe(201);
    const code = ((await made.json()) as { data: { promotion_code: string; times_redeemed: number } }).data;
    expect(code).toMatchObject({ times_redeemed: 0 });
    expect(code.promotion_code).toMatch(/^[A-Z0-9]+-[A-Z0-9]{6}$/);
    const again = ((await (await post('/api/v1/promotion-codes/mine', jsonPost({}, { cookie: owner.cookie }))).json()) as { data: { promotion_code: string } }).data;
    expect(again.promotion_code).toBe(code.promotion_code);

    // the owner cannot use it; a typo is refused
    expect((await post('/api/v1/passes/checkouts', jsonPost({ type: 'SINGLE_PASS', promotion_code: code.promotion_code }, { cookie: owner.cookie }))).status).toBe(422);
    const friend = await student();
    expect((await post('/api/v1/passes/checkouts', jsonPost({ type: 'SINGLE_PASS', promotion_code: 'NOPE-000000' }, { cookie: friend.cookie }))).status).toBe(422);

    await buyPass(friend.cookie, 'SINGLE_PASS', code.promotion_code.toLowerCase());
    expect((await passesPage(friend.cookie)).pass).toMatchObject({ discount: true });
    const me = (await (await t.app.request(`/api/v1/users/${owner.account.id}/hydrate`, { headers: { cookie: owner.cookie } })).json()) as { user: { promotion_code: unknown } };
    expect(me.user.promotion_code).toEqual({ promotion_code: code.promotion_code, times_redeemed: 1 });

    // the same friend again (a new event naming the code) still counts once; the friend may not type it again
    const payments = stripe();
    const [session] = passPurchaseEvents(payments, { userId: friend.account.id, type: 'SINGLE_PASS', priceCents: 4900, promotionCodeId: `promo_sim_${code.promotion_code}`, nonce: crypto.randomUUID() }, new Date());
    if (!session) throw new Error('no event');
    expect((await post(session.path, session.init)).status).toBe(200);
    const row = await rowWhere(t.deps.db, promotionCodes, { userId: owner.account.id });
    expect(row?.redeemedUserIds).toEqual([friend.account.id]);
  });
});
