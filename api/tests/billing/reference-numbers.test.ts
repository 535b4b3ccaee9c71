// Reference numbers on every invoice (issue 28 item 4): stored when an invoice is issued, computed by the
// domain (7-3-1); the database's own computation (the migration's backfill and the seed) gives the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInvoiceReference } from '@valik/db/queries';
import { addSchoolCredits } from '@valik/db/queries/manage';
import { daysFromNow, makeCohort, makeInvoice, makeSchool } from '@valik/db/testing';
import { invoiceReferenceNumber, isValidReferenceNumber } from '@valik/domain';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { createTestApp, makeAccount, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoice reference numbers', () => {
  it('gives a personal and a school invoice each its own valid reference, from its number', async () => {
    const school = await makeSchool(t.deps.db, { seatPrice: 5000 });
    await addSchoolCredits(t.deps.db, { schoolId: school.id, amount: 2, expiresAt: null, actorUserId: null, note: null, now: daysFromNow(-1) });
    const student = await makeAccount(t, 'STUDENT', { schoolId: school.id });
    const own = await enrolStudent(t.deps, { userId: student.id, cohortId: (await makeCohort(t.deps.db, { startDate: daysFromNow(20) })).id, payer: 'STUDENT' });
    const paid = await enrolStudent(t.deps, { userId: student.id, cohortId: (await makeCohort(t.deps.db, { startDate: daysFromNow(20) })).id, payer: 'SCHOOL' });
    if (own.kind !== 'REGISTERED' || paid.kind !== 'REGISTERED' || !own.invoice || !paid.invoice) throw new Error('expected two invoiced registrations');
    for (const invoice of [own.invoice, paid.invoice]) {
      expect(invoice.referenceNumber).toBe(invoiceReferenceNumber(invoice.invoiceId));
      expect(isValidReferenceNumber(invoice.referenceNumber)).toBe(true);
    }
    expect(own.invoice.referenceNumber).not.toBe(paid.invoice.referenceNumber);
  });

  it('refuses a second invoice with the same reference (unique in the database)', async () => {
    const first = await makeInvoice(t.deps.db);
    await expect(makeInvoice(t.deps.db, { referenceNumber: first.referenceNumber })).rejects.toThrow();
  });

  it('is computed the same by the database (seed, backfill) as by the domain', async () => {
    const numbers = ['VLK-2026-000101', 'VLK-2026-000123', 'VLK-2027-004567', 'VLK-2025-0001', 'VK-2025-0099', 'VLK-2031-999999'];
    for (const number of numbers) {
      expect(await databaseInvoiceReference(t.deps.db, { invoiceNumber: number }), number).toBe(invoiceReferenceNumber(number));
    }
  });
});
