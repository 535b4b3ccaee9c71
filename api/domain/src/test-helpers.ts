// Test-only helpers: build instants from Tallinn wall-clock times so tests read like the spec.
import { tallinnTime } from './dates.ts';

/** `at('2026-08-01 00:00')` is 1 August 2026 00:00 in Europe/Tallinn. */
export function at(local: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(local);
  if (!match) throw new Error(`Bad local time: ${local}`);
  const [, y, mo, d, h = '0', mi = '0'] = match;
  return tallinnTime(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
}

export const minutes = (n: number): number => n * 60_000;
export const hours = (n: number): number => n * 3_600_000;
export const plus = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
