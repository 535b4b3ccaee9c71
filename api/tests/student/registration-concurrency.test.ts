// Races on the real PostgreSQL server (PGlite runs one connection, so nothing races there): several
// postgres.js connections on this file's test database hit the registration transaction at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createDb, type DbHandle } from '@valik/db/client';
import { cohortParticipants, schoolCreditLogs, waitlistEntries } from '@valik/db/schema';
import { addSchoolCredits, loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { createTestDb, daysFromNow, isRealPostgres, makeCohort, makeSchool, makeStudent, testDatabaseUrl, type TestDb } from '@valik/db/testing';
import { computeCreditBalance } from '../../src/domain/index.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { createRegistration } from '../../src/registrations/create-registration.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { expireWaitlistOffers } from '../../src/jobs/expire-waitlist-offers.ts';

let t: TestDb;
let pool: DbHandle;

beforeAll(async () => {
  if (!isRealPostgres) return;
  t = await createTestDb();
  const url = new URL(testDatabaseUrl ?? '');
  url.pathname = `/${t.databaseName}`;
  pool = await createDb({ url: url.toString(), max: 20 });
});
afterAll(async () => {
  if (!isRealPostgres) return;
  await pool.close();
  await t.close();
});

/** Settles every attempt; an ApiError is a clear 4xx answer, anything else would have been a 5xx. */
async function attempt<T>(work: () => Promise<T>): Promise<{ ok: T } | { refused: ApiError } | { crashed: unknown }> {
  try {
    return { ok: await work() };
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? { refused: error } : { crashed: error };
  }
}

describe.skipIf(!isRealPostgres)('registrations under concurrency (PostgreSQL server)', () => {
  it('500 concurrent registrations for 20 seats: exactly 20 registered, the rest waitlisted, no 5xx', async () => {
    const cohort = await makeCohort(t.db, { size: 20 });
    const students = await Promise.all(Array.from({ length: 500 }, () => makeStudent(t.db)));
    const results = await Promise.all(
      students.map(({ user }) => attempt(() => createRegistration(pool.db, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' }, new Date()))),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    const kinds = results.map((r) => ('ok' in r ? r.ok.kind : 'refused'));
    expect(kinds.filter((k) => k === 'REGISTERED')).toHaveLength(20);
    expect(kinds.filter((k) => k === 'WAITLISTED')).toHaveLength(480);
    const live = await t.db.select().from(cohortParticipants).where(and(eq(cohortParticipants.cohortId, cohort.id), ne(cohortParticipants.status, 'CANCELED')));
    expect(live).toHaveLength(20);
  }, 120_000);

  it('10 concurrent registrations by one student give one', async () => {
    const cohort = await makeCohort(t.db, { size: 20 });
    const { user } = await makeStudent(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => attempt(() => createRegistration(pool.db, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' }, new Date()))),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(1);
    expect(results.filter((r) => 'refused' in r && r.refused.status === 409)).toHaveLength(9);
  });

  it('a cancellation racing waitlist promotions promotes exactly one', async () => {
    const cohort = await makeCohort(t.db, { size: 1, startDate: daysFromNow(5) });
    const first = await makeStudent(t.db);
    const reg = await createRegistration(t.db, { userId: first.user.id, cohortId: cohort.id, payer: 'STUDENT' }, new Date());
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    const waiting = await Promise.all(Array.from({ length: 5 }, () => makeStudent(t.db)));
    for (const w of waiting) await createRegistration(t.db, { userId: w.user.id, cohortId: cohort.id, payer: 'STUDENT' }, new Date());
    const now = new Date();
    const results = await Promise.all([
      attempt(() => cancelRegistration(pool.db, { participantId: reg.registration.id, actorUserId: first.user.id, reason: 'unenrolled' }, now)),
      ...Array.from({ length: 10 }, () => attempt(() => expireWaitlistOffers(pool.db, { cohortId: cohort.id }, now))),
      attempt(() => cancelRegistration(pool.db, { participantId: reg.registration.id, actorUserId: first.user.id, reason: 'unenrolled' }, now)),
    ]);
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    const offered = await t.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.cohortId, cohort.id), eq(waitlistEntries.status, 'OFFERED')));
    expect(offered).toHaveLength(1);
    expect(offered[0]?.userId).toBe(waiting[0]?.user.id);
    // newcomers racing the offer holder: the holder gets the seat, nobody else
    const holder = offered[0]?.userId ?? 0;
    const race = await Promise.all([
      attempt(() => createRegistration(pool.db, { userId: holder, cohortId: cohort.id, payer: 'STUDENT' }, new Date())),
      ...waiting.slice(1).map((w) => attempt(() => createRegistration(pool.db, { userId: w.user.id, cohortId: cohort.id, payer: 'STUDENT' }, new Date()))),
    ]);
    expect(race.filter((r) => 'crashed' in r)).toEqual([]);
    const live = await t.db.select().from(cohortParticipants).where(and(eq(cohortParticipants.cohortId, cohort.id), ne(cohortParticipants.status, 'CANCELED')));
    expect(live.map((p) => p.userId)).toEqual([holder]);
  });

  it('a school with N credits and many concurrent school-paid registrations never goes below zero', async () => {
    const school = await makeSchool(t.db);
    await addSchoolCredits(t.db, { schoolId: school.id, amount: 7, expiresAt: null, actorUserId: null, note: null, now: daysFromNow(-1) });
    const cohorts = await Promise.all(Array.from({ length: 3 }, () => makeCohort(t.db, { size: 50 })));
    const students = await Promise.all(Array.from({ length: 40 }, () => makeStudent(t.db, { schoolId: school.id })));
    const results = await Promise.all(
      students.map(({ user }, i) =>
        attempt(() => createRegistration(pool.db, { userId: user.id, cohortId: cohorts[i % 3]?.id ?? 0, payer: 'SCHOOL' }, new Date())),
      ),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(7);
    expect(results.filter((r) => 'refused' in r && r.refused.message === 'The school has no credits or prepaid seats left')).toHaveLength(33);
    const ledger = await loadSchoolCreditLedger(t.db, { schoolId: school.id });
    expect(computeCreditBalance(ledger, new Date())).toBe(0);
    const deducts = await t.db.select().from(schoolCreditLogs).where(and(eq(schoolCreditLogs.schoolId, school.id), eq(schoolCreditLogs.type, 'DEDUCT')));
    expect(deducts).toHaveLength(7);
  }, 60_000);
});

it('runs the race tests only on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  expect(typeof isRealPostgres).toBe('boolean');
});
