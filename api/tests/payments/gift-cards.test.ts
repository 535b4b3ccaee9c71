// Gift cards (issue 7 item 5, ADR 010): an admin issues a prepaid code in the console API; a student redeems
// it once on an unpaid personal invoice; the value comes off the invoice (PAID when nothing is left); a second
// redemption (the same or another student, or at once) is refused; a card does not touch an open payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCohort, rowsWhere, rowWhere } from '@valik/db/testing';
import { activityLog, invoices, promotionCodes } from '@valik/db/schema';
import { COURSE_LIST_PRICE_CENTS } from '@valik/domain';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { mailbox } from '../accounts/support.ts';
import { openCheckout } from './support.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAccount(t, 'ADMIN');
  adminCookie = await signIn(t, admin.email);
});
afterAll(() => t.close());

const post = (path: string, init: RequestInit) => t.app.request(path, init);
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);

interface GiftCardJson {
  id: number;
  code: string;
  value: number;
  redeemed: boolean;
  redeemed_by_user_id: number | null;
}

async function issue(value: number): Promise<GiftCardJson> {
  const res = await post('/api/v1/manage/gift_cards', jsonPost({ value }, { cookie: adminCookie }));
  expect(res.status).toBe(201);
  return (await res.json()) as GiftCardJson;
}

