// Teachers' cohorts, rosters, progress entry and the feedback submissions of the dashboards (issue 8).
// Scoping (which teacher, which school) is a parameter here; the API decides who may ask.
import { and, asc, count, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db-type.ts';
import {
  cohortParticipants,
  cohortProgress,
  cohorts,
  cohortTeachers,
  courses,
  diplomas,
  feedbackSubmissions,
  invoices,
  schools,
  students,
  users,
} from '../schema/index.ts';
import type { CohortParticipantStatus, CohortReviewStatus, FeedbackAnswers, InvoiceStatus, Payer } from '../schema/index.ts';
import { isUnsettledAfterEnd, unsettledParticipantColumns } from './_shared.ts';

export interface TeacherCohortRow {
  id: number;
  name: string;
  status: string;
  startDate: Date;
  endDate: Date;
  courseId: number;
  courseName: string;
  courseSlug: string;
  learningOutcomes: string[];
  onlineClassTimes: { day: number; hour: number; minute: number }[];
  onlineLessonLength: number | null;
  size: number;
  notes: string | null;
  videoUrl: string | null;
  discordInviteUrl: string | null;
  externalLmsLink: string | null;
  lmsId: string | null;
  /** a proposal's review (issue 29 item 6): IN_REVIEW, SENT_BACK (with reviewNote), APPROVED; null: not a proposal */
  reviewStatus: CohortReviewStatus | null;
  reviewNote: string | null;
  userCreatorId: number | null;
  /** registrations that are not CANCELED */
  participantsCount: number;
}

const liveParticipants = sql<number>`(SELECT count(*)::int FROM ${cohortParticipants} cp WHERE cp.cohort_id = ${cohorts.id} AND cp.status <> 'CANCELED')`;

const cohortColumns = {
  id: cohorts.id,
  name: cohorts.name,
  status: cohorts.status,
  startDate: cohorts.startDate,
  endDate: cohorts.endDate,
  courseId: courses.id,
  courseName: courses.name,
  courseSlug: courses.slug,
  learningOutcomes: courses.learningOutcomes,
  onlineClassTimes: cohorts.onlineClassTimes,
  onlineLessonLength: cohorts.onlineLessonLength,
  size: cohorts.size,
  notes: cohorts.notes,
  videoUrl: cohorts.videoUrl,
  discordInviteUrl: cohorts.discordInviteUrl,
  externalLmsLink: cohorts.externalLmsLink,
  lmsId: cohorts.lmsId,
  reviewStatus: cohorts.reviewStatus,
  reviewNote: cohorts.reviewNote,
  userCreatorId: cohorts.userCreatorId,
  participantsCount: liveParticipants,
};

/** The cohorts a teacher teaches, by start date. */
export async function listTeacherCohorts(db: Db, params: { teacherUserId: number }): Promise<TeacherCohortRow[]> {
  return (await db
    .select(cohortColumns)
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohortTeachers.teacherUserId, params.teacherUserId))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id))) as TeacherCohortRow[];
}

