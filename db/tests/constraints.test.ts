// The invariants the database itself enforces (architecture §3): each refuses bad data.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  cohortParticipants,
  cohorts,
  courses,
  diplomas,
  feedbackSubmissions,
  invoices,
  queueMessages,
  schoolCreditLogs,
  schoolReps,
  schools,
  students,
  users,
} from '../src/schema/index.ts';
import {
  createTestDb,
  daysFromNow,
  makeCohort,
  makeCourse,
  makeInvoice,
  makeParticipant,
  makeProgress,
  makeSchool,
  makeSchoolRep,
  makeStudent,
  makeUser,
} from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';
import { expectViolation } from './helpers.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('registrations', () => {
  it('refuses a second live registration of a user for the same cohort', async () => {
    const { db } = testDb;
    const first = await makeParticipant(db);
    await expectViolation(
      makeParticipant(db, { userId: first.userId, cohortId: first.cohortId, status: 'IN_PROGRESS' }),
      'cohort_participants_live_registration_key',
    );
  });

  it('lets a user register again after a canceled registration', async () => {
    const { db } = testDb;
    const canceled = await makeParticipant(db, { status: 'CANCELED' });
    const again = await makeParticipant(db, { userId: canceled.userId, cohortId: canceled.cohortId });
    expect(again.status).toBe('REGISTERED');
    // and several canceled ones may pile up
    await db.update(cohortParticipants).set({ status: 'CANCELED' }).where(eq(cohortParticipants.id, again.id));
    await makeParticipant(db, { userId: canceled.userId, cohortId: canceled.cohortId, status: 'CANCELED' });
  });

  it('refuses progress outside 0..100 and accepts the bounds', async () => {
    const { db } = testDb;
    await expectViolation(makeProgress(db, { progressPercent: 101 }), 'cohort_progress_percent_range');
    await expectViolation(makeProgress(db, { progressPercent: -1 }), 'cohort_progress_percent_range');
    expect((await makeProgress(db, { progressPercent: 100 })).progressPercent).toBe(100);
    expect((await makeProgress(db, { progressPercent: 0 })).progressPercent).toBe(0);
  });

  it('refuses a second diploma for the same registration', async () => {
    const { db } = testDb;
    const participant = await makeParticipant(db, { status: 'COMPLETED' });
    const diploma = { userId: participant.userId, participantId: participant.id, participantStatus: 'COMPLETED' as const };
    await db.insert(diplomas).values(diploma);
    await expectViolation(db.insert(diplomas).values(diploma), 'diplomas_participant_id_key');
  });

  it('refuses a second feedback submission by a user for the same cohort', async () => {
    const { db } = testDb;
    const participant = await makeParticipant(db);
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, participant.cohortId));
    const row = { userId: participant.userId, cohortId: participant.cohortId, courseId: cohort!.courseId, answers: { course_satisfaction: 9 } };
    await db.insert(feedbackSubmissions).values(row);
    await expectViolation(db.insert(feedbackSubmissions).values(row), 'feedback_submissions_user_id_cohort_id_key');
  });
});

describe('cohorts and courses', () => {
  it('refuses a duplicate course slug', async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    await expectViolation(makeCourse(db, { slug: course.slug }), 'courses_slug_key');
  });

  it('refuses a negative size, a minimum above the maximum and an end before the start', async () => {
    const { db } = testDb;
    const course = await makeCourse(db);
    // A negative size also breaks min_size <= size; PostgreSQL reports whichever check it evaluates first.
    await expectViolation(makeCohort(db, { courseId: course.id, size: -1, minSize: 0 }), [
      'cohorts_size_nonnegative',
      'cohorts_min_size_valid',
    ]);
    await expectViolation(makeCohort(db, { courseId: course.id, size: 5, minSize: 6 }), 'cohorts_min_size_valid');
    await expectViolation(makeCohort(db, { courseId: course.id, minSize: -1 }), 'cohorts_min_size_valid');
    await expectViolation(
      makeCohort(db, { courseId: course.id, startDate: daysFromNow(10), endDate: daysFromNow(9) }),
      'cohorts_dates_ordered',
    );
  });

  it('refuses to delete a cohort that has registrations, or a course that has cohorts', async () => {
    const { db } = testDb;
    const participant = await makeParticipant(db);
    await expectViolation(
      db.delete(cohorts).where(eq(cohorts.id, participant.cohortId)),
      'cohort_participants_cohort_id_cohorts_id_fk',
    );
    const cohort = await makeCohort(db);
    await expectViolation(db.delete(courses).where(eq(courses.id, cohort.courseId)), 'cohorts_course_id_courses_id_fk');
  });
});

