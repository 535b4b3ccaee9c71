// CSV exports read as a person reads them (issue 18 item 12): class times as weekday and time, instants as
// dd.MM.yyyy HH:mm in Tallinn; never JSON objects or UTC ISO strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCohort } from '@valik/db/testing';
import { readableCell } from '../../src/routes/manage/csv.ts';
import { createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readable CSV cells', () => {
  it('writes class times and instants for people, in the reader\'s language', () => {
    expect(readableCell([{ day: 2, hour: 16, minute: 0 }, { day: 4, hour: 17, minute: 30 }], 'et')).toBe('teisipäev 16:00, neljapäev 17:30');
    expect(readableCell({ day: 7, hour: 9, minute: 5 }, 'en')).toBe('Sunday 09:05');
    expect(readableCell('2026-12-31T22:30:00.000Z', 'et')).toBe('01.01.2027 00:30');
    expect(readableCell('Sügisgrupp', 'et')).toBe('Sügisgrupp');
    expect(readableCell(42, 'et')).toBe(42);
  });

  it('the console\'s cohort export has no JSON and no UTC instant in it', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const cohort = await makeCohort(t.deps.db, { onlineClassTimes: [{ day: 2, hour: 16, minute: 0 }] });
    const res = await t.app.request(`/api/v1/manage/cohorts/export?filter=${encodeURIComponent(JSON.stringify({ id: [cohort.id] }))}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('teisipäev 16:00');
    expect(text).not.toMatch(/"day"|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
