// A payer change between student and school (product-spec §4, issue 6 item 5) as a plan: the server runs
// the effects in one transaction (the job ones through the queue), the admin console and the portal can
// show what will happen before confirming.
//
// Refused once the cohort's end day is over ('Cannot change payer of a past cohort', registration-rules.ts)
// and, towards the school, when the school does not pay for this registration (checkSchoolPayment).
// The same payer again changes nothing: no effects, and no PAYER_CHANGED entry.
//
// To STUDENT, in this order:
//   SET_PAYER → REMOVE_SCHOOL_INVOICE_LINE (if the registration is on a school invoice)
//   → RETURN_SCHOOL_FUNDING (the credit or prepaid seat it used, when known)
//   → ISSUE_STUDENT_INVOICE UNPAID (unless the student already has a live UNPAID or PAID invoice for it)
//   → SCHEDULE_ACCESS_CLOSING 7 Tallinn calendar days later (unless that invoice is PAID); the job closes
//     access only if the invoice is still unpaid when it runs
//   → LOG_ACTIVITY PAYER_CHANGED
// The new invoice is due on the usual date (3 days before the start, never before the end of today) but
// never after access would close: the student is never told "due later" than the day they lose access.
//
// To SCHOOL:
//   SET_PAYER → CANCEL_STUDENT_INVOICE (UNPAID) or REFUND_STUDENT_INVOICE (PAID: the school pays instead)
//   → CANCEL_ACCESS_CLOSING (a closing planned by an earlier change to STUDENT no longer applies)
//   → ADD_SCHOOL_INVOICE_LINE (unless already on one) → USE_SCHOOL_FUNDING (when the check says which)
//   → LOG_ACTIVITY PAYER_CHANGED
import { ACCESS_CLOSES_DAYS_AFTER_PAYER_CHANGE, type InvoiceStatus, type Payer } from './constants.ts';
import { addTallinnDays, type DateInput } from './dates.ts';
import { invoiceDueDate } from './invoice-due-date.ts';
import { canChangePayer, type PAST_COHORT_PAYER_MESSAGE } from './registration-rules.ts';
import type { SchoolFunding, SchoolPaymentCheck, SchoolPaymentRefusal } from './school-payment-limitations.ts';

export type PayerChangeEffect =
  | { type: 'SET_PAYER'; payer: Payer }
  | { type: 'REMOVE_SCHOOL_INVOICE_LINE'; invoiceId: number }
  | { type: 'RETURN_SCHOOL_FUNDING'; fundedBy: SchoolFunding }
  | { type: 'ISSUE_STUDENT_INVOICE'; status: 'UNPAID'; dueDate: Date }
  | { type: 'SCHEDULE_ACCESS_CLOSING'; at: Date }
  | { type: 'CANCEL_STUDENT_INVOICE'; invoiceId: number }
  | { type: 'REFUND_STUDENT_INVOICE'; invoiceId: number }
  | { type: 'CANCEL_ACCESS_CLOSING' }
  | { type: 'ADD_SCHOOL_INVOICE_LINE' }
  | { type: 'USE_SCHOOL_FUNDING'; fundedBy: SchoolFunding }
  | { type: 'LOG_ACTIVITY'; activity: 'PAYER_CHANGED' };

export type PayerChangePlan =
  | { allowed: true; effects: PayerChangeEffect[] }
  | {
      allowed: false;
      reason: typeof PAST_COHORT_PAYER_MESSAGE | SchoolPaymentRefusal;
      vars?: Record<string, string | number>;
    };

export interface PayerChangeInput {
  from: Payer;
  to: Payer;
  cohortStartDate: DateInput;
  cohortEndDate: DateInput;
  /** the registration's personal invoice, if it has one */
  studentInvoice: { id: number; status: InvoiceStatus } | null;
  /** the registration's line on a school invoice, and what the school paid it with when known */
  schoolInvoiceLine: { invoiceId: number; fundedBy?: SchoolFunding | null } | null;
  /**
   * Towards the school: checkSchoolPayment for this registration (its own school-paid course not counted).
   * Left out only by an admin who overrides the school's limitations: the line is added without funding.
   */
  schoolPayment?: SchoolPaymentCheck;
}