export async function getTeacherCohort(db: Db, params: { cohortId: number }): Promise<(TeacherCohortRow & { teachers: { id: number; name: string; avatar: string | null }[] }) | null> {
  const [row] = (await db
    .select(cohortColumns)
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, params.cohortId))) as TeacherCohortRow[];
  if (!row) return null;
  const teachers = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(cohortTeachers)
    .innerJoin(users, eq(users.id, cohortTeachers.teacherUserId))
    .where(eq(cohortTeachers.cohortId, params.cohortId));
  // with the photo the cohort page shows beside each name (issue 30)
  return { ...row, teachers: teachers.map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}`.trim(), avatar: t.avatar })) };
}

/** The fields a teacher may change on their own cohort. */
export interface TeacherCohortPatch {
  videoUrl?: string | null;
  discordInviteUrl?: string | null;
  externalLmsLink?: string | null;
  lmsId?: string | null;
  notes?: string | null;
  onlineClassTimes?: { day: number; hour: number; minute: number }[];
}

export async function updateTeacherCohort(db: Db, params: { cohortId: number; patch: TeacherCohortPatch }): Promise<void> {
  if (Object.keys(params.patch).length === 0) return;
  await db.update(cohorts).set(params.patch).where(eq(cohorts.id, params.cohortId));
}

export interface RosterRow {
  participantId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  status: CohortParticipantStatus;
  defaultPayer: Payer;
  invoiceNumber: string | null;
  invoiceStatus: InvoiceStatus | null;
  registeredAt: Date;
  progressPercent: number | null;
  /** 'LMS' (synced) or 'TEACHER' (typed in); null = never set */
  progressSource: 'LMS' | 'TEACHER' | null;
  progressSyncedAt: Date | null;
  cohortId: number;
  schoolName: string | null;
  hasDiploma: boolean;
}

/** A cohort's registrations (CANCELED included, last), with progress, payer and invoice (attendance: api/src/attendance). */
export async function listCohortRoster(db: Db, params: { cohortId: number }): Promise<RosterRow[]> {
  return (await db
    .select({
      participantId: cohortParticipants.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: cohortParticipants.status,
      defaultPayer: cohortParticipants.defaultPayer,
      invoiceNumber: invoices.invoiceId,
      invoiceStatus: invoices.status,
      registeredAt: cohortParticipants.createdAt,
      progressPercent: cohortProgress.progressPercent,
      progressSource: cohortProgress.progressSource,
      progressSyncedAt: cohortProgress.progressSyncedAt,
      cohortId: cohortParticipants.cohortId,
      schoolName: schools.name,
      hasDiploma: sql<boolean>`EXISTS (SELECT 1 FROM ${diplomas} d WHERE d.participant_id = ${cohortParticipants.id})`,
    })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .leftJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .leftJoin(cohortProgress, eq(cohortProgress.cohortParticipantId, cohortParticipants.id))
    .leftJoin(students, eq(students.userId, cohortParticipants.userId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .where(eq(cohortParticipants.cohortId, params.cohortId))
    .orderBy(sql`${cohortParticipants.status} = 'CANCELED'`, asc(users.lastName), asc(users.firstName), asc(cohortParticipants.id))) as RosterRow[];
}

/** The registrations among `participantIds` that belong to the cohort (others are not returned). */
export async function findCohortParticipants(db: Db, params: { cohortId: number; participantIds: number[] }) {
  if (params.participantIds.length === 0) return [];
  return db
    .select({ id: cohortParticipants.id, userId: cohortParticipants.userId, status: cohortParticipants.status, defaultPayer: cohortParticipants.defaultPayer, invoiceStatus: invoices.status })
    .from(cohortParticipants)
    .leftJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .where(and(eq(cohortParticipants.cohortId, params.cohortId), inArray(cohortParticipants.id, params.participantIds)));
}

/** Sets the progress of a registration (0..100) as the teacher typed it, creating its progress row when missing. */
export async function setParticipantProgress(db: Db, params: { participantId: number; percent: number }): Promise<void> {
  const [p] = await db
    .select({ userId: cohortParticipants.userId, cohortId: cohortParticipants.cohortId, schoolId: students.schoolId })
    .from(cohortParticipants)
    .leftJoin(students, eq(students.userId, cohortParticipants.userId))
    .where(eq(cohortParticipants.id, params.participantId));
  if (!p) return;
  await db
    .insert(cohortProgress)
    .values({ cohortParticipantId: params.participantId, studentUserId: p.userId, cohortId: p.cohortId, schoolId: p.schoolId, progressPercent: params.percent, progressSource: 'TEACHER' })
    .onConflictDoUpdate({ target: cohortProgress.cohortParticipantId, set: { progressPercent: params.percent, progressSource: 'TEACHER', progressSyncedAt: null, updatedAt: new Date() } });
}

/** Registrations of a teacher's cohorts that ended before `endedBefore` and carry no result yet. */
export async function listUnsettledParticipantsOfTeacher(db: Db, params: { teacherUserId: number; endedBefore: Date }) {
  return db
    .select(unsettledParticipantColumns)
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(cohortParticipants, eq(cohortParticipants.cohortId, cohorts.id))
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .where(
      and(
        eq(cohortTeachers.teacherUserId, params.teacherUserId),
        isUnsettledAfterEnd(params.endedBefore),
      ),
    )
    .orderBy(asc(cohorts.endDate), asc(users.lastName));
}

export interface FeedbackScope {
  /** only cohorts this teacher teaches */
  teacherUserId?: number | undefined;
  /** only answers and registrations of this school's students */
  schoolId?: number | undefined;
  courseId?: number | undefined;
  cohortId?: number | undefined;
  /** cohort start date in [from, to) */
  from?: Date | undefined;
  to?: Date | undefined;
}

function cohortConditions(scope: FeedbackScope, cohortIdColumn: SQL | AnyPgColumn): SQL[] {
  const conditions: SQL[] = [];
  if (scope.teacherUserId !== undefined) {
    conditions.push(sql`${cohortIdColumn} IN (SELECT ct.cohort_id FROM ${cohortTeachers} ct WHERE ct.teacher_user_id = ${scope.teacherUserId})`);
  }
  if (scope.cohortId !== undefined) conditions.push(sql`${cohortIdColumn} = ${scope.cohortId}`);
  if (scope.courseId !== undefined) conditions.push(eq(cohorts.courseId, scope.courseId));
  if (scope.from) conditions.push(gte(cohorts.startDate, scope.from));
  if (scope.to) conditions.push(lt(cohorts.startDate, scope.to));
  return conditions;
}

/** The feedback submissions in scope, and the registrations (not CANCELED) they are counted against. */
export async function loadFeedbackInScope(db: Db, scope: FeedbackScope): Promise<{ answers: { answers: FeedbackAnswers }[]; participantsCount: number }> {
  const subConditions = cohortConditions(scope, feedbackSubmissions.cohortId);
  if (scope.schoolId !== undefined) {
    subConditions.push(sql`${feedbackSubmissions.userId} IN (SELECT st.user_id FROM ${students} st WHERE st.school_id = ${scope.schoolId})`);
  }
  const answers = await db
    .select({ answers: feedbackSubmissions.answers })
    .from(feedbackSubmissions)
    .innerJoin(cohorts, eq(cohorts.id, feedbackSubmissions.cohortId))
    .where(and(...subConditions))
    .orderBy(asc(feedbackSubmissions.id));
  const partConditions = cohortConditions(scope, cohortParticipants.cohortId);
  partConditions.push(ne(cohortParticipants.status, 'CANCELED'));
  if (scope.schoolId !== undefined) {
    partConditions.push(sql`${cohortParticipants.userId} IN (SELECT st.user_id FROM ${students} st WHERE st.school_id = ${scope.schoolId})`);
  }
  const [total] = await db
    .select({ n: count() })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .where(and(...partConditions));
  return { answers, participantsCount: total?.n ?? 0 };
}

/** Courses and cohorts a feedback dashboard can filter by, within the same scope (no filters of its own). */
export async function listFeedbackFilterOptions(db: Db, scope: Pick<FeedbackScope, 'teacherUserId' | 'schoolId'>) {
  const conditions = cohortConditions({ teacherUserId: scope.teacherUserId }, cohorts.id);
  if (scope.schoolId !== undefined) {
    conditions.push(
      sql`${cohorts.id} IN (SELECT cp.cohort_id FROM ${cohortParticipants} cp JOIN ${students} st ON st.user_id = cp.user_id WHERE st.school_id = ${scope.schoolId})`,
    );
  }
  return db
    .select({ cohortId: cohorts.id, cohortName: cohorts.name, startDate: cohorts.startDate, courseId: courses.id, courseName: courses.name })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(...conditions))
    .orderBy(asc(courses.name), asc(cohorts.startDate));
}

/** Schools whose students are registered in cohorts of the scope (a teacher: cohorts they teach), for the school filter. */
export async function listFeedbackSchoolOptions(db: Db, scope: Pick<FeedbackScope, 'teacherUserId'>) {
  const conditions = cohortConditions({ teacherUserId: scope.teacherUserId }, cohortParticipants.cohortId);
  return db
    .selectDistinct({ id: schools.id, name: schools.name })
    .from(cohortParticipants)
    .innerJoin(students, eq(students.userId, cohortParticipants.userId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(schools.name), asc(schools.id));
}

/** The courses a teacher created (issue 18 item 3), newest first. */
export async function listCoursesOfCreator(db: Db, params: { userId: number }) {
  return db.select().from(courses).where(eq(courses.userCreatorId, params.userId)).orderBy(sql`${courses.createdAt} DESC`, sql`${courses.id} DESC`);
}

/**
 * Moves a course from one status to the next only if it is still in `from` (a second click changes nothing),
 * with the review's note: the reason it was sent back (IN_REVIEW → DRAFT), else cleared.
 */
export async function moveCourseStatus(
  db: Db,
  params: { id: number; from: 'DRAFT' | 'IN_REVIEW'; to: 'DRAFT' | 'IN_REVIEW' | 'APPROVED'; note?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ status: params.to, reviewNote: params.note ?? null, updatedAt: new Date() })
    .where(and(eq(courses.id, params.id), eq(courses.status, params.from)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

/**
 * The approved courses a teacher may propose cohorts of (issue 29 item 6): the ones they created and the
 * ones they teach (a teacher of any cohort of the course), by name.
 */
export async function listProposableCourses(db: Db, params: { userId: number; courseId?: number }) {
  const teaches = sql`EXISTS (SELECT 1 FROM ${cohortTeachers} ct JOIN ${cohorts} co ON co.id = ct.cohort_id
    WHERE co.course_id = ${courses.id} AND ct.teacher_user_id = ${params.userId})`;
  return db
    .select({ id: courses.id, name: courses.name, slug: courses.slug })
    .from(courses)
    .where(
      and(
        eq(courses.status, 'APPROVED'),
        params.courseId === undefined ? undefined : eq(courses.id, params.courseId),
        sql`(${courses.userCreatorId} = ${params.userId} OR ${teaches})`,
      ),
    )
    .orderBy(asc(courses.name), asc(courses.id));
}

/** Moves a cohort proposal's review from one state to the next only if it is still in `from`. */
export async function moveCohortReview(
  db: Db,
  params: { id: number; from: CohortReviewStatus; to: CohortReviewStatus; note?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(cohorts)
    .set({ reviewStatus: params.to, reviewNote: params.note ?? null, updatedAt: new Date() })
    .where(and(eq(cohorts.id, params.id), eq(cohorts.reviewStatus, params.from)))
    .returning({ id: cohorts.id });
  return rows.length > 0;
}
