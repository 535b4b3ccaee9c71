// A seat given back (issue 16 item 3, ADR 019): when the step after the seat decision fails, when a
// registration is cancelled and when a payment hold runs out, the seat returns exactly once — to the
// first in line as an offer, or to the next applicant when nobody waits — never to two, never lost.
// The first part runs on PGlite and on the PostgreSQL server; the races only on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntryRow } from '@valik/db/schema';
import { cohortParticipants, invoices, paymentCheckouts, waitlistEntries } from '@valik/db/schema';
import { daysFromNow, failFirstActivityInsert, isRealPostgres, liveParticipantsWhere, makeCheckout, makeCohort, makeStudent, makeWaitlistEntry, rowsWhere, rowWhere } from '@valik/db/testing';
import type { Db } from '@valik/db/client';
import { enrolStudent, type EnrolResult } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { expireLapsedCheckouts } from '../../src/payments/expire-checkouts.ts';
import { expireWaitlistOffers } from '../../src/jobs/expire-waitlist-offers.ts';
import { attempt, useRacePool } from '../races.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const student = async (on: Db = db()) => (await makeStudent(on)).user.id;
const register = (on: Db, userId: number, cohortId: number, now = new Date(), offers: WaitlistEntryRow[] = []) =>
  enrolStudent({ ...(on === db() ? t.deps : race.deps), db: on, clock: () => now, onOffers: (made) => offers.push(...made) }, { userId, cohortId, payer: 'STUDENT' });
const kindOf = (r: EnrolResult) => r.kind;
/** An error's message with its causes' (the driver's error is the cause of Drizzle's). */
const messagesOf = (error: unknown): string => (error instanceof Error ? `${error.message} ${messagesOf(error.cause)}` : String(error ?? ''));
async function failsWithTheCrash(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(messagesOf(error)).toContain('simulated crash');
}

/** Seats held in the cohort: live registrations and open offers (no payment holds in these cohorts unless made). */
async function seatsHeld(on: Db, cohortId: number) {
  const live = await liveParticipantsWhere(on, { cohortId });
  const offered = await rowsWhere(on, waitlistEntries, { cohortId, status: 'OFFERED' });
  return { live, offered, total: live.length + offered.length };
}

