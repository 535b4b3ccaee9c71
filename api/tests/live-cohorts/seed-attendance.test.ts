// The demo's class sessions follow the same rule as the API's session sync (issue 29 item 2): the seed plans
// every class with its own Tallinn calendar (the db package cannot use @valik/domain), and this checks the
// two agree for every planned cohort across the daylight-saving changes, so the sync, run on a seeded
// database, neither adds a class nor drops one. The demo then shows real "attended of held" numbers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions, sessionAttendance } from '@valik/db/schema';
import { buildPlan, seed } from '@valik/db/seed';
import { createTestDb, rowsWhere, type TestDb } from '@valik/db/testing';
import { cohortClassStarts } from '@valik/domain';
import { syncSessions } from '../../src/attendance/sync-sessions.ts';

// two "nows" on either side of a clock change, so planned cohorts span both
const NOWS = [new Date('2026-03-10T10:00:00Z'), new Date('2026-10-20T09:00:00Z')];

describe('the demo’s class sessions', () => {
  it.each(NOWS)('are the classes the domain rule gives for every cohort with classes (now %s)', (now) => {
    const plan = buildPlan(now, { production: false });
    const withClasses = plan.cohorts.filter((c) => c.status !== 'DRAFT' && c.status !== 'CANCELED');
    expect(withClasses.length).toBeGreaterThan(10);
    for (const cohort of withClasses) {
      const planned = plan.sessions.filter((s) => s.cohortIndex === cohort.index).map((s) => s.startsAt.toISOString());
      const rule = cohortClassStarts({ startDate: cohort.startDate, endDate: cohort.endDate, classTimes: cohort.classTimes }).map((d) => d.toISOString());
      expect(planned, cohort.name).toEqual(rule);
    }
  });

  describe('on a seeded database', () => {
    const now = NOWS[0] as Date;
    let db: TestDb;
    let uploadsDir: string;
    beforeAll(async () => {
      db = await createTestDb();
      uploadsDir = mkdtempSync(path.join(tmpdir(), 'valik-seed-'));
      await seed(db.db, { now, uploadsDir });
    });
    afterAll(async () => {
      await db.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    });

    it('are kept as they are by the session sync, and most students came to most held classes', async () => {
      const before = (await rowsWhere(db.db, classSessions)).map((s) => s.id).sort();
      await syncSessions(db.db, now);
      expect((await rowsWhere(db.db, classSessions)).map((s) => s.id).sort()).toEqual(before);
      const marks = await rowsWhere(db.db, sessionAttendance);
      const marked = marks.length;
      const present = marks.filter((m) => m.present).length;
      expect(marked).toBeGreaterThan(100);
      expect(present / marked).toBeGreaterThan(0.7);
      expect(present / marked).toBeLessThan(1);
      // the join link only ever marks a student present: an absence in the demo is the teacher's mark
      expect(marks.filter((m) => !m.present && m.source === 'JOIN')).toEqual([]);
      expect(marks.filter((m) => m.present).every((m) => m.source === 'JOIN')).toBe(true);
    });
  });
});
