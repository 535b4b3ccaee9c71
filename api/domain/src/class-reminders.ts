// When the reminders of a live cohort are due (issue 29 item 1, ADR 032). Each reminder has a moment it
// becomes due and a moment after which it is no longer worth sending (a reminder of a class that began is
// noise); the reminder job sends what is due and not lapsed, once (api/src/reminders/send-reminders.ts).
//
// - a class e-mail: the same Tallinn wall-clock time on the day before the class (18:00 Monday → 18:00
//   Sunday, so 23 or 25 hours of real time across a daylight-saving change), until the class starts;
// - the cohort's Discord channel: one hour of real time before the class, until it starts;
// - the cohort's start e-mail: 08:00 Tallinn on the start day (or the start itself when earlier), until the
//   end of that day;
// - an unpaid invoice: 09:00 Tallinn 7 and 3 calendar days before the start day (the spec's "paid at least
//   3 days before the start"), each until the next one is due (the 3-day one until the start); an invoice
//   issued after a reminder's moment does not get that one (its new invoice already told them).
import { addTallinnDays, startOfTallinnDay, tallinnTime, toDate, toTallinn, type DateInput } from './dates.ts';

export interface ReminderWindow {
  dueAt: Date;
  /** not sent from this moment on */
  lapsesAt: Date;
}

const HOUR_MS = 3_600_000;
export const DISCORD_REMINDER_MINUTES = 60;
export const COHORT_START_REMINDER_HOUR = 8;
export const INVOICE_REMINDER_HOUR = 9;
export const INVOICE_REMINDER_DAYS = [7, 3] as const;
export type InvoiceReminderDays = (typeof INVOICE_REMINDER_DAYS)[number];
/** the calendar feeds' alarm before each class (VALARM TRIGGER) */
export const CALENDAR_ALARM_MINUTES = 60;

/** The Tallinn wall-clock `hour`:00 on the Tallinn calendar day of `day`. */
function atTallinnHour(day: DateInput, hour: number): Date {
  const d = toTallinn(startOfTallinnDay(day));
  return tallinnTime(d.getFullYear(), d.getMonth(), d.getDate(), hour, 0);
}

export function classEmailReminder(classStart: DateInput): ReminderWindow {
  const start = toDate(classStart);
  return { dueAt: addTallinnDays(start, -1), lapsesAt: start };
}

export function discordClassReminder(classStart: DateInput): ReminderWindow {
  const start = toDate(classStart);
  return { dueAt: new Date(start.getTime() - DISCORD_REMINDER_MINUTES * 60_000), lapsesAt: start };
}

export function cohortStartReminder(cohortStart: DateInput): ReminderWindow {
  const start = toDate(cohortStart);
  const morning = atTallinnHour(start, COHORT_START_REMINDER_HOUR);
  return { dueAt: morning.getTime() < start.getTime() ? morning : start, lapsesAt: addTallinnDays(startOfTallinnDay(start), 1) };
}

export function invoiceReminder(cohortStart: DateInput, daysBefore: InvoiceReminderDays): ReminderWindow {
  const start = toDate(cohortStart);
  const dueAt = atTallinnHour(addTallinnDays(start, -daysBefore), INVOICE_REMINDER_HOUR);
  const next = INVOICE_REMINDER_DAYS.find((d) => d < daysBefore);
  return { dueAt, lapsesAt: next === undefined ? start : atTallinnHour(addTallinnDays(start, -next), INVOICE_REMINDER_HOUR) };
}

export function isReminderDue(window: ReminderWindow, now: Date): boolean {
  return window.dueAt.getTime() <= now.getTime() && now.getTime() < window.lapsesAt.getTime();
}

/** How far ahead the job looks for classes: the longest a class e-mail can be due before its class (25 h). */
export const REMINDER_LOOKAHEAD_MS = 26 * HOUR_MS;
