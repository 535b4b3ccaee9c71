// When a personal invoice for a course is due (product-spec §9: "paid at least 3 days before the course
// start"). We take the END of the Tallinn day three calendar days before the start day (23:59:59.999):
// the invoice shows that day as dd.MM.yyyy and people read a due date as "on or before that day"; a start
// on Monday 14 September is due by Friday 11 September 23:59. Calendar days, so a DST change in between
// does not move it by an hour.
// A registration made after that moment (late registration, in-progress cohort) cannot be due in the
// past: its invoice is due at the end of the day it is issued.
import { INVOICE_DUE_DAYS_BEFORE_START } from './constants.ts';
import { addTallinnDays, endOfTallinnDay, type DateInput } from './dates.ts';

export function invoiceDueDate(cohortStartDate: DateInput, issuedAt?: Date): Date {
  const due = endOfTallinnDay(addTallinnDays(cohortStartDate, -INVOICE_DUE_DAYS_BEFORE_START));
  if (issuedAt === undefined || issuedAt.getTime() <= due.getTime()) return due;
  return endOfTallinnDay(issuedAt);
}
