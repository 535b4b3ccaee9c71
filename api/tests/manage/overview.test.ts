// Issue 29 item 7: the admin overview (GET /api/v1/manage/overview) against hand-counted numbers at a fixed
// clock — registrations and money by Tallinn week, seat fill of running and upcoming cohorts with those at
// risk, the students needing attention (3 weeks after the end without a result), the outbox by kind and
// state, the integrations — and only for admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, integrationSyncs, outbox } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, makeInvoice, makeParticipant } from '@valik/db/testing';
import type { OverviewDto } from '@valik/domain/contracts';
import { addTallinnDays, startOfWeek } from '@valik/domain';
import { createTestApp, type TestApp } from '../helpers.ts';
import { getJson, signedIn, type Session } from './manage-helpers.ts';

// The clock stands still at the test's start (a session lives 3 idle days, so the clock stays near the real
// one); every instant is placed from it and from this week's Monday 00:00 Tallinn.
const NOW = new Date();
const THIS_MONDAY = startOfWeek(NOW);
const mondayPlus = (minutes: number) => new Date(THIS_MONDAY.getTime() + minutes * 60_000);
const LAST_FRIDAY = addTallinnDays(THIS_MONDAY, -3);

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ listenOutbox: false });
  t.deps.clock = () => NOW;
  admin = await signedIn(t);
});
afterAll(() => t.close());
const db = () => t.deps.db;
const days = (n: number) => daysFromNow(n, NOW);

async function participants(cohortId: number, n: number, over: Parameters<typeof makeParticipant>[1] = {}) {
  return Promise.all(Array.from({ length: n }, () => makeParticipant(db(), { cohortId, createdAt: addTallinnDays(THIS_MONDAY, -400), ...over })));
}

