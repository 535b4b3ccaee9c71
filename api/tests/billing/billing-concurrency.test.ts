// Races on the real PostgreSQL server (PGlite is single-connection): a school's credits under 50
// concurrent school-paid registrations, and invoice numbers under concurrent registrations.
import { describe, expect, it } from 'vitest';
import { activityLog, invoices, schoolCreditLogs } from '@valik/db/schema';
import { lockInvoiceNumbering, nextInvoiceNumber } from '@valik/db/queries';
import { addSchoolCredits, loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { daysFromNow, invoiceNumbersStartingWith, isRealPostgres, makeCohort, makeSchool, makeStudent, rowsWhere } from '@valik/db/testing';
import { INVOICE_NUMBER_PATTERN, SCHOOL_CREDITS_LOW_THRESHOLD, computeCreditBalance, invoiceReferenceNumber, invoiceYear } from '@valik/domain';
import { attempt, useRacePool } from '../races.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';

const race = useRacePool();

const sequenceOf = (number: string) => Number(INVOICE_NUMBER_PATTERN.exec(number)?.[2]);

describe.skipIf(!isRealPostgres)('billing under concurrency (PostgreSQL server)', () => {
  it('a school with 10 credits and 50 concurrent school-paid registrations: exactly 10 succeed and the balance is 0', async () => {
    const school = await makeSchool(race.db);
    await addSchoolCredits(race.db, { schoolId: school.id, amount: 10, expiresAt: daysFromNow(100), actorUserId: null, note: null, now: daysFromNow(-1) });
    const cohorts = await Promise.all(Array.from({ length: 5 }, () => makeCohort(race.db, { size: 50, startDate: daysFromNow(14), endDate: daysFromNow(60) })));
    const students = await Promise.all(Array.from({ length: 50 }, () => makeStudent(race.db, { schoolId: school.id })));
    const results = await Promise.all(
      students.map(({ user }, i) => attempt(() => enrolStudent(race.deps, { userId: user.id, cohortId: cohorts[i % 5]?.id ?? 0, payer: 'SCHOOL' }))),
    );
    expect(results.filter((r) => 'crashed' in r)).toEqual([]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(10);
    expect(results.filter((r) => 'refused' in r && r.refused.message === 'The school has no credits or prepaid seats left')).toHaveLength(40);

    expect(computeCreditBalance(await loadSchoolCreditLedger(race.db, { schoolId: school.id }), new Date())).toBe(0);
    const deducts = await rowsWhere(race.db, schoolCreditLogs, { schoolId: school.id, type: 'DEDUCT' });
    expect(deducts).toHaveLength(10);
    const used = await rowsWhere(race.db, activityLog, { schoolId: school.id, type: 'SCHOOL_CREDITS_USED' });
    expect(used).toHaveLength(10);
    // 10 → 0 crosses the low threshold exactly once
    const low = await rowsWhere(race.db, activityLog, { schoolId: school.id, type: 'SCHOOL_CREDITS_LOW' });
    expect(low.map((a) => a.metadata?.balance)).toEqual([SCHOOL_CREDITS_LOW_THRESHOLD]);
    // every success is one line on the school's one invoice of the month
    const schoolInvoices = await rowsWhere(race.db, invoices, { schoolId: school.id });
    expect(schoolInvoices).toHaveLength(1);
    expect((schoolInvoices[0]?.metadata.lines as unknown[]).length).toBe(10);
  }, 120_000);

  it('numbers invoices of concurrent registrations one after another, without duplicates or gaps', async () => {
    const year = invoiceYear(new Date());
    const cohorts = await Promise.all(Array.from({ length: 8 }, () => makeCohort(race.db, { size: 10, startDate: daysFromNow(14), endDate: daysFromNow(60) })));
    const students = await Promise.all(Array.from({ length: 40 }, () => makeStudent(race.db)));
    const results = await Promise.all(
      students.map(({ user }, i) => attempt(() => enrolStudent(race.deps, { userId: user.id, cohortId: cohorts[i % 8]?.id ?? 0, payer: 'STUDENT' }))),
    );
    expect(results.filter((r) => !('ok' in r))).toEqual([]);
    const numbers = await invoiceNumbersStartingWith(race.db, `VLK-${year}-`);
    const seqs = numbers.map((n) => sequenceOf(n)).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(seqs.length);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(seqs.map((_, i) => first + i)); // consecutive: no gaps

    // a transaction that took a number and rolled back gives it back: the next one is that number
    const before = await race.db.transaction(async (tx) => {
      await lockInvoiceNumbering(tx);
      return nextInvoiceNumber(tx, { year });
    });
    await expect(
      race.pool.db.transaction(async (tx) => {
        await lockInvoiceNumbering(tx);
        const taken = await nextInvoiceNumber(tx, { year });
        await tx.insert(invoices).values({ invoiceId: taken, referenceNumber: invoiceReferenceNumber(taken), status: 'UNPAID', amount: 100 });
        throw new Error(`rolled back ${taken}`);
      }),
    ).rejects.toThrow(`rolled back ${before}`);
    const after = await race.db.transaction(async (tx) => {
      await lockInvoiceNumbering(tx);
      return nextInvoiceNumber(tx, { year });
    });
    expect(after).toBe(before);
    expect(sequenceOf(after)).toBe((seqs.at(-1) ?? 0) + 1);
  }, 120_000);
});

it('runs the race tests only on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  expect(typeof isRealPostgres).toBe('boolean');
});
