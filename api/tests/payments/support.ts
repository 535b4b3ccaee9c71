// Helpers of the payment tests: open a checkout as a student, and send the provider's signed notification
// (built by the simulator's own code) to the webhook routes of the test app.
import { activityLog, cohortParticipants, emails, invoices, paymentCheckouts } from '@valik/db/schema';
import type { PaymentCheckout } from '@valik/db/schema';
import { simulatedNotification, type SimulatorAction } from '../../src/payments/simulator.routes.ts';
import { startCheckout } from '../../src/payments/start-checkout.ts';
import type { PaymentMethod } from '@valik/domain';
import { countWhere, makeStudent, queueMessagesWithMetadata, rowsWhere, rowWhere } from '@valik/db/testing';
import type { TestApp } from '../helpers.ts';

export async function openCheckout(t: TestApp, userId: number, cohortId: number, method: PaymentMethod = 'card', now = new Date()): Promise<PaymentCheckout> {
  return (await startCheckout({ ...t.deps, clock: () => now }, { userId, cohortId, method, lang: 'et' })).checkout;
}

export async function notify(t: TestApp, checkout: PaymentCheckout, action: SimulatorAction, now = new Date()) {
  const { path, init } = await simulatedNotification(t.deps.payments, checkout, action, now);
  return { path, init, send: () => t.app.request(path, init) };
}

export async function send(t: TestApp, checkout: PaymentCheckout, action: SimulatorAction, now = new Date()) {
  return (await notify(t, checkout, action, now)).send();
}

export async function checkoutRow(t: TestApp, id: number) {
  const row = await rowWhere(t.deps.db, paymentCheckouts, { id });
  if (!row) throw new Error('no checkout');
  return row;
}

/** Everything a notification could change for a checkout's student and cohort. */
export async function effects(t: TestApp, checkout: PaymentCheckout) {
  const db = t.deps.db;
  const row = await checkoutRow(t, checkout.id);
  const registrations = await rowsWhere(db, cohortParticipants, { userId: checkout.userId, cohortId: checkout.cohortId });
  const paid = await rowsWhere(db, invoices, { userId: checkout.userId, status: 'PAID' });
  const payments = await rowsWhere(db, activityLog, { userId: checkout.userId, type: 'COHORT_PAYMENT' });
  const events = await queueMessagesWithMetadata(db, 'checkout_id', checkout.id);
  return { status: row.status, refundStatus: row.refundStatus, registrations: registrations.length, paidInvoices: paid.length, paymentLogs: payments.length, events: events.length };
}

/** How many `template` e-mails a user got in the dev mailbox, once the background sends are done. */
export async function sentCount(t: TestApp, userId: number, template: string): Promise<number> {
  await t.deps.tasks.idle();
  return countWhere(t.deps.db, emails, { userId, template });
}

/** A student made by the factory (the user row). */
export async function newStudent(t: TestApp) {
  return (await makeStudent(t.deps.db)).user;
}