describe('a seat given back', () => {
  it('when the step after the seat decision fails: nothing of it stays, and the first in line is offered the seat once', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    // joined while the seat looked taken (a moment before, another request held it)
    const waiting = await makeWaitlistEntry(db(), { cohortId: cohort.id, userId: await student(), joinedAt: daysFromNow(-1) });
    const failing = await student();
    const offers: WaitlistEntryRow[] = [];
    const restore = await failFirstActivityInsert(db(), 'COHORT_REGISTRATION');
    try {
      await failsWithTheCrash(register(db(), failing, cohort.id, new Date(), offers));
    } finally {
      await restore();
    }
    expect(await rowsWhere(db(), cohortParticipants, { userId: failing, cohortId: cohort.id })).toEqual([]);
    expect(await rowsWhere(db(), invoices, { userId: failing })).toEqual([]);
    expect(offers.map((o) => o.id)).toEqual([waiting.id]);
    expect((await rowWhere(db(), waitlistEntries, { id: waiting.id }))?.status).toBe('OFFERED');
    expect((await seatsHeld(db(), cohort.id)).total).toBe(1);
    // the offer holds the seat: a newcomer (and the failed student, trying again) waits; the holder takes it
    expect(kindOf(await register(db(), await student(), cohort.id))).toBe('WAITLISTED');
    expect(kindOf(await register(db(), failing, cohort.id))).toBe('WAITLISTED');
    const taken = await register(db(), waiting.userId, cohort.id);
    expect(taken).toMatchObject({ kind: 'REGISTERED', usedOffer: true });
    expect((await rowWhere(db(), waitlistEntries, { id: waiting.id }))?.status).toBe('ACCEPTED');
  });

  it('when the step after the seat decision fails and nobody waits: the next applicant gets the seat', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    const failing = await student();
    const offers: WaitlistEntryRow[] = [];
    const restore = await failFirstActivityInsert(db(), 'COHORT_REGISTRATION');
    try {
      await failsWithTheCrash(register(db(), failing, cohort.id, new Date(), offers));
    } finally {
      await restore();
    }
    expect(offers).toEqual([]);
    expect((await seatsHeld(db(), cohort.id)).total).toBe(0);
    expect(kindOf(await register(db(), await student(), cohort.id))).toBe('REGISTERED');
    expect(kindOf(await register(db(), await student(), cohort.id))).toBe('WAITLISTED');
  });

  it('when the registration that used an offer fails: the offer is the student’s again, and theirs alone', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    const holder = await student();
    const offer = await makeWaitlistEntry(db(), { cohortId: cohort.id, userId: holder, status: 'OFFERED', offeredAt: new Date(), offerExpiresAt: daysFromNow(1) });
    const offers: WaitlistEntryRow[] = [];
    const restore = await failFirstActivityInsert(db(), 'COHORT_REGISTRATION');
    try {
      await failsWithTheCrash(register(db(), holder, cohort.id, new Date(), offers));
    } finally {
      await restore();
    }
    expect(offers).toEqual([]);
    expect(await rowWhere(db(), waitlistEntries, { id: offer.id })).toMatchObject({ status: 'OFFERED', offerExpiresAt: offer.offerExpiresAt });
    expect(kindOf(await register(db(), await student(), cohort.id))).toBe('WAITLISTED');
    expect(await register(db(), holder, cohort.id)).toMatchObject({ kind: 'REGISTERED', usedOffer: true });
  });

  it('when a registration is cancelled: the first in line is offered it, the second keeps waiting', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    const first = await register(db(), await student(), cohort.id);
    if (first.kind !== 'REGISTERED') throw new Error('expected a registration');
    const w1 = await register(db(), await student(), cohort.id);
    const w2 = await register(db(), await student(), cohort.id);
    if (w1.kind !== 'WAITLISTED' || w2.kind !== 'WAITLISTED') throw new Error('expected the waitlist');
    const { offers } = await cancelRegistration(t.deps, { participantId: first.registration.id, actorUserId: null, reason: 'unenrolled' });
    expect(offers.map((o) => o.id)).toEqual([w1.entry.id]);
    expect((await rowWhere(db(), waitlistEntries, { id: w2.entry.id }))?.status).toBe('WAITING');
    expect(kindOf(await register(db(), await student(), cohort.id))).toBe('WAITLISTED');
    expect(kindOf(await register(db(), w1.entry.userId, cohort.id))).toBe('REGISTERED');
    expect((await seatsHeld(db(), cohort.id)).total).toBe(1);
  });

  it('when a payment hold runs out: the first in line is offered it once, however often the sweep runs', async () => {
    const cohort = await makeCohort(db(), { size: 1, startDate: daysFromNow(20) });
    const hold = await makeCheckout(db(), { cohortId: cohort.id, userId: await student(), expiresAt: new Date(Date.now() + 60_000) });
    const w1 = await register(db(), await student(), cohort.id);
    const w2 = await register(db(), await student(), cohort.id);
    if (w1.kind !== 'WAITLISTED' || w2.kind !== 'WAITLISTED') throw new Error('the hold takes the seat');
    const later = new Date(Date.now() + 120_000);
    expect(await expireLapsedCheckouts({ ...t.deps, clock: () => later })).toBe(1);
    expect(await expireLapsedCheckouts({ ...t.deps, clock: () => later })).toBe(0);
    expect((await rowWhere(db(), paymentCheckouts, { id: hold.id }))?.status).toBe('EXPIRED');
    expect((await rowsWhere(db(), waitlistEntries, { cohortId: cohort.id, status: 'OFFERED' })).map((e) => e.id)).toEqual([w1.entry.id]);
    expect(kindOf(await register(db(), await student(), cohort.id, later))).toBe('WAITLISTED');
    expect(kindOf(await register(db(), w1.entry.userId, cohort.id, later))).toBe('REGISTERED');
    expect((await rowWhere(db(), waitlistEntries, { id: w2.entry.id }))?.status).toBe('WAITING');
  });
});

const race = useRacePool();

