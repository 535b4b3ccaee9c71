// A payment that settles enrols the student through the registration's own path (issue 25 item 3,
// registrations/enrol-student.ts): the seat line and the cohort's lock, the waitlist flag, the invoice and
// the confirmation. Registrations and late payments racing for the last seats: exactly the seats, the
// others on the waitlist, a late payer who found the group full waiting in line with their money refunded
// (NO_SEAT, ADR 009), and a confirmation for every registration, whichever door it came by. Runs on PGlite
// and (`--project database`) on the PostgreSQL server, where the webhooks and registrations really race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invoices, waitlistEntries } from '@valik/db/schema';
import { countSeatsTaken } from '@valik/db/queries';
import { daysFromNow, liveParticipantsWhere, makeCohort, makeWaitlistEntry, rowsWhere, rowWhere } from '@valik/db/testing';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { deliverPending } from '../support/outbox.ts';
import { checkoutRow, newStudent, notify, openCheckout, sentCount } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** The COHORT_REGISTRATION entries of a student in a cohort (each carries its confirmation notice). */
async function registrationEntries(userId: number, cohortId: number) {
  return rowsWhere(db(), activityLog, { userId, cohortId, type: 'COHORT_REGISTRATION' });
}

describe('a payment completing for a full cohort takes the same path as a registration', () => {
  it('registrations and late payments racing for 2 seats: 2 registered, the rest waitlisted, late payers refunded, a confirmation for each registration', async () => {
    const cohort = await makeCohort(db(), { size: 2, startDate: daysFromNow(20) });
    const payers = await Promise.all(Array.from({ length: 6 }, () => newStudent(t)));
    const registrants = await Promise.all(Array.from({ length: 3 }, () => newStudent(t)));
    // each payer's hold (30 minutes) ran out before their payment arrived, one after the other: the seat is
    // theirs only if one is still free when the money comes
    const checkouts = [];
    for (const [i, p] of payers.entries()) checkouts.push(await openCheckout(t, p.id, cohort.id, 'card', minutesAgo(40 + (payers.length - i) * 31)));
    const events = await Promise.all(checkouts.map((c) => notify(t, c, 'pay')));

    const [answers, registered] = await Promise.all([
      Promise.all(events.map((e) => e.send())),
      Promise.all(registrants.map((r) => enrolStudent(t.deps, { userId: r.id, cohortId: cohort.id, payer: 'STUDENT' }))),
    ]);
    await deliverPending(t.deps); // refunds at the simulator, e-mails (the outbox)
    expect(answers.map((a) => a.status)).toEqual(payers.map(() => 200));

    const live = await liveParticipantsWhere(db(), { cohortId: cohort.id });
    expect(live).toHaveLength(2);
    expect((await countSeatsTaken(db(), { cohortIds: [cohort.id], now: new Date() })).get(cohort.id)).toBe(2);
    const waiting = await rowsWhere(db(), waitlistEntries, { cohortId: cohort.id, status: 'WAITING' });
    expect(waiting).toHaveLength(7);
    // every student is either registered or in line, never both, never neither
    const everyone = [...payers, ...registrants].map((s) => s.id);
    const placed = [...live.map((p) => p.userId), ...waiting.map((w) => w.userId)].sort((a, b) => a - b);
    expect(placed).toEqual([...everyone].sort((a, b) => a - b));
    expect(registered.filter((r) => r.kind === 'REGISTERED').map((r) => r.kind === 'REGISTERED' && r.registration.userId)).toEqual(
      registrants.filter((r) => live.some((p) => p.userId === r.id)).map((r) => r.id),
    );

    // at least 4 of the 6 payers found the group full
    const refunded = [];
    for (const [i, payer] of payers.entries()) {
      const checkout = await checkoutRow(t, checkouts[i]?.id ?? 0);
      expect(checkout.status).toBe('PAID');
      const registration = live.find((p) => p.userId === payer.id);
      if (registration) {
        // registered by the payment: a PAID invoice, no refund, the receipt
        expect(checkout).toMatchObject({ refundStatus: 'NONE', participantId: registration.id, invoiceId: registration.invoiceId });
        expect(await rowWhere(db(), invoices, { id: registration.invoiceId ?? 0 })).toMatchObject({ status: 'PAID' });
        expect(await sentCount(t, payer.id, 'paymentReceipt')).toBe(1);
      } else {
        // the group filled meanwhile: in line like any latecomer, the money refunded once
        refunded.push(payer.id);
        expect(checkout).toMatchObject({ refundStatus: 'REFUNDED', refundReason: 'NO_SEAT', participantId: null });
        expect(waiting.filter((w) => w.userId === payer.id)).toHaveLength(1);
        expect(await sentCount(t, payer.id, 'paymentRefunded')).toBe(1);
        expect(await sentCount(t, payer.id, 'paymentReceipt')).toBe(0);
      }
    }
    expect(refunded.length).toBeGreaterThanOrEqual(4);

    // one confirmation for each registration, whichever door it came by; none for those in line
    for (const id of everyone) {
      const entries = await registrationEntries(id, cohort.id);
      const isRegistered = live.some((p) => p.userId === id);
      expect(entries).toHaveLength(isRegistered ? 1 : 0);
      if (isRegistered) expect(entries[0]?.metadata).toMatchObject({ mail: 'REGISTRATION_CONFIRMED', from_waitlist: false, payer: 'STUDENT' });
      expect(await sentCount(t, id, 'registrationConfirmed')).toBe(isRegistered ? 1 : 0);
    }
  });

  it('a student who pays for the seat their waitlist offer holds is registered from the waitlist: the offer is taken, not a second seat', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    const student = await newStudent(t);
    const offer = await makeWaitlistEntry(db(), { userId: student.id, cohortId: cohort.id, status: 'OFFERED', offeredAt: new Date(), offerExpiresAt: daysFromNow(1) });
    const checkout = await openCheckout(t, student.id, cohort.id);
    await (await notify(t, checkout, 'pay')).send();
    await deliverPending(t.deps);

    const live = await liveParticipantsWhere(db(), { cohortId: cohort.id });
    expect(live.map((p) => p.userId)).toEqual([student.id]);
    expect((await rowWhere(db(), waitlistEntries, { id: offer.id }))?.status).toBe('ACCEPTED');
    expect((await countSeatsTaken(db(), { cohortIds: [cohort.id], now: new Date() })).get(cohort.id)).toBe(1);
    const [entry] = await registrationEntries(student.id, cohort.id);
    expect(entry?.metadata).toMatchObject({ mail: 'REGISTRATION_CONFIRMED', from_waitlist: true, paid_by: 'STRIPE' });
    expect(await sentCount(t, student.id, 'registrationConfirmed')).toBe(1);
    expect(await sentCount(t, student.id, 'paymentReceipt')).toBe(1);
  });
});