describe('money', () => {
  it('refuses negative amounts, prices and seats', async () => {
    const { db } = testDb;
    await expectViolation(makeInvoice(db, { amount: -1 }), 'invoices_amount_nonnegative');
    await expectViolation(makeSchool(db, { seatPrice: -100 }), 'schools_seat_price_nonnegative');
    await expectViolation(makeSchool(db, { prepaidStudentSeats: -1 }), 'schools_prepaid_student_seats_nonnegative');
    const school = await makeSchool(db);
    await expectViolation(
      db.insert(schoolCreditLogs).values({ schoolId: school.id, type: 'DEDUCT', amount: -5 }),
      'school_credit_logs_amount_nonnegative',
    );
  });

  it('refuses a duplicate invoice number', async () => {
    const { db } = testDb;
    const invoice = await makeInvoice(db);
    await expectViolation(makeInvoice(db, { invoiceId: invoice.invoiceId }), 'invoices_invoice_id_key');
  });

  it('refuses a provider event that was already processed (queue_messages.message_id)', async () => {
    const { db } = testDb;
    await db.insert(queueMessages).values({ messageId: 'evt_123', metadata: { type: 'checkout.session.completed' } });
    await expectViolation(db.insert(queueMessages).values({ messageId: 'evt_123' }), 'queue_messages_message_id_key');
  });

  it('keeps invoices and the activity log when their user is deleted', async () => {
    const { db } = testDb;
    const user = await makeUser(db);
    const invoice = await makeInvoice(db, { userId: user.id });
    const [entry] = await db.insert(activityLog).values({ userId: user.id, actorUserId: user.id, type: 'USER_DELETED' }).returning();
    await db.delete(users).where(eq(users.id, user.id));
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept?.userId).toBeNull();
    const [log] = await db.select().from(activityLog).where(eq(activityLog.id, entry!.id));
    expect(log).toMatchObject({ userId: null, actorUserId: null, type: 'USER_DELETED' });
  });
});

describe('people', () => {
  it('refuses an e-mail that differs only in case', async () => {
    const { db } = testDb;
    await makeUser(db, { email: 'Kati.Karu@example.test' });
    await expectViolation(makeUser(db, { email: 'kati.karu@EXAMPLE.test' }), 'users_email_lower_key');
  });

  it('refuses a second student profile for a user and a duplicate school rep link', async () => {
    const { db } = testDb;
    const { user } = await makeStudent(db);
    await expectViolation(db.insert(students).values({ userId: user.id }), 'students_user_id_key');
    const { user: rep, school } = await makeSchoolRep(db);
    await expectViolation(
      db.insert(schoolReps).values({ schoolId: school.id, userId: rep.id }),
      'school_reps_school_id_user_id_key',
    );
  });

  it('refuses to delete a school with credit history', async () => {
    const { db } = testDb;
    const school = await makeSchool(db);
    await db.insert(schoolCreditLogs).values({ schoolId: school.id, type: 'ADD', amount: 10 });
    await expectViolation(
      db.delete(schools).where(eq(schools.id, school.id)),
      'school_credit_logs_school_id_schools_id_fk',
    );
  });

  it('moves updated_at forward on an update through Drizzle', async () => {
    const { db } = testDb;
    const user = await makeUser(db, {});
    await db.execute(sql`UPDATE users SET updated_at = now() - interval '1 day' WHERE id = ${user.id}`);
    const [updated] = await db.update(users).set({ firstName: 'Uus' }).where(eq(users.id, user.id)).returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