describe('the admin overview', () => {
  it('counts registrations, money, seats, risks, attention, the outbox and integrations', async () => {
    const course = await makeCourse(db(), { name: 'Keemia alused' });
    const c = (over: Parameters<typeof makeCohort>[1]) => makeCohort(db(), { courseId: course.id, ...over });
    const running = await c({ name: 'kevad 2031', startDate: days(-10), endDate: days(30), size: 10, minSize: 4, status: 'IN_PROGRESS' });
    const belowMin = await c({ name: 'Keemia alused · märts', startDate: days(5), endDate: days(40), size: 20, minSize: 6 });
    const lowFill = await c({ name: 'märts B', startDate: days(13), endDate: days(50), size: 20, minSize: 4 });
    const later = await c({ name: 'mai', startDate: days(30), endDate: days(60), size: 20, minSize: 6 });
    const draft = await c({ startDate: days(3), endDate: days(40), status: 'DRAFT' });
    const canceled = await c({ startDate: days(3), endDate: days(40), status: 'CANCELED' });
    const endedLong = await c({ name: 'sügis 2030', startDate: days(-90), endDate: days(-25), status: 'COMPLETED' });
    const endedRecently = await c({ startDate: days(-90), endDate: days(-20), status: 'COMPLETED' });

    await participants(running.id, 6);
    await participants(running.id, 1, { status: 'CANCELED' });
    await participants(belowMin.id, 3);
    await participants(lowFill.id, 7);
    await participants(later.id, 1);
    const [forgotten] = await participants(endedLong.id, 1, { status: 'IN_PROGRESS' });
    await participants(endedLong.id, 2, { status: 'COMPLETED' });
    await participants(endedRecently.id, 1, { status: 'AWAITING_RESULT' });

    // registrations: two this week (minutes after Monday 00:00 Tallinn, which is still Sunday in UTC), three
    // (one canceled since) last Friday, one the day before the 12 weeks
    await participants(later.id, 1, { createdAt: mondayPlus(1) });
    await participants(later.id, 1, { createdAt: mondayPlus(2) });
    await participants(later.id, 2, { createdAt: LAST_FRIDAY });
    await participants(later.id, 1, { createdAt: LAST_FRIDAY, status: 'CANCELED' });
    await participants(later.id, 1, { createdAt: addTallinnDays(THIS_MONDAY, -7 * 11 - 1) });

    // money: paid this week (from Monday 00:03 Tallinn), last week (Sunday 23:30 Tallinn), before the weeks,
    // unpaid; a credit note this week
    const paid = await makeInvoice(db(), { status: 'PAID', amount: 4900, paidAt: mondayPlus(30) });
    await makeInvoice(db(), { status: 'PAID', amount: 10_000, paidAt: mondayPlus(3) });
    await makeInvoice(db(), { status: 'PAID', amount: 2500, paidAt: mondayPlus(-30) });
    await makeInvoice(db(), { status: 'PAID', amount: 99_900, paidAt: addTallinnDays(THIS_MONDAY, -7 * 11 - 1) });
    await makeInvoice(db(), { status: 'UNPAID', amount: 7700 });
    await db().insert(creditNotes).values({ number: 'KR-2031-000001', invoiceId: paid.id, amount: 4900, reason: 'CANCELED', createdAt: mondayPlus(4) });

    await db().insert(outbox).values([
      { kind: 'MAIL', status: 'PENDING', attempts: 0, createdAt: days(-1) },
      { kind: 'MAIL', status: 'PENDING', attempts: 0, createdAt: days(-3) },
      { kind: 'MAIL', status: 'PENDING', attempts: 2, lastError: 'timeout', createdAt: days(-2) },
      { kind: 'MAIL', status: 'DEAD', attempts: 8, lastError: 'bounced', createdAt: days(-5) },
      { kind: 'DISCORD_SYNC', status: 'DEAD', attempts: 8, lastError: 'Missing Access', createdAt: days(-4) },
      { kind: 'MAIL', status: 'DELIVERED', attempts: 1, createdAt: days(-1) },
      { kind: 'REFUND', status: 'DISCARDED', attempts: 8, createdAt: days(-1) },
    ]);
    await db().insert(integrationSyncs).values([
      { cohortId: running.id, kind: 'DISCORD', lastSuccessAt: days(-1) },
      { cohortId: belowMin.id, kind: 'DISCORD', lastError: 'Missing Access', lastErrorAt: days(-1), failures: 3 },
      { cohortId: running.id, kind: 'LMS', lastSuccessAt: days(-2) },
    ]);

    const res = await getJson<{ data: OverviewDto }>(t, admin, '/api/v1/manage/overview');
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.generated_at).toBe(NOW.toISOString());

    expect(o.weeks).toHaveLength(12);
    expect(o.weeks[11]?.start).toBe(THIS_MONDAY.toISOString());
    expect(o.weeks[0]?.start).toBe(addTallinnDays(THIS_MONDAY, -7 * 11).toISOString());
    expect(o.weeks.map((w) => w.registrations)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2]);
    expect(o.weeks[10]?.canceled).toBe(1);
    expect(o.weeks.map((w) => w.paid_cents)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2500, 14_900]);
    expect(o.weeks[11]?.credited_cents).toBe(4900);

    // running and upcoming, by start; no draft, canceled or ended one
    const ids = o.cohorts.map((x) => x.id);
    expect(ids).toEqual([running.id, belowMin.id, lowFill.id, later.id]);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(canceled.id);
    const byId = new Map(o.cohorts.map((x) => [x.id, x]));
    expect(byId.get(running.id)).toMatchObject({ display_name: 'Keemia alused · kevad 2031', running: true, seats_taken: 6, size: 10, fill_percent: 60, at_risk: null });
    expect(byId.get(belowMin.id)).toMatchObject({ display_name: 'Keemia alused · märts', running: false, seats_taken: 3, fill_percent: 15, at_risk: 'BELOW_MIN_SIZE', at_risk_minimum: 8 });
    expect(byId.get(lowFill.id)).toMatchObject({ seats_taken: 7, at_risk: 'LOW_FILL', at_risk_minimum: 8 });
    expect(byId.get(later.id)).toMatchObject({ seats_taken: 6, at_risk: null });
    expect(o.at_risk).toEqual({ days_before_start: 14, min_fill_share: 0.4 });

    expect(o.attention.total).toBe(1);
    expect(o.attention.shown).toEqual([
      expect.objectContaining({ participant_id: forgotten?.id, cohort_id: endedLong.id, cohort_display_name: 'Keemia alused · sügis 2030', status: 'IN_PROGRESS' }),
    ]);

    expect(o.outbox).toEqual([
      { kind: 'DISCORD_SYNC', pending: 0, retrying: 0, dead: 1, oldest: days(-4).toISOString() },
      { kind: 'MAIL', pending: 2, retrying: 1, dead: 1, oldest: days(-5).toISOString() },
    ]);
    expect(o.integrations).toEqual([
      { kind: 'DISCORD', cohorts: 2, failing: 1, last_success_at: days(-1).toISOString(), last_error_at: days(-1).toISOString() },
      { kind: 'LMS', cohorts: 1, failing: 0, last_success_at: days(-2).toISOString(), last_error_at: null },
    ]);
  });

  it('is for admins only', async () => {
    for (const role of ['STUDENT', 'TEACHER', 'SCHOOL_REP'] as const) {
      const res = await getJson(t, await signedIn(t, role), '/api/v1/manage/overview');
      expect(res.status, role).toBe(403);
    }
    expect((await getJson(t, null, '/api/v1/manage/overview')).status).toBe(401);
  });
});
