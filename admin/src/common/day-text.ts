// Dates in the console are typed and shown as dd.MM.yyyy (product-spec §9) whatever the browser's
// locale; the form value stays the Tallinn calendar day 'yyyy-MM-dd' the API reads.
import { toTallinnDateString } from '@valik/domain';

const DAY_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TEXT = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A form value (a 'yyyy-MM-dd' day or an instant) as dd.MM.yyyy; '' for nothing. */
export function dayValueToText(value: unknown): string {
  const day = toTallinnDateString(value);
  const match = DAY_VALUE.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * Typed text as a form value: '' → null, a real dd.MM.yyyy day (one-digit day and month accepted) →
 * 'yyyy-MM-dd', anything else → undefined (not a date yet).
 */
export function textToDayValue(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = DAY_TEXT.exec(trimmed);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDay(year, month, day)) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Is this form value a date: a day, an instant from the API (shown as its Tallinn day), or nothing?
 * Anything else is text the user has not finished.
 */
export function isDayValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string') return false;
  if (INSTANT.test(value)) return !Number.isNaN(Date.parse(value));
  const match = DAY_VALUE.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}
