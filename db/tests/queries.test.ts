// Catalogue and session-user queries return what the public site and the session need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countSeatsTaken,
  countSeatsTakenIn,
  getApprovedCourseBySlug,
  getUserByAuthId,
  getUserByEmail,
  getUserById,
  listApprovedCourses,
  listCohortsForCourse,
  listSchools,
  listUpcomingCohorts,
} from '../src/queries/index.ts';
import { authUsers } from '../src/schema/index.ts';
import {
  createTestDb,
  daysFromNow,
  makeCheckout,
  makeCohort,
  makeCourse,
  makeParticipant,
  makePromotionCode,
  makeSchool,
  makeSchoolRep,
  makeStudent,
  makeSubscription,
  makeTeacher,
  makeUser,
  makeWaitlistEntry,
} from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('listApprovedCourses', () => {
  it('lists only approved courses, filtered by category, language and text', async () => {
    const { db } = testDb;
    const tag = `f${Date.now()}`;
    const approved = await makeCourse(db, { name: `Robootika ${tag}`, categories: ['TECHNOLOGY', 'POPULAR'], language: 'et' });
    await makeCourse(db, { name: `Mustand ${tag}`, status: 'DRAFT' });
    const english = await makeCourse(db, { name: `Money ${tag}`, categories: ['BUSINESS_AND_FINANCE'], language: 'en' });

    const all = await listApprovedCourses(db, { q: tag });
    expect(all.map((c) => c.id).sort()).toEqual([approved.id, english.id].sort());
    expect((await listApprovedCourses(db, { q: tag, category: 'POPULAR' })).map((c) => c.id)).toEqual([approved.id]);
    expect((await listApprovedCourses(db, { q: tag, language: 'en' })).map((c) => c.id)).toEqual([english.id]);
    expect(await listApprovedCourses(db, { q: `${tag}%_nothing` })).toEqual([]);
  });

  it('puts courses with the soonest next cohort first and ignores hidden or ended cohorts', async () => {
    const { db } = testDb;
    const tag = `s${Date.now()}`;
    const later = await makeCourse(db, { name: `A ${tag}` });
    const sooner = await makeCourse(db, { name: `B ${tag}` });
    const none = await makeCourse(db, { name: `C ${tag}` });
    await makeCohort(db, { courseId: later.id, startDate: daysFromNow(30) });
    const soon = await makeCohort(db, { courseId: sooner.id, startDate: daysFromNow(5) });
    await makeCohort(db, { courseId: none.id, startDate: daysFromNow(2), status: 'DRAFT' });
    await makeCohort(db, { courseId: none.id, startDate: daysFromNow(-90), endDate: daysFromNow(-50) });

    const rows = await listApprovedCourses(db, { q: tag });
    expect(rows.map((r) => r.id)).toEqual([sooner.id, later.id, none.id]);
    expect(rows[0]?.nextStartDate).toEqual(soon.startDate);
    expect(rows[2]?.nextStartDate).toBeNull();
  });
});

describe('getApprovedCourseBySlug', () => {
  it('returns the course with the teachers of its public cohorts', async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    const { user: teacher } = await makeTeacher(db, { lastName: 'Tamm', teacher: { shortDescription: 'Füüsik' } });
    await makeCohort(db, { courseId: course.id, teacherUserIds: [teacher.id] });
    await makeCohort(db, { courseId: course.id, teacherUserIds: [teacher.id] });
    const { user: hidden } = await makeTeacher(db);
    await makeCohort(db, { courseId: course.id, teacherUserIds: [hidden.id], status: 'DRAFT' });

    const found = await getApprovedCourseBySlug(db, { slug: course.slug });
    expect(found?.id).toBe(course.id);
    expect(found?.teachers).toEqual([
      { id: teacher.id, firstName: teacher.firstName, lastName: 'Tamm', shortDescription: 'Füüsik', avatar: null },
    ]);
  });

  it('returns null for a draft or unknown slug', async () => {
    const { db } = testDb;
    const draft = await makeCourse(db, { status: 'IN_REVIEW' });
    expect(await getApprovedCourseBySlug(db, { slug: draft.slug })).toBeNull();
    expect(await getApprovedCourseBySlug(db, { slug: 'no-such-course' })).toBeNull();
  });
});