/** A student registered by invoice later: their UNPAID personal invoice. */
async function studentWithInvoice() {
  const account = await makeAccount(t, 'STUDENT');
  const cookie = await signIn(t, account.email);
  const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(20) });
  const res = await post(`/api/v1/cohorts/${cohort.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }));
  expect(res.status).toBe(201);
  const invoice = await rowWhere(t.deps.db, invoices, { userId: account.id });
  if (!invoice) throw new Error('no invoice');
  expect(invoice).toMatchObject({ status: 'UNPAID', amount: COURSE_LIST_PRICE_CENTS });
  return { account, cookie, cohort, invoice };
}

const redeem = async (cookie: string, invoiceId: number, code: string): Promise<Response> => post(`/api/v1/invoices/${invoiceId}/gift-card`, jsonPost({ code }, { cookie }));

describe('issuing gift cards (console)', () => {
  it('creates a card once with a fresh code and its value, lists it, and validates the value', async () => {
    const card = await issue(2500);
    expect(card).toMatchObject({ value: 2500, redeemed: false, redeemed_by_user_id: null });
    expect(card.code).toMatch(/^GIFT-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const rows = await rowsWhere(t.deps.db, promotionCodes, { name: card.code });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ prepaidCents: 2500, userId: null, stripeId: null, redeemedUserIds: [] });

    const other = await issue(2500);
    expect(other.code).not.toBe(card.code);

    const list = await t.app.request(`/api/v1/manage/gift_cards?filter=${encodeURIComponent(JSON.stringify({ id: [card.id] }))}`, { headers: { cookie: adminCookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as GiftCardJson[]).map((c) => c.code)).toEqual([card.code]);
    expect((await t.app.request(`/api/v1/manage/gift_cards/${card.id}`, { headers: { cookie: adminCookie } })).status).toBe(200);

    for (const value of [0, 99, 12.5, 1_000_001, '2500']) {
      expect((await post('/api/v1/manage/gift_cards', jsonPost({ value }, { cookie: adminCookie }))).status).toBe(422);
    }
  });

  it('is the admin’s: a student cannot issue or list cards', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    expect((await post('/api/v1/manage/gift_cards', jsonPost({ value: 2500 }, { cookie }))).status).toBe(403);
    expect((await t.app.request('/api/v1/manage/gift_cards', { headers: { cookie } })).status).toBe(403);
  });
});

describe('redeeming a gift card on an unpaid invoice', () => {
  it('takes the value off the invoice once; a second redemption is refused', async () => {
    const card = await issue(3000);
    const a = await studentWithInvoice();
    const res = await redeem(a.cookie, a.invoice.id, card.code.toLowerCase());
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { applied: number; invoice: { status: string; amount: number; lines: { amount: number }[] } } };
    expect(data.applied).toBe(3000);
    expect(data.invoice).toMatchObject({ status: 'UNPAID', amount: COURSE_LIST_PRICE_CENTS - 3000 });
    expect(data.invoice.lines.map((l) => l.amount)).toEqual([COURSE_LIST_PRICE_CENTS, -3000]);
    const code = await rowWhere(t.deps.db, promotionCodes, { id: card.id });
    expect(code?.redeemedUserIds).toEqual([a.account.id]);

    // the same student on the same invoice, and another student: both refused, nothing changes
    expect((await redeem(a.cookie, a.invoice.id, card.code)).status).toBe(409);
    const b = await studentWithInvoice();
    const again = await redeem(b.cookie, b.invoice.id, card.code);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('See kinkekaart on juba kasutatud');
    const bInvoice = await rowWhere(t.deps.db, invoices, { id: b.invoice.id });
    expect(bInvoice).toMatchObject({ amount: COURSE_LIST_PRICE_CENTS, status: 'UNPAID' });
    const aInvoice = await rowWhere(t.deps.db, invoices, { id: a.invoice.id });
    expect(aInvoice?.amount).toBe(COURSE_LIST_PRICE_CENTS - 3000);

    // the invoice PDF shows the card as its own line
    const pdf = await t.app.request(`/api/v1/invoices/${a.invoice.id}/pdf`, { headers: { cookie: a.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    // the rest is paid online as usual: the checkout asks for what is left
    const checkout = await openCheckout(t, a.account.id, a.cohort.id, 'card');
    expect(checkout).toMatchObject({ purpose: 'INVOICE', amount: COURSE_LIST_PRICE_CENTS - 3000 });
  });

  it('a card worth the whole invoice pays it (COHORT_PAYMENT); the rest of a larger card is not kept', async () => {
    const card = await issue(COURSE_LIST_PRICE_CENTS + 5000);
    const s = await studentWithInvoice();
    const res = await redeem(s.cookie, s.invoice.id, card.code);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { applied: number; invoice: { status: string; amount: number; paid_at: string | null } } };
    expect(data.applied).toBe(COURSE_LIST_PRICE_CENTS);
    expect(data.invoice).toMatchObject({ status: 'PAID', amount: 0 });
    expect(data.invoice.paid_at).not.toBeNull();
    const logged = await rowsWhere(t.deps.db, activityLog, { userId: s.account.id });
    expect(logged.filter((r) => r.type === 'COHORT_PAYMENT')).toHaveLength(1);
    // the receipt names the gift card as the way it was paid
    const receipts = (await mailbox(t, s.account.email)).filter((m) => m.template === 'paymentReceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('(kinkekaart)');
    // a paid invoice takes no card
    expect((await redeem(s.cookie, s.invoice.id, (await issue(1000)).code)).status).toBe(409);
  });

  it('ten students at once: one redeems, nine are refused', async () => {
    const card = await issue(1000);
    const students: Awaited<ReturnType<typeof studentWithInvoice>>[] = [];
    for (let i = 0; i < 10; i++) students.push(await studentWithInvoice());
    const statuses = await Promise.all(students.map(async (s) => (await redeem(s.cookie, s.invoice.id, card.code)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const reduced = await rowsWhere(t.deps.db, invoices, { amount: COURSE_LIST_PRICE_CENTS - 1000 });
    expect(reduced.filter((i) => students.some((s) => s.invoice.id === i.id))).toHaveLength(1);
  });

  it('refuses an unknown code, someone else’s invoice, and an invoice with an open payment', async () => {
    const card = await issue(1000);
    const s = await studentWithInvoice();
    expect((await redeem(s.cookie, s.invoice.id, 'GIFT-NOPE-NOPE')).status).toBe(422);
    const other = await studentWithInvoice();
    expect((await redeem(other.cookie, s.invoice.id, card.code)).status).toBe(404);
    // a personal promotion code is not a gift card
    await t.deps.db.insert(promotionCodes).values({ name: 'KATI-ABC123', stripeId: 'promo_sim_KATI-ABC123', userId: other.account.id });
    expect((await redeem(s.cookie, s.invoice.id, 'KATI-ABC123')).status).toBe(422);

    await openCheckout(t, s.account.id, s.cohort.id, 'card');
    expect((await redeem(s.cookie, s.invoice.id, card.code)).status).toBe(409);
    const row = await rowWhere(t.deps.db, promotionCodes, { id: card.id });
    expect(row?.redeemedUserIds).toEqual([]);
  });
});
