// The row helpers tests use instead of SQL: a match is a partial row (null = IS NULL), all of it must hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, invoices, queueMessages, users } from '../src/schema/index.ts';
import {
  countWhere,
  createTestDb,
  deleteWhere,
  failFirstActivityInsert,
  invoiceNumbersStartingWith,
  liveParticipantsWhere,
  makeCohort,
  makeInvoice,
  makeParticipant,
  makeUser,
  queueMessagesWithMetadata,
  rowsWhere,
  rowWhere,
  tablesReferencingId,
  updateWhere,
} from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('rowsWhere / rowWhere / countWhere', () => {
  it('returns the rows where every column of the match holds, null meaning IS NULL', async () => {
    const { db } = testDb;
    const a = await makeUser(db, { firstName: 'Mari', classroomEmail: null });
    const b = await makeUser(db, { firstName: 'Mari', classroomEmail: 'mari@kool.test' });
    await makeUser(db, { firstName: 'Jüri', classroomEmail: null });

    expect((await rowsWhere(db, users, { firstName: 'Mari' }, { orderBy: 'id' })).map((u) => u.id)).toEqual([a.id, b.id]);
    expect((await rowsWhere(db, users, { firstName: 'Mari', classroomEmail: null })).map((u) => u.id)).toEqual([a.id]);
    expect(await countWhere(db, users, { firstName: 'Mari' })).toBe(2);
    expect(await countWhere(db, users)).toBe((await rowsWhere(db, users)).length);
    expect((await rowWhere(db, users, { id: b.id }))?.classroomEmail).toBe('mari@kool.test');
    expect(await rowWhere(db, users, { id: -1 })).toBeUndefined();
  });

  it('refuses what would silently match more than meant', async () => {
    const { db } = testDb;
    await makeUser(db, { lastName: 'Kaksik' });
    await makeUser(db, { lastName: 'Kaksik' });
    await expect(rowWhere(db, users, { lastName: 'Kaksik' })).rejects.toThrow(/2 rows match/);
    await expect(rowsWhere(db, users, { id: undefined })).rejects.toThrow(/match.id is undefined/);
    await expect(updateWhere(db, users, {}, { firstName: 'Kõik' })).rejects.toThrow(/needs a match/);
    await expect(deleteWhere(db, users, {})).rejects.toThrow(/needs a match/);
  });
});

describe('updateWhere / deleteWhere', () => {
  it('change only the matching rows and say how many', async () => {
    const { db } = testDb;
    const a = await makeUser(db, { lastName: 'Muuda' });
    const b = await makeUser(db, { lastName: 'Jäta' });
    expect(await updateWhere(db, users, { id: a.id }, { language: 'en', classroomEmail: null })).toBe(1);
    expect(await rowWhere(db, users, { id: a.id })).toMatchObject({ language: 'en', classroomEmail: null });
    expect((await rowWhere(db, users, { id: b.id }))?.language).toBe(b.language);
    expect(await deleteWhere(db, users, { id: a.id })).toBe(1);
    expect(await countWhere(db, users, { id: a.id })).toBe(0);
    expect(await countWhere(db, users, { id: b.id })).toBe(1);
  });

  it('save Russian as an interface language (migration ui-language-russian)', async () => {
    const { db } = testDb;
    const user = await makeUser(db, { lastName: 'Иванова' });
    expect(await updateWhere(db, users, { id: user.id }, { language: 'ru' })).toBe(1);
    expect(await rowWhere(db, users, { id: user.id })).toMatchObject({ language: 'ru', lastName: 'Иванова' });
  });

  it('work inside a transaction', async () => {
    const { db } = testDb;
    const a = await makeUser(db, { lastName: 'Tagasi' });
    await db
      .transaction(async (tx) => {
        await updateWhere(tx, users, { id: a.id }, { lastName: 'Muudetud' });
        expect((await rowWhere(tx, users, { id: a.id }))?.lastName).toBe('Muudetud');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await rowWhere(db, users, { id: a.id }))?.lastName).toBe('Tagasi');
  });
});

describe('the named queries', () => {
  it('liveParticipantsWhere leaves out the canceled', async () => {
    const { db } = testDb;
    const cohort = await makeCohort(db);
    const live = await makeParticipant(db, { cohortId: cohort.id });
    await makeParticipant(db, { cohortId: cohort.id, status: 'CANCELED' });
    expect((await liveParticipantsWhere(db, { cohortId: cohort.id })).map((p) => p.id)).toEqual([live.id]);
    expect(await rowsWhere(db, cohortParticipants, { cohortId: cohort.id })).toHaveLength(2);
  });

  it('invoiceNumbersStartingWith takes the prefix literally', async () => {
    const { db } = testDb;
    await makeInvoice(db, { invoiceId: 'TST-2031-0001' });
    await makeInvoice(db, { invoiceId: 'TST-2031-0002' });
    await makeInvoice(db, { invoiceId: 'TSTX2031-0003' });
    expect((await invoiceNumbersStartingWith(db, 'TST-2031-')).sort()).toEqual(['TST-2031-0001', 'TST-2031-0002']);
    expect(await invoiceNumbersStartingWith(db, 'TST_2031')).toEqual([]);
    expect(await countWhere(db, invoices, { invoiceId: 'TSTX2031-0003' })).toBe(1);
  });

  it('queueMessagesWithMetadata compares the metadata value as text', async () => {
    const { db } = testDb;
    await db.insert(queueMessages).values([
      { messageId: 'rows-test-1', metadata: { checkout_id: 41 } },
      { messageId: 'rows-test-2', metadata: { checkout_id: '41' } },
      { messageId: 'rows-test-3', metadata: { checkout_id: 42 } },
    ]);
    expect(await queueMessagesWithMetadata(db, 'checkout_id', 41)).toHaveLength(2);
    expect(await queueMessagesWithMetadata(db, 'user_id', 41)).toHaveLength(0);
  });

  it('tablesReferencingId reads the foreign keys from the catalogue', async () => {
    const tables = await tablesReferencingId(testDb.db, ['users']);
    expect(tables).toContain('students');
    expect(tables).not.toContain('users');
    expect(tables).toEqual([...tables].sort());
    expect(await tablesReferencingId(testDb.db, ['no_such_table'])).toEqual([]);
  });

  it('failFirstActivityInsert refuses the first insert of that type only, until restored', async () => {
    const { db } = testDb;
    const user = await makeUser(db);
    const restore = await failFirstActivityInsert(db, 'UNENROLL');
    try {
      await expect(db.insert(activityLog).values({ type: 'UNENROLL', userId: user.id })).rejects.toThrow();
      await db.insert(activityLog).values({ type: 'UNENROLL', userId: user.id });
    } finally {
      await restore();
    }
    await db.insert(activityLog).values({ type: 'UNENROLL', userId: user.id });
    expect(await countWhere(db, activityLog, { userId: user.id, type: 'UNENROLL' })).toBe(2);
  });
});