describe.skipIf(!isRealPostgres)('a seat given back, under concurrency (PostgreSQL server)', () => {
  it('a failed step among 40 concurrent registrations for 3 seats: the seat returns once, to one student', async () => {
    const cohort = await makeCohort(race.db, { size: 3, startDate: daysFromNow(20) });
    const students = await Promise.all(Array.from({ length: 40 }, () => student(race.db)));
    const offers: WaitlistEntryRow[] = [];
    const restore = await failFirstActivityInsert(race.db, 'COHORT_REGISTRATION');
    let results;
    try {
      results = await Promise.all(students.map((id) => attempt(() => register(race.pool.db, id, cohort.id, new Date(), offers))));
    } finally {
      await restore();
    }
    const crashed = results.filter((r) => 'crashed' in r);
    expect(crashed.map((r) => messagesOf((r as { crashed: unknown }).crashed))).toEqual([expect.stringContaining('simulated crash')]);
    expect(results.filter((r) => 'refused' in r)).toEqual([]);
    const { live, offered, total } = await seatsHeld(race.db, cohort.id);
    // the seat given back is held again exactly once: by a registration or by one offer (nobody has both)
    expect(total).toBe(3);
    expect(new Set([...live.map((p) => p.userId), ...offered.map((o) => o.userId)]).size).toBe(3);
    const registered = results.filter((r) => 'ok' in r && r.ok.kind === 'REGISTERED');
    expect(registered).toHaveLength(live.length);
    expect(offers.map((o) => o.id).sort()).toEqual(offered.map((o) => o.id).sort());
    // the failed student left nothing behind
    const failedStudent = students.find((_, i) => 'crashed' in (results[i] ?? {}));
    expect(await rowsWhere(race.db, invoices, { userId: failedStudent ?? 0 })).toEqual([]);
  });

  it('a cancellation racing 20 newcomers and the expiry job: the first in line gets the seat, nobody else', async () => {
    const cohort = await makeCohort(race.db, { size: 2, startDate: daysFromNow(20) });
    const a = await register(race.db, await student(race.db), cohort.id);
    const b = await register(race.db, await student(race.db), cohort.id);
    if (a.kind !== 'REGISTERED' || b.kind !== 'REGISTERED') throw new Error('expected registrations');
    const line: number[] = [];
    for (let i = 0; i < 5; i++) {
      const w = await register(race.db, await student(race.db), cohort.id);
      if (w.kind !== 'WAITLISTED') throw new Error('expected the waitlist');
      line.push(w.entry.userId);
    }
    const newcomers = await Promise.all(Array.from({ length: 20 }, () => student(race.db)));
    const now = new Date();
    const results = await Promise.all([
      attempt(() => cancelRegistration({ ...race.deps, clock: () => now }, { participantId: a.registration.id, actorUserId: null, reason: 'unenrolled' })),
      ...newcomers.map((id) => attempt(() => register(race.pool.db, id, cohort.id, now))),
      ...Array.from({ length: 5 }, () => attempt(() => expireWaitlistOffers({ ...race.deps, clock: () => now }, { cohortId: cohort.id }))),
      attempt(() => cancelRegistration({ ...race.deps, clock: () => now }, { participantId: a.registration.id, actorUserId: null, reason: 'unenrolled' })),
    ]);
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    // one cancellation won, the other was told it is cancelled already
    expect(results.filter((r) => 'refused' in r).map((r) => ('refused' in r ? r.refused.message : ''))).toEqual(['This registration is already canceled']);
    const newcomerResults = results.slice(1, 21);
    expect(newcomerResults.map((r) => ('ok' in r ? (r.ok as EnrolResult).kind : 'not ok'))).toEqual(newcomers.map(() => 'WAITLISTED'));
    const { live, offered, total } = await seatsHeld(race.db, cohort.id);
    expect(total).toBe(2);
    expect(live.map((p) => p.userId)).toEqual([b.registration.userId]);
    expect(offered.map((o) => o.userId)).toEqual([line[0]]);
  });

  it('a payment hold running out while the sweep runs five times and 20 newcomers register: the seat is held again once', async () => {
    const cohort = await makeCohort(race.db, { size: 1, startDate: daysFromNow(20) });
    await makeCheckout(race.db, { cohortId: cohort.id, userId: await student(race.db), expiresAt: new Date(Date.now() + 60_000) });
    const line: number[] = [];
    for (let i = 0; i < 3; i++) {
      const w = await register(race.db, await student(race.db), cohort.id);
      if (w.kind !== 'WAITLISTED') throw new Error('the hold takes the seat');
      line.push(w.entry.userId);
    }
    const newcomers = await Promise.all(Array.from({ length: 20 }, () => student(race.db)));
    const later = new Date(Date.now() + 120_000);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => attempt(() => expireLapsedCheckouts({ ...race.deps, clock: () => later }))),
      ...newcomers.map((id) => attempt(() => register(race.pool.db, id, cohort.id, later))),
    ]);
    expect(results.filter((r) => !('ok' in r))).toEqual([]);
    expect(results.slice(0, 5).reduce((sum, r) => sum + ('ok' in r ? (r.ok as number) : 0), 0)).toBe(1);
    // From the hold's end the seat rule counts it no more: the sweep offers the seat to the first in line,
    // unless a newcomer who looked at that instant took it first. Either way, once.
    const { live, offered, total } = await seatsHeld(race.db, cohort.id);
    expect(total).toBe(1);
    const kinds = results.slice(5).map((r) => ('ok' in r ? (r.ok as EnrolResult).kind : 'not ok'));
    expect(kinds.filter((k) => k === 'REGISTERED')).toHaveLength(live.length);
    expect(kinds.filter((k) => k === 'WAITLISTED')).toHaveLength(20 - live.length);
    if (offered.length > 0) expect(offered.map((o) => o.userId)).toEqual([line[0]]);
  });
});
