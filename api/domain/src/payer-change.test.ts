import { describe, expect, it } from 'vitest';
import { payerChangeTarget, planPayerChange, type PayerChangeInput } from './payer-change.ts';
import { at } from './test-helpers.ts';

// Starts Monday 14 September 2026, ends Friday 20 November 2026 (Tallinn).
const change = (over: Partial<PayerChangeInput> = {}): PayerChangeInput => ({
  from: 'SCHOOL',
  to: 'STUDENT',
  cohortStartDate: at('2026-09-14 18:00'),
  cohortEndDate: at('2026-11-20 18:00'),
  studentInvoice: null,
  schoolInvoiceLine: { invoiceId: 501, fundedBy: 'CREDIT' },
  ...over,
});
const duringCourse = at('2026-10-01 12:00');

describe('planPayerChange', () => {
  it('refuses a payer change for a past cohort', () => {
    expect(planPayerChange(change(), at('2026-11-21 00:00'))).toEqual({
      allowed: false,
      reason: 'Cannot change payer of a past cohort',
    });
  });

  it('still changes the payer on the last day of the cohort', () => {
    expect(planPayerChange(change(), at('2026-11-20 23:59')).allowed).toBe(true);
  });

  it('changes nothing when the payer stays the same', () => {
    expect(planPayerChange(change({ from: 'STUDENT', to: 'STUDENT' }), duringCourse)).toEqual({ allowed: true, effects: [] });
  });

  describe('to the student', () => {
    it('removes the school invoice line, returns the credit, issues an UNPAID invoice and closes access 7 days later', () => {
      expect(planPayerChange(change(), duringCourse)).toEqual({
        allowed: true,
        effects: [
          { type: 'SET_PAYER', payer: 'STUDENT' },
          { type: 'REMOVE_SCHOOL_INVOICE_LINE', invoiceId: 501 },
          { type: 'RETURN_SCHOOL_FUNDING', fundedBy: 'CREDIT' },
          // After the usual due date (11.09), so due at the end of today.
          { type: 'ISSUE_STUDENT_INVOICE', status: 'UNPAID', dueDate: new Date(at('2026-10-02 00:00').getTime() - 1) },
          { type: 'SCHEDULE_ACCESS_CLOSING', at: at('2026-10-08 12:00') },
          { type: 'LOG_ACTIVITY', activity: 'PAYER_CHANGED' },
        ],
      });
    });

    it('makes the invoice due when access would close if the usual due date is later', () => {
      // A month before the start: the usual due date 11.09 is after the access closing on 08.08.
      const plan = planPayerChange(change(), at('2026-08-01 10:00'));
      expect(plan.allowed && plan.effects).toContainEqual({ type: 'ISSUE_STUDENT_INVOICE', status: 'UNPAID', dueDate: at('2026-08-08 10:00') });
      expect(plan.allowed && plan.effects).toContainEqual({ type: 'SCHEDULE_ACCESS_CLOSING', at: at('2026-08-08 10:00') });
    });

    it('keeps the usual due date (3 days before the start) when it comes before the access closing', () => {
      const plan = planPayerChange(change(), at('2026-09-07 10:00'));
      expect(plan.allowed && plan.effects).toContainEqual({
        type: 'ISSUE_STUDENT_INVOICE',
        status: 'UNPAID',
        dueDate: new Date(at('2026-09-12 00:00').getTime() - 1),
      });
    });

    it('counts the 7 days of access in Tallinn calendar days across the autumn DST change', () => {
      const plan = planPayerChange(change(), at('2026-10-22 18:00'));
      expect(plan.allowed && plan.effects).toContainEqual({ type: 'SCHEDULE_ACCESS_CLOSING', at: at('2026-10-29 18:00') });
    });

    it('returns a prepaid seat, or nothing when the funding is not known', () => {
      const seat = planPayerChange(change({ schoolInvoiceLine: { invoiceId: 501, fundedBy: 'PREPAID_SEAT' } }), duringCourse);
      expect(seat.allowed && seat.effects).toContainEqual({ type: 'RETURN_SCHOOL_FUNDING', fundedBy: 'PREPAID_SEAT' });
      const unknown = planPayerChange(change({ schoolInvoiceLine: { invoiceId: 501 } }), duringCourse);
      expect(unknown.allowed && unknown.effects.map((e) => e.type)).not.toContain('RETURN_SCHOOL_FUNDING');
    });

    it('removes no line when the registration is on no school invoice', () => {
      const plan = planPayerChange(change({ schoolInvoiceLine: null }), duringCourse);
      expect(plan.allowed && plan.effects.map((e) => e.type)).toEqual([
        'SET_PAYER',
        'ISSUE_STUDENT_INVOICE',
        'SCHEDULE_ACCESS_CLOSING',
        'LOG_ACTIVITY',
      ]);
    });

    it('reuses a live UNPAID invoice instead of issuing a second one, and still schedules the closing', () => {
      const plan = planPayerChange(change({ studentInvoice: { id: 9, status: 'UNPAID' } }), duringCourse);
      expect(plan.allowed && plan.effects.map((e) => e.type)).toEqual([
        'SET_PAYER',
        'REMOVE_SCHOOL_INVOICE_LINE',
        'RETURN_SCHOOL_FUNDING',
        'SCHEDULE_ACCESS_CLOSING',
        'LOG_ACTIVITY',
      ]);
    });

    it('neither invoices nor closes access when the student has already paid', () => {
      const plan = planPayerChange(change({ studentInvoice: { id: 9, status: 'PAID' } }), duringCourse);
      expect(plan.allowed && plan.effects.map((e) => e.type)).toEqual([
        'SET_PAYER',
        'REMOVE_SCHOOL_INVOICE_LINE',
        'RETURN_SCHOOL_FUNDING',
        'LOG_ACTIVITY',
      ]);
    });

    it('issues a new invoice when the earlier one was canceled', () => {
      const plan = planPayerChange(change({ studentInvoice: { id: 9, status: 'CANCELED' } }), duringCourse);
      expect(plan.allowed && plan.effects.map((e) => e.type)).toContain('ISSUE_STUDENT_INVOICE');
    });
  });

  describe('to the school', () => {
    const toSchool = (over: Partial<PayerChangeInput> = {}) =>
      change({
        from: 'STUDENT',
        to: 'SCHOOL',
        studentInvoice: { id: 9, status: 'UNPAID' },
        schoolInvoiceLine: null,
        schoolPayment: { allowed: true, fundedBy: 'CREDIT' },
        ...over,
      });

    it('cancels the student’s UNPAID invoice and puts the course on the school’s invoice', () => {
      expect(planPayerChange(toSchool(), duringCourse)).toEqual({
        allowed: true,
        effects: [
          { type: 'SET_PAYER', payer: 'SCHOOL' },
          { type: 'CANCEL_STUDENT_INVOICE', invoiceId: 9 },
          { type: 'CANCEL_ACCESS_CLOSING' },
          { type: 'ADD_SCHOOL_INVOICE_LINE' },
          { type: 'USE_SCHOOL_FUNDING', fundedBy: 'CREDIT' },
          { type: 'LOG_ACTIVITY', activity: 'PAYER_CHANGED' },
        ],
      });
    });

    it('refunds a PAID student invoice, since the school pays instead', () => {
      const plan = planPayerChange(toSchool({ studentInvoice: { id: 9, status: 'PAID' } }), duringCourse);
      expect(plan.allowed && plan.effects).toContainEqual({ type: 'REFUND_STUDENT_INVOICE', invoiceId: 9 });
      expect(plan.allowed && plan.effects.map((e) => e.type)).not.toContain('CANCEL_STUDENT_INVOICE');
    });

    it('leaves a CANCELED or missing student invoice alone', () => {
      for (const studentInvoice of [null, { id: 9, status: 'CANCELED' as const }]) {
        const plan = planPayerChange(toSchool({ studentInvoice }), duringCourse);
        expect(plan.allowed && plan.effects.map((e) => e.type)).toEqual([
          'SET_PAYER',
          'CANCEL_ACCESS_CLOSING',
          'ADD_SCHOOL_INVOICE_LINE',
          'USE_SCHOOL_FUNDING',
          'LOG_ACTIVITY',
        ]);
      }
    });

    it('refuses when the school does not pay for this registration, with the school’s reason', () => {
      const schoolPayment = {
        allowed: false as const,
        reason: 'The school pays for at most {limit} courses per student' as const,
        vars: { limit: 2 },
      };
      expect(planPayerChange(toSchool({ schoolPayment }), duringCourse)).toEqual({
        allowed: false,
        reason: 'The school pays for at most {limit} courses per student',
        vars: { limit: 2 },
      });
    });

    it('lets an admin override the limitations: the line is added without using funds', () => {
      const plan = planPayerChange(toSchool({ schoolPayment: undefined }), duringCourse);
      expect(plan.allowed && plan.effects.map((e) => e.type)).toEqual([
        'SET_PAYER',
        'CANCEL_STUDENT_INVOICE',
        'CANCEL_ACCESS_CLOSING',
        'ADD_SCHOOL_INVOICE_LINE',
        'LOG_ACTIVITY',
      ]);
    });

    it('refuses a past cohort before looking at the school', () => {
      expect(planPayerChange(toSchool(), at('2026-12-01 10:00'))).toEqual({
        allowed: false,
        reason: 'Cannot change payer of a past cohort',
      });
    });
  });
});

describe('payerChangeTarget (issue 18 item 2)', () => {
  const base = { canceled: false, cohortEndDate: at('2027-02-26 18:00') };
  const now = at('2026-11-26 12:00');

  it('offers a personal payer the school only when the school pays for the registration', () => {
    expect(payerChangeTarget({ ...base, from: 'STUDENT', options: { payers: ['STUDENT'] } }, now)).toBeNull();
    expect(payerChangeTarget({ ...base, from: 'STUDENT', options: { payers: ['STUDENT', 'SCHOOL'] } }, now)).toBe('SCHOOL');
  });

  it('always offers a school-paid registration the student', () => {
    expect(payerChangeTarget({ ...base, from: 'SCHOOL', options: { payers: ['STUDENT'] } }, now)).toBe('STUDENT');
  });

  it('offers nothing for a past cohort or a cancelled registration', () => {
    expect(payerChangeTarget({ ...base, from: 'SCHOOL', options: { payers: ['STUDENT'] } }, at('2027-03-01 00:00'))).toBeNull();
    expect(payerChangeTarget({ ...base, canceled: true, from: 'SCHOOL', options: { payers: ['STUDENT'] } }, now)).toBeNull();
  });
});