describe('the one seat rule (countSeatsTaken)', () => {
  const now = new Date();
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('counts every registration except canceled ones as a taken seat', async () => {
    const { db } = testDb;
    const cohort = await makeCohort(db, { size: 3 });
    await makeParticipant(db, { cohortId: cohort.id });
    await makeParticipant(db, { cohortId: cohort.id, status: 'COMPLETED' });
    await makeParticipant(db, { cohortId: cohort.id, status: 'CANCELED' });
    expect(await countSeatsTakenIn(db, { cohortId: cohort.id, now })).toBe(2);
  });

  it('counts open waitlist offers until their expiry instant and open payment holds until theirs', async () => {
    const { db } = testDb;
    const cohort = await makeCohort(db, { size: 10 });
    await makeParticipant(db, { cohortId: cohort.id });
    await makeWaitlistEntry(db, { cohortId: cohort.id, status: 'OFFERED', offeredAt: now, offerExpiresAt: now });
    await makeWaitlistEntry(db, { cohortId: cohort.id, status: 'OFFERED', offeredAt: later(-60), offerExpiresAt: later(-1) });
    await makeWaitlistEntry(db, { cohortId: cohort.id }); // waiting in line holds nothing
    await makeCheckout(db, { cohortId: cohort.id, expiresAt: later(30) });
    await makeCheckout(db, { cohortId: cohort.id, status: 'PROCESSING', expiresAt: later(60 * 24) });
    await makeCheckout(db, { cohortId: cohort.id, expiresAt: now }); // the hold ends at its expiry
    await makeCheckout(db, { cohortId: cohort.id, status: 'FAILED', expiresAt: later(30) });
    await makeCheckout(db, { cohortId: cohort.id, purpose: 'INVOICE', expiresAt: later(30) }); // its registration holds the seat
    // one registration, one open offer (open up to and including its expiry), an OPEN and a PROCESSING hold
    expect(await countSeatsTakenIn(db, { cohortId: cohort.id, now })).toBe(4);
  });

  it('leaves out the deciding student’s own offer and hold, never anyone else’s', async () => {
    const { db } = testDb;
    const cohort = await makeCohort(db, { size: 10 });
    const me = (await makeStudent(db)).user.id;
    await makeWaitlistEntry(db, { cohortId: cohort.id, userId: me, status: 'OFFERED', offeredAt: now, offerExpiresAt: later(60) });
    await makeCheckout(db, { cohortId: cohort.id, userId: me, expiresAt: later(30) });
    await makeCheckout(db, { cohortId: cohort.id, expiresAt: later(30) });
    expect(await countSeatsTakenIn(db, { cohortId: cohort.id, now })).toBe(3);
    expect(await countSeatsTakenIn(db, { cohortId: cohort.id, now, exceptUserId: me })).toBe(1);
  });

  it('counts seats per cohort, not across cohorts (correlated subquery binds to the outer row)', async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    const busy = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(3) });
    const empty = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(4) });
    for (let i = 0; i < 3; i++) await makeParticipant(db, { cohortId: busy.id });
    await makeCheckout(db, { cohortId: busy.id });
    const counts = await countSeatsTaken(db, { cohortIds: [busy.id, empty.id, 2_000_000_000], now });
    expect([...counts]).toEqual([
      [busy.id, 4],
      [empty.id, 0],
      [2_000_000_000, 0],
    ]);
  });
});