function toStudent(input: PayerChangeInput, now: Date): PayerChangeEffect[] {
  const effects: PayerChangeEffect[] = [{ type: 'SET_PAYER', payer: 'STUDENT' }];
  if (input.schoolInvoiceLine) {
    effects.push({ type: 'REMOVE_SCHOOL_INVOICE_LINE', invoiceId: input.schoolInvoiceLine.invoiceId });
    if (input.schoolInvoiceLine.fundedBy) {
      effects.push({ type: 'RETURN_SCHOOL_FUNDING', fundedBy: input.schoolInvoiceLine.fundedBy });
    }
  }
  const invoiceStatus = input.studentInvoice?.status;
  if (invoiceStatus !== 'PAID') {
    const closesAt = addTallinnDays(now, ACCESS_CLOSES_DAYS_AFTER_PAYER_CHANGE);
    if (invoiceStatus !== 'UNPAID') {
      const due = invoiceDueDate(input.cohortStartDate, now);
      const dueDate = due.getTime() < closesAt.getTime() ? due : closesAt;
      effects.push({ type: 'ISSUE_STUDENT_INVOICE', status: 'UNPAID', dueDate });
    }
    effects.push({ type: 'SCHEDULE_ACCESS_CLOSING', at: closesAt });
  }
  return effects;
}

function toSchool(input: PayerChangeInput): PayerChangeEffect[] {
  const effects: PayerChangeEffect[] = [{ type: 'SET_PAYER', payer: 'SCHOOL' }];
  const invoice = input.studentInvoice;
  if (invoice?.status === 'UNPAID') effects.push({ type: 'CANCEL_STUDENT_INVOICE', invoiceId: invoice.id });
  if (invoice?.status === 'PAID') effects.push({ type: 'REFUND_STUDENT_INVOICE', invoiceId: invoice.id });
  effects.push({ type: 'CANCEL_ACCESS_CLOSING' });
  if (!input.schoolInvoiceLine) {
    effects.push({ type: 'ADD_SCHOOL_INVOICE_LINE' });
    if (input.schoolPayment?.allowed) effects.push({ type: 'USE_SCHOOL_FUNDING', fundedBy: input.schoolPayment.fundedBy });
  }
  return effects;
}

export function planPayerChange(input: PayerChangeInput, now: Date): PayerChangePlan {
  const check = canChangePayer({ endDate: input.cohortEndDate }, now);
  if (!check.allowed) return { allowed: false, reason: check.message };
  if (input.from === input.to) return { allowed: true, effects: [] };
  if (input.to === 'SCHOOL' && input.schoolPayment && !input.schoolPayment.allowed) {
    const { reason, vars } = input.schoolPayment;
    return vars ? { allowed: false, reason, vars } : { allowed: false, reason };
  }
  const effects = input.to === 'STUDENT' ? toStudent(input, now) : toSchool(input);
  effects.push({ type: 'LOG_ACTIVITY', activity: 'PAYER_CHANGED' });
  return { allowed: true, effects };
}

/**
 * The payer a student may change a registration to (issue 18 item 2), or null when the rules allow none:
 * no change once the cohort is past or for a cancelled registration; towards the student always; towards
 * the school only when choosePayerOptions offers SCHOOL for it (the student belongs to a school and
 * checkSchoolPayment passes, the same check the server's change runs). The portal offers only this one.
 */
export function payerChangeTarget(
  input: { from: Payer; canceled: boolean; cohortEndDate: DateInput; options: { payers: readonly Payer[] } },
  now: Date,
): Payer | null {
  if (input.canceled || !canChangePayer({ endDate: input.cohortEndDate }, now).allowed) return null;
  const to: Payer = input.from === 'SCHOOL' ? 'STUDENT' : 'SCHOOL';
  return input.options.payers.includes(to) ? to : null;
}
