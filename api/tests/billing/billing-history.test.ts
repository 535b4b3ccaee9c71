// Money an accountant accepts (issue 28 items 1–3): every payment leaves an invoice and a receipt, a pass
// covers a course without a 0,00 € invoice, and a refund issues a credit note whose money is seen going
// back (requested, sent, arrived). The done-when journey, through the API and the local Stripe simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortParticipants, creditNotes, emails, invoices } from '@valik/db/schema';
import { daysFromNow, makeSchool, updateWhere } from '@valik/db/testing';
import { changePayer } from '../../src/registrations/change-payer.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { getCurrentPass } from '@valik/db/queries';
import { makeCohort, rowsWhere, rowWhere } from '@valik/db/testing';
import { CREDIT_NOTE_NUMBER_PATTERN, INVOICE_NUMBER_PATTERN } from '@valik/domain';
import type { BillingHistoryDto } from '@valik/domain/contracts';
import { passRenewalEvent } from '../../src/payments/pass-simulator.ts';
import { deliverPending } from '../support/outbox.ts';
import { api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { checkoutRow, openCheckout, send } from '../payments/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, init: RequestInit) => t.app.request(path, init);

async function student(language: 'et' | 'en' | 'ru' = 'et') {
  const account = await makeAccount(t, 'STUDENT', { language });
  return { account, cookie: await signIn(t, account.email) };
}

async function buyPass(cookie: string, type: 'SINGLE_PASS' | 'MULTI_PASS') {
  const res = await api(t, { cookie }).passes.checkouts.$post({ json: { type } });
  expect(res.status).toBe(201);
  const path = new URL((await res.json()).data.url).pathname;
  expect((await t.app.request(`${path}/pay`, { method: 'POST' })).status).toBe(303);
}

async function history(cookie: string): Promise<BillingHistoryDto> {
  const res = await api(t, { cookie }).me.billing.$get();
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

async function sent(userId: number, template: string) {
  return (await rowsWhere(t.deps.db, emails, { userId, template })).length;
}

describe('one billing history (issue 28 done-when)', () => {
  it('a pass bought, a course it covers, a course paid by card and canceled: two invoices, a receipt each, one credit note, the refund seen arriving', async () => {
    const { account, cookie } = await student();
    const [covered, byCard] = [await makeCohort(t.deps.db), await makeCohort(t.deps.db)];

    // 1. the pass: a PAID invoice (VAT inside) and its receipt, which says it renews and how to stop it
    await buyPass(cookie, 'SINGLE_PASS');
    const [passInvoice] = await rowsWhere(t.deps.db, invoices, { userId: account.id });
    expect(passInvoice).toMatchObject({ status: 'PAID', amount: 4900, metadata: expect.objectContaining({ kind: 'PASS', renewal: false }) });
    expect(passInvoice?.invoiceId).toMatch(INVOICE_NUMBER_PATTERN);

    // 2. the course the pass covers: no invoice, no refund sentence
    expect((await post(`/api/v1/cohorts/${covered.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    const [coveredRow] = await rowsWhere(t.deps.db, cohortParticipants, { userId: account.id, cohortId: covered.id });
    expect(coveredRow).toMatchObject({ invoiceId: null, passSubscriptionId: expect.any(Number) });
    const mine = await api(t, { cookie }).me.registrations.$get({ query: {} });
    const coveredJson = (await mine.json()).data.find((r) => r.cohort_id === covered.id);
    expect(coveredJson).toMatchObject({ covered_by_pass: true, refund_if_canceled_now: null, invoice: null });

    // 3. another course, paid by card (the single pass has paid for one course this period)
    const checkout = await openCheckout(t, account.id, byCard.id);
    expect((await send(t, checkout, 'pay')).status).toBe(200);
    const registration = await rowWhere(t.deps.db, cohortParticipants, { userId: account.id, cohortId: byCard.id });
    if (!registration?.invoiceId) throw new Error('the card payment registered no one');

    // 4. canceled within 7 days of the start: the invoice is credited, the refund requested
    // (the commit wakes the outbox at once, so "requested" may already be "sent" when read: either is right)
    expect((await post(`/api/v1/me/registrations/${registration.id}/unenrol`, jsonPost({}, { cookie }))).status).toBe(200);
    const [note] = await rowsWhere(t.deps.db, creditNotes, { invoiceId: registration.invoiceId });
    expect(note).toMatchObject({ amount: 9900, refundState: expect.stringMatching(/^(REQUESTED|SENT)$/), checkoutId: checkout.id, reason: 'CANCELED' });
    expect(note?.number).toMatch(CREDIT_NOTE_NUMBER_PATTERN);
    expect(note?.lines.map((l) => l.amount)).toEqual([-9900]);
    let seen = await history(cookie);
    expect(seen.entries.find((e) => e.kind === 'REFUND')).toMatchObject({ amount: 9900, refund_state: expect.stringMatching(/^(REQUESTED|SENT)$/) });

    // 5. the outbox refunds at the provider (sent) and mails the receipts; the provider's event confirms it (arrived)
    await deliverPending(t.deps);
    expect(await rowWhere(t.deps.db, creditNotes, { id: note!.id })).toMatchObject({ refundState: 'SENT' });
    expect((await send(t, await checkoutRow(t, checkout.id), 'refund')).status).toBe(200);
    expect(await rowWhere(t.deps.db, creditNotes, { id: note!.id })).toMatchObject({ refundState: 'ARRIVED', refundArrivedAt: expect.any(Date) });
    await deliverPending(t.deps);

    seen = await history(cookie);
    expect(seen.invoices.map((i) => [i.status, i.amount, i.credit_notes.length, i.credited])).toEqual([
      ['CANCELED', 9900, 1, 9900],
      ['PAID', 4900, 0, 0],
    ]);
    const kinds = seen.entries.map((e) => [e.kind, e.item, e.amount, e.receipt, e.refund_state]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['PAYMENT', 'PASS', 4900, 'SENT', null],
        ['PAYMENT', 'COURSE', 9900, 'SENT', null],
        ['REFUND', 'COURSE', 9900, null, 'ARRIVED'],
        ['COVERED_BY_PASS', 'COURSE', 0, null, null],
      ]),
    );
    expect(seen.entries).toHaveLength(4);
    expect(seen.refunded_total).toBe(9900);
    const refund = seen.entries.find((e) => e.kind === 'REFUND');
    expect(refund?.credit_note?.number).toBe(note?.number);
    expect(seen.entries.find((e) => e.item === 'PASS')?.title).toBe('Ühe kursuse pääse (uueneb iga 7 päeva järel)');
    // one receipt per payment, the refund's notice, nothing twice however often the outbox runs
    expect([await sent(account.id, 'passReceipt'), await sent(account.id, 'paymentReceipt'), await sent(account.id, 'paymentRefunded')]).toEqual([1, 1, 1]);
    const [receipt] = await rowsWhere(t.deps.db, emails, { userId: account.id, template: 'passReceipt' });
    expect(receipt?.text).toContain('Pääse uueneb iga 7 päeva järel');
    expect(receipt?.text).toContain('lõpeta pääse makseplaani lehel');

    // the credit note is a PDF for the student, and no one else's
    const pdf = await t.app.request(refund!.credit_note!.pdf_url, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${note?.number}.pdf`);
    const other = await student();
    expect((await t.app.request(refund!.credit_note!.pdf_url, { headers: { cookie: other.cookie } })).status).toBe(404);
    // and an e-invoice (a UBL CreditNote referring to the invoice) beside the PDF, for the student alone
    const ubl = await t.app.request(refund!.credit_note!.ubl_url, { headers: { cookie } });
    expect(ubl.status).toBe(200);
    expect(ubl.headers.get('content-disposition')).toContain(`${note?.number}.xml`);
    const xml = await ubl.text();
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${(await rowWhere(t.deps.db, invoices, { id: registration.invoiceId }))?.invoiceId}</cbc:ID>`);
    expect((await t.app.request(refund!.credit_note!.ubl_url, { headers: { cookie: other.cookie } })).status).toBe(404);
  });

  it('each renewal of a pass is a payment of its own: an invoice and a receipt that says it renewed', async () => {
    const { account, cookie } = await student('ru');
    await buyPass(cookie, 'MULTI_PASS');
    const pass = await getCurrentPass(t.deps.db, { userId: account.id });
    const stripe = t.deps.payments.stripe;
    if (!pass || !stripe) throw new Error('no pass');
    const renewal = passRenewalEvent(stripe, pass, 7900, new Date());
    for (let i = 0; i < 2; i++) expect((await post(renewal.path, renewal.init)).status).toBe(200); // twice: once
    await deliverPending(t.deps);
    const bills = await rowsWhere(t.deps.db, invoices, { userId: account.id }, { orderBy: 'id' });
    expect(bills.map((b) => [b.status, b.amount, b.metadata.renewal])).toEqual([
      ['PAID', 7900, false],
      ['PAID', 7900, true],
    ]);
    const seen = await history(cookie);
    expect(seen.entries.map((e) => [e.kind, e.renewal, e.receipt])).toEqual([
      ['PAYMENT', true, 'SENT'],
      ['PAYMENT', false, 'SENT'],
    ]);
    const receipts = await rowsWhere(t.deps.db, emails, { userId: account.id, template: 'passReceipt' }, { orderBy: 'id' });
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toContain('продлён');
    expect(receipts[1]?.text).toContain('каждые 14 дней');
  });

  it('a pass-covered registration canceled gives back its place in the period and refunds nothing', async () => {
    const { account, cookie } = await student();
    await buyPass(cookie, 'SINGLE_PASS');
    const [a, b] = [await makeCohort(t.deps.db), await makeCohort(t.deps.db)];
    expect((await post(`/api/v1/cohorts/${a.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    const row = await rowWhere(t.deps.db, cohortParticipants, { userId: account.id, cohortId: a.id });
    expect((await post(`/api/v1/me/registrations/${row!.id}/unenrol`, jsonPost({}, { cookie }))).status).toBe(200);
    expect(await rowsWhere(t.deps.db, creditNotes, { userId: account.id })).toHaveLength(0);
    // the pass pays for the next one instead
    expect((await post(`/api/v1/cohorts/${b.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }))).status).toBe(201);
    expect(await rowWhere(t.deps.db, cohortParticipants, { userId: account.id, cohortId: b.id })).toMatchObject({ invoiceId: null, passSubscriptionId: expect.any(Number) });
    expect((await rowsWhere(t.deps.db, invoices, { userId: account.id })).map((i) => i.amount)).toEqual([4900]);
  });
});

describe('a school’s refund by bank transfer (issue 28 item 3)', () => {
  it('a paid line taken off a school invoice is credited; the school sees it requested, the console moves it to sent and arrived', async () => {
    const school = await makeSchool(t.deps.db, { seatPrice: 4500 });
    const admin = await makeAccount(t, 'ADMIN');
    const adminCookie = await signIn(t, admin.email);
    const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: school.id });
    const repCookie = await signIn(t, rep.email);
    const account = await makeAccount(t, 'STUDENT', { schoolId: school.id });
    const cohort = await makeCohort(t.deps.db, { size: 10, startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const reg = await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    // an admin puts the seat on the school outside its funds; the school pays the invoice by transfer
    await changePayer(t.deps, { participantId: reg.registration.id, to: 'SCHOOL', actorUserId: admin.id, overrideSchoolLimitations: true });
    const line = await rowWhere(t.deps.db, cohortParticipants, { id: reg.registration.id });
    await updateWhere(t.deps.db, invoices, { id: line!.invoiceId! }, { status: 'PAID', paidAt: new Date() });
    // canceled in the refund window: the line comes off, the money is owed back
    await cancelRegistration(t.deps, { participantId: reg.registration.id, actorUserId: account.id, reason: 'unenrolled' });
    const [note] = await rowsWhere(t.deps.db, creditNotes, { invoiceId: line!.invoiceId! });
    expect(note).toMatchObject({ schoolId: school.id, amount: 4500, reason: 'LINE_REMOVED', refundState: 'REQUESTED', checkoutId: null });

    const schoolInvoices = await (await t.app.request(`/api/v1/school/invoices?school_id=${school.id}`, { headers: { cookie: repCookie } })).json() as { data: { id: number; credited: number; credit_notes: { refund_state: string }[] }[] };
    expect(schoolInvoices.data.find((i) => i.id === line!.invoiceId)).toMatchObject({ credited: 4500, credit_notes: [{ refund_state: 'REQUESTED' }] });

    // the console lists it per invoice, and the admin who sent the transfer moves it on, forwards only
    const listed = await (await t.app.request(`/api/v1/manage/invoices?filter=${encodeURIComponent(JSON.stringify({ credited: true, id: [line!.invoiceId] }))}`, { headers: { cookie: adminCookie } })).json() as { credit_notes: { number: string; refund_state: string; by_transfer: boolean }[]; buyer_name: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ buyer_name: school.name, credit_notes: [{ number: note!.number, refund_state: 'REQUESTED', by_transfer: true }] });
    const move = (state: string, cookie = adminCookie) => post(`/api/v1/manage/credit_notes/${note!.id}/refund`, jsonPost({ state }, { cookie }));
    expect((await move('SENT', repCookie)).status).toBe(403);
    expect((await move('SENT')).status).toBe(200);
    expect((await move('SENT')).status).toBe(409);
    expect((await move('ARRIVED')).status).toBe(200);
    expect(await rowWhere(t.deps.db, creditNotes, { id: note!.id })).toMatchObject({ refundState: 'ARRIVED', refundSentAt: expect.any(Date), refundArrivedAt: expect.any(Date) });
    // the school's credit note is a PDF for its representative
    expect((await t.app.request(`/api/v1/credit-notes/${note!.id}/pdf`, { headers: { cookie: repCookie } })).status).toBe(200);
  });
});
