// Races on the real PostgreSQL server (PGlite runs one connection, so nothing races there): several
// postgres.js connections on this file's test database hit the registration transaction at once.
import { describe, expect, it } from 'vitest';
import { schoolCreditLogs, waitlistEntries } from '@valik/db/schema';
import { addSchoolCredits, loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { daysFromNow, isRealPostgres, liveParticipantsWhere, makeCohort, makeSchool, makeStudent, rowsWhere } from '@valik/db/testing';
import { computeCreditBalance } from '@valik/domain';
import { attempt, useRacePool } from '../races.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { expireWaitlistOffers } from '../../src/jobs/expire-waitlist-offers.ts';

const race = useRacePool();

describe.skipIf(!isRealPostgres)('registrations under concurrency (PostgreSQL server)', () => {
  it('500 concurrent registrations for 20 seats: exactly 20 registered, the rest waitlisted, no 5xx', async () => {
    const cohort = await makeCohort(race.db, { size: 20 });
    const students = await Promise.all(Array.from({ length: 500 }, () => makeStudent(race.db)));
    const results = await Promise.all(
      students.map(({ user }) => attempt(() => enrolStudent(race.deps, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' }))),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    const kinds = results.map((r) => ('ok' in r ? r.ok.kind : 'refused'));
    expect(kinds.filter((k) => k === 'REGISTERED')).toHaveLength(20);
    expect(kinds.filter((k) => k === 'WAITLISTED')).toHaveLength(480);
    const live = await liveParticipantsWhere(race.db, { cohortId: cohort.id });
    expect(live).toHaveLength(20);
  }, 120_000);

  it('10 concurrent registrations by one student give one', async () => {
    const cohort = await makeCohort(race.db, { size: 20 });
    const { user } = await makeStudent(race.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => attempt(() => enrolStudent(race.deps, { userId: user.id, cohortId: cohort.id, payer: 'STUDENT' }))),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(1);
    expect(results.filter((r) => 'refused' in r && r.refused.status === 409)).toHaveLength(9);
  });

  it('a cancellation racing waitlist promotions promotes exactly one', async () => {
    const cohort = await makeCohort(race.db, { size: 1, startDate: daysFromNow(5) });
    const first = await makeStudent(race.db);
    const reg = await enrolStudent({ ...race.deps, db: race.db }, { userId: first.user.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    const waiting = await Promise.all(Array.from({ length: 5 }, () => makeStudent(race.db)));
    for (const w of waiting) await enrolStudent({ ...race.deps, db: race.db }, { userId: w.user.id, cohortId: cohort.id, payer: 'STUDENT' });
    const now = new Date();
    const results = await Promise.all([
      attempt(() => cancelRegistration({ ...race.deps, clock: () => now }, { participantId: reg.registration.id, actorUserId: first.user.id, reason: 'unenrolled' })),
      ...Array.from({ length: 10 }, () => attempt(() => expireWaitlistOffers({ ...race.deps, clock: () => now }, { cohortId: cohort.id }))),
      attempt(() => cancelRegistration({ ...race.deps, clock: () => now }, { participantId: reg.registration.id, actorUserId: first.user.id, reason: 'unenrolled' })),
    ]);
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    const offered = await rowsWhere(race.db, waitlistEntries, { cohortId: cohort.id, status: 'OFFERED' });
    expect(offered).toHaveLength(1);
    expect(offered[0]?.userId).toBe(waiting[0]?.user.id);
    // newcomers racing the offer holder: the holder gets the seat, nobody else
    const holder = offered[0]?.userId ?? 0;
    const contest = await Promise.all([
      attempt(() => enrolStudent(race.deps, { userId: holder, cohortId: cohort.id, payer: 'STUDENT' })),
      ...waiting.slice(1).map((w) => attempt(() => enrolStudent(race.deps, { userId: w.user.id, cohortId: cohort.id, payer: 'STUDENT' }))),
    ]);
    expect(contest.filter((r) => 'crashed' in r)).toEqual([]);
    const live = await liveParticipantsWhere(race.db, { cohortId: cohort.id });
    expect(live.map((p) => p.userId)).toEqual([holder]);
  });

  it('a school with N credits and many concurrent school-paid registrations never goes below zero', async () => {
    const school = await makeSchool(race.db);
    await addSchoolCredits(race.db, { schoolId: school.id, amount: 7, expiresAt: null, actorUserId: null, note: null, now: daysFromNow(-1) });
    const cohorts = await Promise.all(Array.from({ length: 3 }, () => makeCohort(race.db, { size: 50 })));
    const students = await Promise.all(Array.from({ length: 40 }, () => makeStudent(race.db, { schoolId: school.id })));
    const results = await Promise.all(
      students.map(({ user }, i) =>
        attempt(() => enrolStudent(race.deps, { userId: user.id, cohortId: cohorts[i % 3]?.id ?? 0, payer: 'SCHOOL' })),
      ),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(7);
    expect(results.filter((r) => 'refused' in r && r.refused.message === 'The school has no credits or prepaid seats left')).toHaveLength(33);
    const ledger = await loadSchoolCreditLedger(race.db, { schoolId: school.id });
    expect(computeCreditBalance(ledger, new Date())).toBe(0);
    const deducts = await rowsWhere(race.db, schoolCreditLogs, { schoolId: school.id, type: 'DEDUCT' });
    expect(deducts).toHaveLength(7);
  });
});

it('runs the race tests only on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  expect(typeof isRealPostgres).toBe('boolean');
});
