// Issue 19 item 3: no second pass by a double click. Two "Subscribe" clicks (or two tabs) get ONE open pass
// checkout and one provider session; a second pass that a provider race still lets through (an older
// checkout paid after a newer one) is ended and refunded automatically, never left active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, creditNotes, invoices, passCheckouts, subscriptions } from '@valik/db/schema';
import type { BillingHistoryDto } from '@valik/domain/contracts';
import { passPurchaseEvents } from '../../src/payments/pass-simulator.ts';
import { deliverPending } from '../support/outbox.ts';
import { rowsWhere, rowWhere } from '@valik/db/testing';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function student() {
  const account = await makeAccount(t, 'STUDENT');
  return { account, cookie: await signIn(t, account.email) };
}

async function subscribe(cookie: string, type: 'SINGLE_PASS' | 'MULTI_PASS') {
  const res = await t.app.request('/api/v1/passes/checkouts', jsonPost({ type }, { cookie }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** Pays a pass checkout on the simulator's page (its signed events reach our webhook). */
async function pay(url: string) {
  const res = await t.app.request(`${new URL(url).pathname}/pay`, { method: 'POST' });
  expect(res.status).toBe(303);
  await t.deps.tasks.idle();
}

const passesOf = (userId: number) => rowsWhere(t.deps.db, subscriptions, { userId }, { orderBy: 'id' });

describe('one open pass checkout per student', () => {
  it('gives two clicks at once, and a click in a second tab later, the same checkout', async () => {
    const { account, cookie } = await student();
    const [a, b] = await Promise.all([subscribe(cookie, 'MULTI_PASS'), subscribe(cookie, 'MULTI_PASS')]);
    expect(a).toBe(b);
    expect(await subscribe(cookie, 'MULTI_PASS')).toBe(a);
    const open = await rowsWhere(t.deps.db, passCheckouts, { userId: account.id, status: 'OPEN' });
    expect(open).toHaveLength(1);

    // paying both tabs' page (the same session) makes one pass, and the checkout is done
    await pay(a);
    await pay(b);
    const passes = await passesOf(account.id);
    expect(passes.filter((p) => p.active)).toHaveLength(1);
    expect(passes).toHaveLength(1);
    const done = await rowWhere(t.deps.db, passCheckouts, { userId: account.id });
    expect(done?.status).toBe('COMPLETED');
  });
});

describe('a second pass that still arrives', () => {
  it('is ended at once, leaving the first pass the only active one', async () => {
    const { account, cookie } = await student();
    // a checkout for one pass type, then (another tab) one for the other: the first is closed on our side,
    // but its provider page could still be paid
    const single = await subscribe(cookie, 'SINGLE_PASS');
    const multi = await subscribe(cookie, 'MULTI_PASS');
    expect(multi).not.toBe(single);
    await pay(multi);
    await pay(single); // the race: the older checkout paid after the newer one
    await t.deps.tasks.idle();

    const passes = await passesOf(account.id);
    expect(passes).toHaveLength(2);
    expect(passes.filter((p) => p.active).map((p) => p.type)).toEqual(['MULTI_PASS']);
    const second = passes.find((p) => p.type === 'SINGLE_PASS');
    expect(second?.active).toBe(false);
    expect(second?.endedAt).not.toBeNull();
    const types = (await rowsWhere(t.deps.db, activityLog, { userId: account.id }, { orderBy: 'id' })).map((r) => r.type);
    expect(types.filter((type) => type === 'SUBSCRIPTION_CREATED')).toHaveLength(2);
    expect(types.filter((type) => type === 'SUBSCRIPTION_CANCELLED')).toHaveLength(1);
    expect(JSON.stringify(t.logs.lines)).toContain('a second active pass was ended and refunded');

    // issue 28: the second pass's payment was invoiced; the refund made inside the provider credits that invoice,
    // and the provider's refund.updated (succeeded) says the money arrived
    await deliverPending(t.deps);
    const passInvoices = await rowsWhere(t.deps.db, invoices, { userId: account.id }, { orderBy: 'id' });
    const secondInvoice = passInvoices.find((i) => i.metadata.pass_subscription_id === String(second?.id));
    expect(passInvoices).toHaveLength(2);
    expect(secondInvoice).toMatchObject({ status: 'PAID', amount: 4900 });
    const notes = await rowsWhere(t.deps.db, creditNotes, { userId: account.id });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: secondInvoice?.id, reason: 'DUPLICATE_PASS', amount: 4900, checkoutId: null, refundState: 'ARRIVED', refundSentAt: expect.any(Date), refundArrivedAt: expect.any(Date) });
    expect(notes[0]?.lines.map((l) => l.amount)).toEqual([-4900]);
    // once, however often the outbox and the sweep run and the provider's events repeat
    await deliverPending(t.deps);
    expect(await rowsWhere(t.deps.db, creditNotes, { userId: account.id })).toHaveLength(1);

    // the billing history shows the refund of the pass with its credit note, the first pass's payment untouched
    const res = await t.app.request('/api/v1/me/billing', { headers: { cookie } });
    const history = ((await res.json()) as { data: BillingHistoryDto }).data;
    const refund = history.entries.find((e) => e.kind === 'REFUND');
    expect(refund).toMatchObject({ item: 'PASS', amount: 4900, method: 'CARD', refund_state: 'ARRIVED', credit_note: { number: notes[0]?.number }, invoice: { number: secondInvoice?.invoiceId } });
    expect(refund?.title).toBe('Ühe kursuse pääse (uueneb iga 7 päeva järel)');
    expect(history.entries.filter((e) => e.kind === 'PAYMENT').map((e) => [e.item, e.amount])).toEqual(expect.arrayContaining([['PASS', 7900], ['PASS', 4900]]));
    expect(history.refunded_total).toBe(4900);
    expect(history.invoices.find((i) => i.id === secondInvoice?.id)).toMatchObject({ credited: 4900, credit_notes: [{ number: notes[0]?.number, refund_state: 'ARRIVED' }] });
    // the credit note is a PDF and an e-invoice for the student
    for (const url of [refund?.credit_note?.pdf_url, refund?.credit_note?.ubl_url]) expect((await t.app.request(url ?? '', { headers: { cookie } })).status).toBe(200);
  });
});

describe('a payment of a duplicate pass that arrives after the pass was ended and refunded', () => {
  // The provider's events come in any order: the duplicate's invoice.paid can arrive after PASS_END has
  // ended the pass, refunded it and the refund's own event has come in. Its invoice's credit note is then
  // written last, and says what has already happened to the refund, not REQUESTED for ever.
  it('gets a credit note whose refund has arrived', async () => {
    const stripe = t.deps.payments.stripe;
    if (!stripe) throw new Error('no Stripe adapter');
    const { account, cookie } = await student();
    await pay(await subscribe(cookie, 'MULTI_PASS'));
    const purchase = { userId: account.id, type: 'SINGLE_PASS' as const, priceCents: 4900, promotionCodeId: null, nonce: crypto.randomUUID() };
    const [session, created, paid] = passPurchaseEvents(stripe, purchase, t.deps.clock());
    if (!session || !created || !paid) throw new Error('no events');
    for (const e of [session, created]) expect((await t.app.request(e.path, e.init)).status).toBe(200);
    // PASS_END: the duplicate is ended at the provider, its refund sent, and the refund's event has come in
    await deliverPending(t.deps);
    const second = (await passesOf(account.id)).find((p) => p.type === 'SINGLE_PASS');
    expect(second).toMatchObject({ active: false });
    expect(second?.endedAt).not.toBeNull();
    expect(await rowsWhere(t.deps.db, creditNotes, { userId: account.id })).toHaveLength(0);

    // then the payment of the duplicate
    expect((await t.app.request(paid.path, paid.init)).status).toBe(200);
    await deliverPending(t.deps);
    const invoice = (await rowsWhere(t.deps.db, invoices, { userId: account.id }, { orderBy: 'id' })).find((i) => i.metadata.pass_subscription_id === String(second?.id));
    expect(invoice).toMatchObject({ status: 'PAID', amount: 4900 });
    const notes = await rowsWhere(t.deps.db, creditNotes, { userId: account.id });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: invoice?.id, reason: 'DUPLICATE_PASS', amount: 4900, refundState: 'ARRIVED', refundSentAt: expect.any(Date), refundArrivedAt: expect.any(Date) });
    // and the student's billing history says the money is back
    const res = await t.app.request('/api/v1/me/billing', { headers: { cookie } });
    const history = ((await res.json()) as { data: BillingHistoryDto }).data;
    expect(history.entries.find((e) => e.kind === 'REFUND')).toMatchObject({ item: 'PASS', amount: 4900, refund_state: 'ARRIVED', credit_note: { number: notes[0]?.number } });
  });
});
