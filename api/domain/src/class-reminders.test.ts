import { describe, expect, it } from 'vitest';
import { classEmailReminder, cohortStartReminder, discordClassReminder, invoiceReminder, isReminderDue } from './class-reminders.ts';
import { at, hours, minutes, plus } from './test-helpers.ts';

// 2026: summer time begins Sunday 29 March 03:00 (clocks forward), ends Sunday 25 October 04:00 (back).
describe('class reminders across the daylight-saving change', () => {
  it('e-mails at the same Tallinn time the day before: 23 hours before a class on the Sunday of the March change', () => {
    const r = classEmailReminder(at('2026-03-29 18:00'));
    expect(r.dueAt).toEqual(at('2026-03-28 18:00'));
    expect(r.lapsesAt.getTime() - r.dueAt.getTime()).toBe(hours(23));
  });

  it('e-mails 25 hours before a class on the Sunday of the October change, 24 on the Monday after', () => {
    const r = classEmailReminder(at('2026-10-25 18:00'));
    expect(r.dueAt).toEqual(at('2026-10-24 18:00'));
    expect(r.dueAt.toISOString()).toBe('2026-10-24T15:00:00.000Z');
    expect(r.lapsesAt.getTime() - r.dueAt.getTime()).toBe(hours(25));
    const monday = classEmailReminder(at('2026-10-26 18:00'));
    expect(monday.lapsesAt.getTime() - monday.dueAt.getTime()).toBe(hours(24));
  });

  it('posts to Discord one real hour before, also on the night of the change', () => {
    // 29 March: 02:00 is followed by 04:00, so an hour before 04:30 is 02:30 on the wall clock
    expect(discordClassReminder(at('2026-03-29 04:30')).dueAt).toEqual(plus(at('2026-03-29 04:30'), -hours(1)));
    expect(discordClassReminder(at('2026-03-29 04:30')).dueAt.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(discordClassReminder(at('2026-10-25 18:00')).dueAt).toEqual(at('2026-10-25 17:00'));
  });

  it('is due from its moment until the class starts, not before and not after', () => {
    const r = classEmailReminder(at('2026-10-26 18:00'));
    expect(isReminderDue(r, plus(r.dueAt, -minutes(1)))).toBe(false);
    expect(isReminderDue(r, r.dueAt)).toBe(true);
    expect(isReminderDue(r, plus(at('2026-10-26 18:00'), -minutes(1)))).toBe(true);
    expect(isReminderDue(r, at('2026-10-26 18:00'))).toBe(false);
  });

  it("tells of the cohort's start at 08:00 on the start day, or at the start when it is earlier", () => {
    expect(cohortStartReminder(at('2026-03-29 18:00'))).toEqual({ dueAt: at('2026-03-29 08:00'), lapsesAt: at('2026-03-30 00:00') });
    expect(cohortStartReminder(at('2026-10-25 07:00')).dueAt).toEqual(at('2026-10-25 07:00'));
  });

  it('reminds of an unpaid invoice at 09:00 seven and three calendar days before the start day', () => {
    const start = at('2026-04-02 18:00'); // seven days before crosses 29 March
    expect(invoiceReminder(start, 7)).toEqual({ dueAt: at('2026-03-26 09:00'), lapsesAt: at('2026-03-30 09:00') });
    expect(invoiceReminder(start, 3)).toEqual({ dueAt: at('2026-03-30 09:00'), lapsesAt: start });
    expect(invoiceReminder(at('2026-10-28 10:00'), 7).dueAt).toEqual(at('2026-10-21 09:00'));
  });
});
