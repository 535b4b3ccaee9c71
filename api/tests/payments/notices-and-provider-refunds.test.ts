// Payment e-mails as an outbox (ADR 011) and refunds made at the provider (issue 7 items 2, 3 and 8): a
// receipt or refund notice is written with the change it tells about, so it is mailed once even when the
// process stops right after the commit, two senders run at once, or the mailer is down for a while; and
// a refund staff make in Stripe's or Montonio's dashboard cancels the registration it paid for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invoices, paymentCheckouts, waitlistEntries } from '@valik/db/schema';
import { liveParticipantsWhere, makeCohort, makeStudent, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { deliverPending } from '../support/outbox.ts';
import { applyNotification } from '../../src/payments/apply-notification.ts';
import { executeRefund } from '../../src/payments/refunds.ts';
import { simulatedNotification } from '../../src/payments/simulator.routes.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { createTestApp, switchableMailer, type TestApp } from '../helpers.ts';
import { checkoutRow, newStudent, notify, openCheckout, send, sentCount } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const student = () => newStudent(t);
const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);

const mails = (userId: number, template: string) => sentCount(t, userId, template);

/** The provider's signed notification, verified, applied WITHOUT the route's after-commit e-mail: a process that stopped. */
async function applyOnly(checkout: Awaited<ReturnType<typeof openCheckout>>, action: 'pay' | 'refund') {
  const { path, init } = await simulatedNotification(t.deps.payments, checkout, action, new Date());
  const provider = path.endsWith('/stripe') ? t.deps.payments.stripe : t.deps.payments.montonio;
  if (!provider) throw new Error('no adapter');
  const verified = await provider.verifyNotification(new TextEncoder().encode(String(init.body)), new Headers(init.headers as Record<string, string>), new Date());
  return applyNotification(t.deps, verified);
}

async function liveRegistrations(userId: number, cohortId: number): Promise<number> {
  const rows = await liveParticipantsWhere(db(), { userId, cohortId });
  return rows.length;
}

