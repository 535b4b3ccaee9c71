import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { invoiceDueDate } from './invoice-due-date.ts';
import { at } from './test-helpers.ts';

const endOf = (day: string) => new Date(at(`${day} 00:00`).getTime() + 86_400_000 - 1);

describe('invoiceDueDate', () => {
  it('is due at the end of the Tallinn day 3 days before the start day', () => {
    const due = invoiceDueDate(at('2026-09-14 18:00'));
    expect(due).toEqual(new Date(at('2026-09-12 00:00').getTime() - 1));
    expect(formatDate(due)).toBe('11.09.2026');
  });

  it('counts calendar days whatever the start time of day', () => {
    expect(invoiceDueDate(at('2026-09-14 00:00'))).toEqual(invoiceDueDate(at('2026-09-14 23:59')));
  });

  it('counts Tallinn calendar days across the spring DST change (23-hour day)', () => {
    // Start Tuesday 31 March 2026; clocks move forward on Sunday 29 March.
    const due = invoiceDueDate(at('2026-03-31 10:00'));
    expect(formatDate(due)).toBe('28.03.2026');
    expect(due.toISOString()).toBe('2026-03-28T21:59:59.999Z');
  });

  it('keeps the due date when the invoice is issued on or before it', () => {
    const start = at('2026-09-14 18:00');
    expect(invoiceDueDate(start, at('2026-08-01 09:00'))).toEqual(invoiceDueDate(start));
    expect(invoiceDueDate(start, endOf('2026-09-11'))).toEqual(invoiceDueDate(start));
  });

  it('is due at the end of the issue day for a registration after the due date', () => {
    const start = at('2026-09-14 18:00');
    expect(invoiceDueDate(start, at('2026-09-12 00:00'))).toEqual(endOf('2026-09-12'));
    expect(invoiceDueDate(start, at('2026-09-20 15:30'))).toEqual(endOf('2026-09-20'));
  });
});