describe('cohort lists', () => {
  it('lists a course’s public cohorts with their teachers and class times', async () => {
    const { db } = testDb;
    const cohort = await makeCohort(db, { size: 3 });
    const [row] = await listCohortsForCourse(db, { courseId: cohort.courseId });
    expect(row).toMatchObject({ id: cohort.id, size: 3 });
    expect(row?.teachers.map((t) => t.id)).toEqual(cohort.teacherUserIds);
    expect(row?.onlineClassTimes).toEqual([
      { day: 1, hour: 17, minute: 0 },
      { day: 3, hour: 17, minute: 0 },
    ]);
  });

  it('gives each course its own next start date (correlated subquery binds to the outer row)', async () => {
    const { db } = testDb;
    const tag = `n${Date.now()}`;
    const a = await makeCourse(db, { name: `A ${tag}` });
    const b = await makeCourse(db, { name: `B ${tag}` });
    const bFirst = await makeCohort(db, { courseId: b.id, startDate: daysFromNow(40) });
    for (let i = 1; i < 3; i++) await makeCohort(db, { courseId: b.id, startDate: daysFromNow(40 + i) });
    const aCohort = await makeCohort(db, { courseId: a.id, startDate: daysFromNow(10) });
    const rows = await listApprovedCourses(db, { q: tag });
    expect(rows.map((r) => [r.id, r.nextStartDate?.toISOString()])).toEqual([
      [a.id, aCohort.startDate.toISOString()],
      [b.id, bFirst.startDate.toISOString()],
    ]);
    const detail = await getApprovedCourseBySlug(db, { slug: a.slug });
    expect(detail?.nextStartDate).toEqual(aCohort.startDate);
  });

  it('lists a course’s public, unfinished cohorts by start date, running ones included', async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    const running = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(-7), status: 'IN_PROGRESS' });
    const next = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(20) });
    await makeCohort(db, { courseId: course.id, status: 'CANCELED' });
    await makeCohort(db, { courseId: course.id, startDate: daysFromNow(-100), endDate: daysFromNow(-60), status: 'COMPLETED' });

    const rows = await listCohortsForCourse(db, { courseId: course.id });
    expect(rows.map((r) => r.id)).toEqual([running.id, next.id]);
  });

  it('lists upcoming cohorts of approved courses, soonest first, with the course name and slug', async () => {
    const now = daysFromNow(365 * 5); // a window no other test in this file writes to
    const { db } = testDb;
    const course = await makeCourse(db);
    const draftCourse = await makeCourse(db, { status: 'DRAFT' });
    const second = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(9, now) });
    const first = await makeCohort(db, { courseId: course.id, startDate: daysFromNow(3, now) });
    await makeCohort(db, { courseId: course.id, startDate: daysFromNow(-3, now), status: 'IN_PROGRESS' });
    await makeCohort(db, { courseId: draftCourse.id, startDate: daysFromNow(4, now) });
    await makeCohort(db, { courseId: course.id, startDate: daysFromNow(30, now) });

    const rows = await listUpcomingCohorts(db, { limit: 2, now });
    expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(rows[0]).toMatchObject({ courseSlug: course.slug, courseName: course.name });
  });
});

describe('schools and users', () => {
  it('lists schools by name', async () => {
    const { db } = testDb;
    const b = await makeSchool(db, { name: 'ÖÖ kool zz' });
    const a = await makeSchool(db, { name: 'AAA kool', country: 'FI' });
    const rows = await listSchools(db);
    expect(rows[0]).toEqual({ id: a.id, name: 'AAA kool', country: 'FI' });
    expect(rows.map((r) => r.id)).toContain(b.id);
  });

  it('finds a user by auth id and by e-mail in any case', async () => {
    const { db } = testDb;
    await db.insert(authUsers).values({ id: 'auth-abc', name: 'Kati Karu', email: 'kati@example.test' });
    const user = await makeUser(db, { authId: 'auth-abc', email: 'Kati@Example.test' });
    expect((await getUserByAuthId(db, { authId: 'auth-abc' }))?.id).toBe(user.id);
    expect((await getUserByEmail(db, { email: 'KATI@example.TEST' }))?.id).toBe(user.id);
    expect(await getUserByAuthId(db, { authId: 'nobody' })).toBeNull();
  });

  it('returns the session user with profile, school, promotion code and subscription', async () => {
    const { db } = testDb;
    const school = await makeSchool(db, { paymentConditionText: 'Kool maksab', seatPrice: 3900 });
    const { user } = await makeStudent(db, { schoolId: school.id, student: { lwUserId: 'lw-1', favoritedCourses: [3, 5] } });
    await makePromotionCode(db, { userId: user.id, name: `KATI${user.id}`, redeemedUserIds: [10, 11] });
    await makeSubscription(db, { userId: user.id, active: false, type: 'SINGLE_PASS' });
    const active = await makeSubscription(db, { userId: user.id, type: 'MULTI_PASS' });

    const row = await getUserById(db, { id: user.id });
    expect(row).toMatchObject({
      id: user.id,
      role: 'STUDENT',
      student: { lwUserId: 'lw-1', favoritedCourses: [3, 5], schoolId: school.id },
      teacher: null,
      school: { id: school.id, name: school.name, paymentConditionText: 'Kool maksab', seatPrice: 3900 },
      promotionCode: { name: `KATI${user.id}`, timesRedeemed: 2 },
      subscription: { id: active.id, type: 'MULTI_PASS', active: true },
    });
    expect(await getUserById(db, { id: 2_000_000_000 })).toBeNull();
  });

  it('gives a school representative their school', async () => {
    const { db } = testDb;
    const { user, school } = await makeSchoolRep(db);
    const row = await getUserById(db, { id: user.id });
    expect(row?.school?.id).toBe(school.id);
    expect(row?.student).toBeNull();
    expect(row?.promotionCode).toBeNull();
    expect(row?.subscription).toBeNull();
  });
});
