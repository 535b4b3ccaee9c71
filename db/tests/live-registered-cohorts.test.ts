// The course page asks which of a course's groups the signed-in user is registered in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLiveRegisteredCohortIds } from '../src/queries/index.ts';
import { createTestDb, makeCohort, makeCourse, makeParticipant, makeStudent } from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('listLiveRegisteredCohortIds', () => {
  it("lists the user's live registrations in the course's groups, not cancelled ones, other courses' or other users'", async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    const [registered, completed, canceled, notRegistered] = await Promise.all(
      [1, 2, 3, 4].map(() => makeCohort(db, { courseId: course.id, teacherUserIds: [] })),
    );
    const elsewhere = await makeCohort(db, { teacherUserIds: [] });
    const { user } = await makeStudent(db);
    const { user: someoneElse } = await makeStudent(db);
    await makeParticipant(db, { userId: user.id, cohortId: registered!.id });
    await makeParticipant(db, { userId: user.id, cohortId: completed!.id, status: 'COMPLETED' });
    await makeParticipant(db, { userId: user.id, cohortId: canceled!.id, status: 'CANCELED' });
    await makeParticipant(db, { userId: user.id, cohortId: elsewhere.id });
    await makeParticipant(db, { userId: someoneElse.id, cohortId: notRegistered!.id });

    const ids = await listLiveRegisteredCohortIds(db, { userId: user.id, courseId: course.id });
    expect(ids.sort((a, b) => a - b)).toEqual([registered!.id, completed!.id].sort((a, b) => a - b));
  });
});