describe('payment e-mails are an outbox', () => {
  it('a receipt is written with the payment, whoever applies it: two dispatchers at once send it once', async () => {
    const user = await student();
    const cohort = await makeCohort(db());
    const checkout = await openCheckout(t, user.id, cohort.id);
    const outcome = await applyOnly(checkout, 'pay');
    expect(outcome.settled?.registered).toBe(true);

    await Promise.all([deliverPending(t.deps), deliverPending(t.deps)]);
    expect(await mails(user.id, 'paymentReceipt')).toBe(1);
    await deliverPending(t.deps);
    expect(await mails(user.id, 'paymentReceipt')).toBe(1);
  });

  it('keeps the notice while the mailer is down and sends it once it is back, with the failure logged', async () => {
    const { mailer, mail } = switchableMailer();
    const app = await createTestApp({ services: { mailer } });
    const sent = mail.sent;
    try {
      const user = (await makeStudent(app.deps.db, { language: 'en' })).user;
      const cohort = await makeCohort(app.deps.db);
      const checkout = await openCheckout(app, user.id, cohort.id);
      expect((await send(app, checkout, 'pay')).status).toBe(200); // the webhook answers 200 whatever the mailer does
      await app.deps.tasks.idle();
      await deliverPending(app.deps);
      expect(JSON.stringify(app.logs.lines)).toContain('an outbox entry could not be delivered; it is tried again later');
      expect(sent).toHaveLength(0);

      mail.down = false;
      const later = minutes(2, new Date()); // after the first retry's wait
      // a payment that registers takes the registration's path: its confirmation, then the receipt
      expect(await deliverPending(app.deps, later)).toBe(2);
      expect(sent.map((m) => [m.template, m.to, m.lang])).toEqual([
        ['registrationConfirmed', user.email, 'en'],
        ['paymentReceipt', user.email, 'en'],
      ]);
      expect(sent[1]?.text).toContain('(card)');
      expect(await deliverPending(app.deps, later)).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('refunds made at the provider', () => {
  async function paid(method: 'card' | 'bank_link', size = 10) {
    const user = await student();
    const cohort = await makeCohort(db(), { size });
    const checkout = await openCheckout(t, user.id, cohort.id, method);
    expect((await send(t, checkout, 'pay')).status).toBe(200);
    return { user, cohort, checkout: await checkoutRow(t, checkout.id) };
  }

  it('Stripe charge.refunded from the dashboard cancels the registration and its invoice, offers the seat, one e-mail however often it comes', async () => {
    const { user, cohort, checkout } = await paid('card', 1);
    const waiting = await student();
    const waitlisted = await enrolStudent(t.deps, { userId: waiting.id, cohortId: cohort.id, payer: 'STUDENT' });
    expect(waitlisted.kind).toBe('WAITLISTED');

    const refund = await notify(t, checkout, 'refund');
    const answers = await Promise.all([refund.send(), refund.send(), refund.send()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    for (let i = 0; i < 2; i++) expect((await refund.send()).status).toBe(200);

    expect(await checkoutRow(t, checkout.id)).toMatchObject({ status: 'PAID', refundStatus: 'REFUNDED', refundReason: 'AT_PROVIDER', refundAmount: checkout.amount });
    expect(await liveRegistrations(user.id, cohort.id)).toBe(0);
    const invoice = await rowWhere(db(), invoices, { id: checkout.invoiceId ?? 0 });
    expect(invoice?.status).toBe('CANCELED');
    const offer = await rowWhere(db(), waitlistEntries, { userId: waiting.id });
    expect(offer?.status).toBe('OFFERED');
    expect(await mails(user.id, 'paymentRefunded')).toBe(1);
    expect(await mails(waiting.id, 'waitlistOffer')).toBe(1);
    const logged = await rowsWhere(db(), activityLog, { userId: user.id, type: 'COHORT_PARTICIPANT_STATUS_CHANGE' });
    expect(logged.map((a) => a.metadata?.reason)).toEqual(['refunded_at_provider']);
  });

  it('Montonio REFUNDED does the same; PARTIALLY_REFUNDED changes nothing', async () => {
    const { user, cohort, checkout } = await paid('bank_link');
    const { path, init } = await simulatedNotification(t.deps.payments, checkout, 'refund', new Date());
    const partial = await t.deps.payments.montonio?.sign(
      { uuid: checkout.providerSessionId ?? '', merchantReference: checkout.publicId, paymentStatus: 'PARTIALLY_REFUNDED', grandTotal: checkout.amount / 100, currency: 'EUR' },
      new Date(),
    );
    expect((await t.app.request(path, { ...init, body: JSON.stringify({ orderToken: partial }) })).status).toBe(200);
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ refundStatus: 'NONE' });
    expect(await liveRegistrations(user.id, cohort.id)).toBe(1);

    expect((await t.app.request(path, init)).status).toBe(200);
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ refundStatus: 'REFUNDED', refundReason: 'AT_PROVIDER' });
    expect(await liveRegistrations(user.id, cohort.id)).toBe(0);
    expect(await mails(user.id, 'paymentRefunded')).toBe(1);
  });

  it('a refund that arrives before its payment: nobody is registered and the payment event finds nothing to do', async () => {
    const user = await student();
    const cohort = await makeCohort(db());
    const checkout = await openCheckout(t, user.id, cohort.id);
    // the simulator's intent id lets the refund find the checkout the way Stripe's would after payment
    await updateWhere(db(), paymentCheckouts, { id: checkout.id }, { providerPaymentId: `pi_sim_${checkout.publicId.replaceAll('-', '')}` });
    const refund = await notify(t, await checkoutRow(t, checkout.id), 'refund');
    const payment = await notify(t, checkout, 'pay');
    expect((await refund.send()).status).toBe(200);
    expect((await payment.send()).status).toBe(200);
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ status: 'PAID', refundStatus: 'REFUNDED' });
    expect(await liveRegistrations(user.id, cohort.id)).toBe(0);
    expect(await mails(user.id, 'paymentReceipt')).toBe(0);
  });

  it('the provider confirming our own refund before our call returns: one record, one e-mail', async () => {
    const { user, cohort, checkout } = await paid('card');
    const canceled = await cancelRegistration(t.deps, { participantId: checkout.participantId ?? 0, actorUserId: user.id, reason: 'unenrolled' });
    expect(canceled.refundCheckoutIds).toEqual([checkout.id]);
    expect((await send(t, await checkoutRow(t, checkout.id), 'refund')).status).toBe(200); // the webhook wins the race
    expect(await executeRefund(t.deps, checkout.id, new Date())).toBe('NOT_DUE');
    expect(await checkoutRow(t, checkout.id)).toMatchObject({ refundStatus: 'REFUNDED', refundReason: 'CANCELED' });
    expect(await liveRegistrations(user.id, cohort.id)).toBe(0);
    await deliverPending(t.deps);
    expect(await mails(user.id, 'paymentRefunded')).toBe(1);
  });
});
