// Feedback drafts and submissions, diplomas, the personal calendar token and favourites (issue 6).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, cohorts, cohortTeachers, courses, diplomas, feedbackDrafts, feedbackSubmissions, invoices, students, users } from '../schema/index.ts';
import type { FeedbackAnswers } from '../schema/index.ts';

export async function getFeedbackState(db: Db, params: { userId: number; cohortId: number }) {
  const [draft] = await db
    .select({ answers: feedbackDrafts.answers })
    .from(feedbackDrafts)
    .where(and(eq(feedbackDrafts.userId, params.userId), eq(feedbackDrafts.cohortId, params.cohortId)));
  const [submitted] = await db
    .select({ answers: feedbackSubmissions.answers, createdAt: feedbackSubmissions.createdAt })
    .from(feedbackSubmissions)
    .where(and(eq(feedbackSubmissions.userId, params.userId), eq(feedbackSubmissions.cohortId, params.cohortId)));
  return { draft: (draft?.answers ?? null) as Record<string, unknown> | null, submitted: submitted ?? null };
}

export async function saveFeedbackDraft(db: Db, params: { userId: number; cohortId: number; answers: Record<string, unknown> }): Promise<void> {
  await db
    .insert(feedbackDrafts)
    .values(params)
    .onConflictDoUpdate({ target: [feedbackDrafts.userId, feedbackDrafts.cohortId], set: { answers: params.answers, updatedAt: new Date() } });
}

/**
 * The submission replaces the draft; a second submission of the same user and cohort is refused by the unique key.
 * `quoteConsent`: the author agreed that their highlights may be quoted on the course page (issue 29 item 4).
 */
export async function submitFeedback(
  tx: Db,
  params: { userId: number; cohortId: number; courseId: number; answers: FeedbackAnswers; quoteConsent?: boolean },
): Promise<boolean> {
  const inserted = await tx.insert(feedbackSubmissions).values(params).onConflictDoNothing().returning({ id: feedbackSubmissions.id });
  await tx.delete(feedbackDrafts).where(and(eq(feedbackDrafts.userId, params.userId), eq(feedbackDrafts.cohortId, params.cohortId)));
  return inserted.length > 0;
}

/** What a diploma prints, for a registration of the user (or any, without userId). */
export async function getDiplomaFacts(db: Db, params: { participantId: number }) {
  const [row] = await db
    .select({
      participantId: cohortParticipants.id,
      userId: cohortParticipants.userId,
      status: cohortParticipants.status,
      defaultPayer: cohortParticipants.defaultPayer,
      invoiceStatus: invoices.status,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      cohortId: cohorts.id,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      courseName: courses.name,
      academicHours: courses.academicHours,
    })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .where(eq(cohortParticipants.id, params.participantId));
  if (!row) return null;
  const teachers = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(cohortTeachers)
    .innerJoin(users, eq(users.id, cohortTeachers.teacherUserId))
    .where(eq(cohortTeachers.cohortId, row.cohortId));
  return { ...row, teacherNames: teachers.map((t) => `${t.firstName} ${t.lastName}`.trim()) };
}

/** The diploma row of a registration, created with `code` when missing (one per registration). */
export async function ensureDiploma(db: Db, params: { participantId: number; userId: number; code: string }) {
  await db
    .insert(diplomas)
    .values({ participantId: params.participantId, userId: params.userId, participantStatus: 'COMPLETED', verificationCode: params.code })
    .onConflictDoNothing({ target: diplomas.participantId });
  const [row] = await db.select().from(diplomas).where(eq(diplomas.participantId, params.participantId));
  if (!row) throw new Error('diploma missing');
  return row;
}

export async function findDiplomaByParticipant(db: Db, params: { participantId: number }) {
  const [row] = await db.select().from(diplomas).where(eq(diplomas.participantId, params.participantId));
  return row ?? null;
}

export async function findDiplomaByCode(db: Db, params: { code: string }) {
  const [row] = await db.select().from(diplomas).where(eq(diplomas.verificationCode, params.code));
  return row ?? null;
}

export async function getCalendarToken(db: Db, params: { userId: number }): Promise<string | null> {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, params.userId));
  return row?.token ?? null;
}

export async function setCalendarToken(db: Db, params: { userId: number; token: string }): Promise<void> {
  await db.update(users).set({ calendarToken: params.token }).where(eq(users.id, params.userId));
}

export async function findUserByCalendarToken(db: Db, params: { token: string }) {
  const [row] = await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.calendarToken, params.token));
  return row ?? null;
}

export async function getFavouriteCourseIds(db: Db, params: { userId: number }): Promise<number[]> {
  const [row] = await db.select({ ids: students.favoritedCourses }).from(students).where(eq(students.userId, params.userId));
  return row?.ids ?? [];
}

/** Adds or removes a course id in students.favorited_courses (no duplicates); false when the user has no student profile. */
export async function setFavouriteCourse(db: Db, params: { userId: number; courseId: number; favourite: boolean }): Promise<boolean> {
  const set = params.favourite
    ? sql`(SELECT array_agg(DISTINCT x) FROM unnest(array_append(${students.favoritedCourses}, ${params.courseId}::int)) AS x)`
    : sql`array_remove(${students.favoritedCourses}, ${params.courseId}::int)`;
  const rows = await db.update(students).set({ favoritedCourses: set }).where(eq(students.userId, params.userId)).returning({ id: students.id });
  return rows.length > 0;
}

export async function setClassroomEmail(db: Db, params: { userId: number; email: string | null }): Promise<void> {
  await db.update(users).set({ classroomEmail: params.email }).where(eq(users.id, params.userId));
}
