// Helpers of the payment tests: open a checkout as a student, and send the provider's signed notification
// (built by the simulator's own code) to the webhook routes of the test app.
import { eq, sql } from 'drizzle-orm';
import { activityLog, cohortParticipants, invoices, paymentCheckouts, queueMessages } from '@valik/db/schema';
import type { PaymentCheckout } from '@valik/db/schema';
import { getPayments } from '../../src/payments/providers.ts';
import { simulatedNotification, type SimulatorAction } from '../../src/payments/simulator.routes.ts';
import { startCheckout } from '../../src/payments/start-checkout.ts';
import type { PaymentMethod } from '../../src/domain/index.ts';
import { makeStudent } from '@valik/db/testing';
import type { TestApp } from '../helpers.ts';

export async function openCheckout(t: TestApp, userId: number, cohortId: number, method: PaymentMethod = 'card', now = new Date()): Promise<PaymentCheckout> {
  return (await startCheckout(t.deps, { userId, cohortId, method, lang: 'et' }, now)).checkout;
}

export async function notify(t: TestApp, checkout: PaymentCheckout, action: SimulatorAction, now = new Date()) {
  const { path, init } = await simulatedNotification(getPayments(t.env), checkout, action, now);
  return { path, init, send: () => t.app.request(path, init) };
}

export async function send(t: TestApp, checkout: PaymentCheckout, action: SimulatorAction, now = new Date()) {
  return (await notify(t, checkout, action, now)).send();
}

export async function checkoutRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
  if (!row) throw new Error('no checkout');
  return row;
}

/** Everything a notification could change for a checkout's student and cohort. */
export async function effects(t: TestApp, checkout: PaymentCheckout) {
  const db = t.deps.db;
  const row = await checkoutRow(t, checkout.id);
  const registrations = await db.select().from(cohortParticipants).where(sql`${cohortParticipants.userId} = ${checkout.userId} AND ${cohortParticipants.cohortId} = ${checkout.cohortId}`);
  const paid = await db.select().from(invoices).where(sql`${invoices.userId} = ${checkout.userId} AND ${invoices.status} = 'PAID'`);
  const payments = await db.select().from(activityLog).where(sql`${activityLog.userId} = ${checkout.userId} AND ${activityLog.type} = 'COHORT_PAYMENT'`);
  const events = await db.select().from(queueMessages).where(sql`${queueMessages.metadata}->>'checkout_id' = ${String(checkout.id)}`);
  return { status: row.status, refundStatus: row.refundStatus, registrations: registrations.length, paidInvoices: paid.length, paymentLogs: payments.length, events: events.length };
}

/** How many `template` e-mails a user got in the dev mailbox, once the background sends are done. */
export async function sentCount(t: TestApp, userId: number, template: string): Promise<number> {
  await t.deps.auth.services.tasks.idle();
  const rows = await t.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM emails WHERE user_id = ${userId} AND template = ${template}`);
  return Number((rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n ?? 0);
}

/** A student made by the factory (the user row). */
export async function newStudent(t: TestApp) {
  return (await makeStudent(t.deps.db)).user;
}
