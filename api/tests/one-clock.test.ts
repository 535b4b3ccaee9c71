// One clock (issue 25 item 4): the app reads the time through deps.clock only, so a test that gives the app
// its own clock moves everything with it — the catalogue (which had a clock of its own), the jobs (which
// had theirs) and the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeWaitlistEntry, rowWhere } from '@valik/db/testing';
import type { CohortDto } from '@valik/domain/contracts';
import { jobHandlers } from '../src/jobs/index.ts';
import { JOB_NAMES } from '../src/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => now } });
});
afterAll(() => t.close());

describe("the app's clock moves everything", () => {
  it('the catalogue: a badge changes when deps.clock passes the day it changes on, over HTTP, with no invalidation', async () => {
    now = new Date();
    const startDate = daysFromNow(20);
    const cohort = await makeCohort(t.deps.db, { size: 20, startDate, endDate: daysFromNow(60) });
    const badge = async () => {
      const res = await t.app.request(`/api/v1/cohorts?course=${cohort.courseId}`);
      return ((await res.json()) as { data: CohortDto[] }).data.find((c) => c.id === cohort.id)?.badge;
    };
    expect(await badge()).toBe('REGISTRATION_OPEN');
    now = daysFromNow(-3, startDate);
    expect(await badge()).toBe('STARTING_SOON');
  });

  it('a job: the offer expiry job expires an offer only once deps.clock has passed its end, and offers the seat on', async () => {
    now = new Date();
    const cohort = await makeCohort(t.deps.db, { size: 1, startDate: daysFromNow(20) });
    const offered = await makeWaitlistEntry(t.deps.db, { cohortId: cohort.id, status: 'OFFERED', offeredAt: now, offerExpiresAt: daysFromNow(1), joinedAt: daysFromNow(-2) });
    const next = await makeWaitlistEntry(t.deps.db, { cohortId: cohort.id, status: 'WAITING', joinedAt: daysFromNow(-1) });
    const expire = () => jobHandlers(t.deps)[JOB_NAMES.waitlistOfferExpiry]({ cohortId: cohort.id });

    await expire();
    expect((await rowWhere(t.deps.db, waitlistEntries, { id: offered.id }))?.status).toBe('OFFERED');
    now = daysFromNow(2);
    await expire();
    await t.deps.tasks.idle();
    expect((await rowWhere(t.deps.db, waitlistEntries, { id: offered.id }))?.status).toBe('EXPIRED');
    expect(await rowWhere(t.deps.db, waitlistEntries, { id: next.id })).toMatchObject({ status: 'OFFERED', offeredAt: now });
  });
});
