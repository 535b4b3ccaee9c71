import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listManageCohorts, listManageParticipants, listManageUsers } from '../src/queries/manage/index.ts';
import { users } from '../src/schema/index.ts';
import {
  createTestDb,
  daysFromNow,
  makeCohort,
  makeParticipant,
  makeProgress,
  makeSchool,
  makeSchoolRep,
  makeStudent,
  makeTeacher,
  makeUser,
  type TestDb,
} from '../src/testing/index.ts';

// The console's lists fetch a page's ids first (sort keys only) and then the rows of those ids
// (queries/manage: users, cohorts, participants; issue 16 item 4). These tests hold that the two steps
// give the rows of one query: the same order on every page, no row lost or repeated between pages, the
// same total, and the filters that moved into `= ANY(ARRAY(...))` still choose the same rows.
let t: TestDb;
let schoolId: number;
let otherSchoolId: number;
const tag = `Pagetest${Date.now()}`;

beforeAll(async () => {
  t = await createTestDb();
  schoolId = (await makeSchool(t.db, { name: `${tag} kool` })).id;
  otherSchoolId = (await makeSchool(t.db)).id;
  // same last names on purpose: ties are broken by id
  const names = ['Tamm', 'Saar', 'Kask', 'Tamm', 'Mägi', 'Saar', 'Ilves'];
  const cohortA = await makeCohort(t.db, { name: `${tag} A`, startDate: daysFromNow(10), endDate: daysFromNow(60) });
  const cohortB = await makeCohort(t.db, { name: `${tag} B`, startDate: daysFromNow(-5), endDate: daysFromNow(40) });
  const cohortC = await makeCohort(t.db, { name: `${tag} C`, startDate: daysFromNow(30), endDate: daysFromNow(90) });
  for (const [i, name] of names.entries()) {
    const { user } = await makeStudent(t.db, { firstName: tag, lastName: name, schoolId: i % 3 === 2 ? otherSchoolId : schoolId });
    for (const cohort of i % 2 ? [cohortA, cohortC] : [cohortB]) {
      const p = await makeParticipant(t.db, { userId: user.id, cohortId: cohort.id });
      await makeProgress(t.db, { cohortParticipantId: p.id, progressPercent: (i * 17) % 100 });
    }
  }
  await makeSchoolRep(t.db, { firstName: tag, lastName: 'Rebane', schoolId });
  await makeTeacher(t.db, { firstName: tag, lastName: 'Lepik', schoolId });
  const gone = await makeUser(t.db, { firstName: tag, lastName: 'Kustutatud' });
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
});
afterAll(async () => t.close());

/** Every page of `size` rows, concatenated. */
async function allPages<R>(size: number, list: (offset: number, limit: number) => Promise<{ rows: R[]; total: number }>) {
  const whole = await list(0, 1000);
  const paged: R[] = [];
  for (let offset = 0; offset < whole.total; offset += size) {
    const page = await list(offset, size);
    expect(page.total).toBe(whole.total);
    paged.push(...page.rows);
  }
  return { whole, paged };
}

describe('the user list, ids first', () => {
  it('pages by last name (ties by id) in both directions like one query, without deleted accounts', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const { whole, paged } = await allPages(2, (offset, limit) =>
        listManageUsers(t.db, { filter: { q: tag }, sort: { field: 'lastName', order }, offset, limit }),
      );
      expect(whole.total).toBe(9); // 7 students, a representative, a teacher; not the deleted one
      expect(paged.map((u) => u.id)).toEqual(whole.rows.map((u) => u.id));
      const keys = whole.rows.map((u) => [u.lastName, u.id] as const);
      const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
      expect(keys).toEqual(order === 'ASC' ? sorted : sorted.reverse());
      expect(whole.rows.some((u) => u.lastName === 'Kustutatud')).toBe(false);
      // the per-row extras arrive with the rows of the second step
      const student = whole.rows.find((u) => u.role === 'STUDENT' && u.registrationCount === 2);
      expect(student?.schoolNames.length).toBe(1);
    }
  });

  it("lists a school's representatives, students and teachers, and only them", async () => {
    const page = await listManageUsers(t.db, { filter: { schoolId }, sort: { field: 'lastName', order: 'ASC' }, offset: 0, limit: 50 });
    expect(page.total).toBe(page.rows.length);
    expect(page.rows.map((u) => u.lastName)).toEqual(['Ilves', 'Lepik', 'Mägi', 'Rebane', 'Saar', 'Tamm', 'Tamm']);
    expect(page.rows.every((u) => u.schoolNames.includes(`${tag} kool`))).toBe(true);
  });

  it('walks the partial sort index for a page (deleted accounts are not in it)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await tx.execute(
        sql.raw(`EXPLAIN SELECT id FROM users WHERE deleted_at IS NULL ORDER BY last_name, id LIMIT 25 OFFSET 50`),
      );
      const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
      return (list as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_live_last_name_id_idx');
  });
});

describe('the registrations list, ids first', () => {
  it('pages by cohort start, last name and progress like one query', async () => {
    for (const field of ['cohortStart', 'lastName', 'progress', 'createdAt'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const { whole, paged } = await allPages(3, (offset, limit) =>
          listManageParticipants(t.db, { filter: { q: tag }, sort: { field, order }, offset, limit }),
        );
        expect(whole.total).toBe(10);
        expect(paged.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
        expect(new Set(paged.map((r) => r.id)).size).toBe(10);
      }
    }
    const byStart = await listManageParticipants(t.db, { filter: { q: tag }, sort: { field: 'cohortStart', order: 'DESC' }, offset: 0, limit: 50 });
    const starts = byStart.rows.map((r) => r.cohortStartDate.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(byStart.rows[0]).toMatchObject({ firstName: tag, cohortName: `${tag} C` });
    expect(byStart.rows[0]?.progressPercent).not.toBeNull();
  });

  it("lists the registrations of a school's students only", async () => {
    const page = await listManageParticipants(t.db, { filter: { schoolId }, sort: { field: 'cohortStart', order: 'DESC' }, offset: 0, limit: 50 });
    // students 0, 1, 3, 4, 6 are the school's: 1 + 2 + 2 + 1 + 1 registrations
    expect(page.total).toBe(7);
    expect(page.rows).toHaveLength(7);
    expect(page.rows.every((r) => r.schoolId === schoolId)).toBe(true);
  });
});

describe('the cohort list, ids first', () => {
  it('pages by next start like one query, with seat counts on every page', async () => {
    const { whole, paged } = await allPages(1, (offset, limit) =>
      listManageCohorts(t.db, { filter: { q: tag }, sort: { field: 'nextStart', order: 'ASC' }, offset, limit }),
    );
    expect(whole.total).toBe(3);
    expect(paged.map((c) => c.id)).toEqual(whole.rows.map((c) => c.id));
    expect(paged.map((c) => [c.name, c.seatsTaken])).toEqual(whole.rows.map((c) => [c.name, c.seatsTaken]));
    // running B first (its next class), then A and C by start date
    expect(whole.rows.map((c) => c.name)).toEqual([`${tag} B`, `${tag} A`, `${tag} C`]);
    expect(whole.rows.map((c) => c.seatsTaken)).toEqual([4, 3, 3]);
  });
});
