// Class sessions, attendance and reminders (issue 29, ADR 032). Who may read or change what is the API's
// decision; these only read and write.
import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import {
  classSessions,
  cohortParticipants,
  cohorts,
  courses,
  invoices,
  sentReminders,
  sessionAttendance,
  users,
  type AttendanceSource,
  type ClassTime,
} from '../schema/index.ts';

/** Cohorts without classes to hold: nothing is generated or reminded for them. */
const NO_CLASSES = ['DRAFT', 'CANCELED'] as const;
/** Registrations that attend (not waiting for their result, not finished, not cancelled). */
const ATTENDING = ['REGISTERED', 'IN_PROGRESS'] as const;

export interface ScheduleRow {
  id: number;
  startDate: Date;
  endDate: Date;
  onlineClassTimes: ClassTime[];
  onlineLessonLength: number | null;
}

/** The cohorts whose sessions should exist: not draft or cancelled, not ended before `since`. */
export async function listCohortsToSchedule(db: Db, params: { since: Date; cohortId?: number }): Promise<ScheduleRow[]> {
  return db
    .select({ id: cohorts.id, startDate: cohorts.startDate, endDate: cohorts.endDate, onlineClassTimes: cohorts.onlineClassTimes, onlineLessonLength: cohorts.onlineLessonLength })
    .from(cohorts)
    .where(and(notInArray(cohorts.status, [...NO_CLASSES]), gte(cohorts.endDate, params.since), params.cohortId === undefined ? undefined : eq(cohorts.id, params.cohortId)));
}

export interface SessionRow {
  id: number;
  cohortId: number;
  startsAt: Date;
  skipped: boolean;
  hasAttendance: boolean;
}

export async function listCohortSessions(db: Db, params: { cohortId: number }): Promise<SessionRow[]> {
  return (await db
    .select({
      id: classSessions.id,
      cohortId: classSessions.cohortId,
      startsAt: classSessions.startsAt,
      skipped: classSessions.skipped,
      hasAttendance: sql<boolean>`EXISTS (SELECT 1 FROM ${sessionAttendance} sa WHERE sa.session_id = ${classSessions.id})`,
    })
    .from(classSessions)
    .where(eq(classSessions.cohortId, params.cohortId))
    .orderBy(asc(classSessions.startsAt))) as SessionRow[];
}

/** Adds sessions; one already there at that start is left as it is (two syncs at once add it once). */
export async function addCohortSessions(db: Db, params: { cohortId: number; starts: readonly Date[] }): Promise<void> {
  if (params.starts.length === 0) return;
  await db
    .insert(classSessions)
    .values(params.starts.map((startsAt) => ({ cohortId: params.cohortId, startsAt })))
    .onConflictDoNothing({ target: [classSessions.cohortId, classSessions.startsAt] });
}

/** Drops sessions that have nothing recorded (no attendance, not skipped): the caller planned them. */
export async function removeCohortSessions(db: Db, params: { cohortId: number; ids: readonly number[] }): Promise<void> {
  if (params.ids.length === 0) return;
  await db
    .delete(classSessions)
    .where(
      and(
        eq(classSessions.cohortId, params.cohortId),
        inArray(classSessions.id, [...params.ids]),
        eq(classSessions.skipped, false),
        sql`NOT EXISTS (SELECT 1 FROM ${sessionAttendance} sa WHERE sa.session_id = ${classSessions.id})`,
      ),
    );
}

export async function getClassSession(db: Db, params: { id: number }) {
  const [row] = await db
    .select({ id: classSessions.id, cohortId: classSessions.cohortId, startsAt: classSessions.startsAt, skipped: classSessions.skipped, onlineLessonLength: cohorts.onlineLessonLength })
    .from(classSessions)
    .innerJoin(cohorts, eq(cohorts.id, classSessions.cohortId))
    .where(eq(classSessions.id, params.id));
  return row ?? null;
}

export async function setSessionSkipped(db: Db, params: { id: number; skipped: boolean }): Promise<void> {
  await db.update(classSessions).set({ skipped: params.skipped }).where(eq(classSessions.id, params.id));
}

/**
 * Records a registration's attendance of a session. A join (source JOIN) never overrides what the teacher
 * set in the register; the teacher's mark overrides anything. Returns whether a row was written.
 */
export async function markAttendance(
  db: Db,
  params: { sessionId: number; participantId: number; present: boolean; source: AttendanceSource; markedBy: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(sessionAttendance)
    .values(params)
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.participantId],
      set: { present: params.present, source: params.source, markedBy: params.markedBy, updatedAt: sql`now()` },
      ...(params.source === 'JOIN' ? { setWhere: ne(sessionAttendance.source, 'TEACHER') } : {}),
    })
    .returning({ id: sessionAttendance.id });
  return rows.length > 0;
}

export interface RegisterRow {
  participantId: number;
  userId: number;
  firstName: string;
  lastName: string;
  /** null: nothing recorded */
  present: boolean | null;
  source: AttendanceSource | null;
}

/** A session's register: every attending registration of the cohort, with what is recorded for it. */
export async function listSessionRegister(db: Db, params: { sessionId: number; cohortId: number }): Promise<RegisterRow[]> {
  return (await db
    .select({
      participantId: cohortParticipants.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      present: sessionAttendance.present,
      source: sessionAttendance.source,
    })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .leftJoin(sessionAttendance, and(eq(sessionAttendance.participantId, cohortParticipants.id), eq(sessionAttendance.sessionId, params.sessionId)))
    .where(and(eq(cohortParticipants.cohortId, params.cohortId), ne(cohortParticipants.status, 'CANCELED')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(cohortParticipants.id))) as RegisterRow[];
}

/** The sessions marked present of each registration among `participantIds`. */
export async function listPresentSessions(db: Db, params: { participantIds: readonly number[] }): Promise<{ participantId: number; sessionId: number }[]> {
  if (params.participantIds.length === 0) return [];
  return db
    .select({ participantId: sessionAttendance.participantId, sessionId: sessionAttendance.sessionId })
    .from(sessionAttendance)
    .where(and(inArray(sessionAttendance.participantId, [...params.participantIds]), eq(sessionAttendance.present, true)));
}

/** Sessions (of any cohort) of the cohorts among `cohortIds`, for attendance summaries. */
export async function listSessionsOfCohorts(db: Db, params: { cohortIds: readonly number[] }) {
  if (params.cohortIds.length === 0) return [];
  return db
    .select({ id: classSessions.id, cohortId: classSessions.cohortId, startsAt: classSessions.startsAt, skipped: classSessions.skipped, lessonMinutes: cohorts.onlineLessonLength })
    .from(classSessions)
    .innerJoin(cohorts, eq(cohorts.id, classSessions.cohortId))
    .where(inArray(classSessions.cohortId, [...params.cohortIds]))
    .orderBy(asc(classSessions.startsAt));
}

// ── reminders ──────────────────────────────────────────────────────────────────────────────────────────

export interface UpcomingSession {
  sessionId: number;
  startsAt: Date;
  cohortId: number;
  cohortName: string;
  courseName: string;
  courseLanguage: string;
  discordChannelId: string | null;
  videoUrl: string | null;
  startDate: Date;
}

/** Sessions not skipped, of cohorts with classes, starting in (from, to]. */
export async function listSessionsStartingBetween(db: Db, params: { from: Date; to: Date }): Promise<UpcomingSession[]> {
  return db
    .select({
      sessionId: classSessions.id,
      startsAt: classSessions.startsAt,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      courseName: courses.name,
      courseLanguage: courses.language,
      discordChannelId: cohorts.discordChannelId,
      videoUrl: cohorts.videoUrl,
      startDate: cohorts.startDate,
    })
    .from(classSessions)
    .innerJoin(cohorts, eq(cohorts.id, classSessions.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(classSessions.skipped, false), gt(classSessions.startsAt, params.from), lt(classSessions.startsAt, params.to), notInArray(cohorts.status, [...NO_CLASSES])))
    .orderBy(asc(classSessions.startsAt));
}

/** Cohorts with classes starting in (from, to]. */
export async function listCohortsStartingBetween(db: Db, params: { from: Date; to: Date }) {
  return db
    .select({ cohortId: cohorts.id, cohortName: cohorts.name, courseName: courses.name, startDate: cohorts.startDate, classTimes: cohorts.onlineClassTimes, videoUrl: cohorts.videoUrl })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(gt(cohorts.startDate, params.from), lt(cohorts.startDate, params.to), notInArray(cohorts.status, [...NO_CLASSES])));
}

/** The attending registrations of the cohorts, with their account's settings (deleted accounts left out). */
export async function listAttendingParticipants(db: Db, params: { cohortIds: readonly number[] }) {
  if (params.cohortIds.length === 0) return [];
  return db
    .select({ participantId: cohortParticipants.id, cohortId: cohortParticipants.cohortId, userId: users.id, metadata: users.metadata })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .where(and(inArray(cohortParticipants.cohortId, [...params.cohortIds]), inArray(cohortParticipants.status, [...ATTENDING]), sql`${users.deletedAt} IS NULL`));
}

/** The student-paid registrations of the cohorts whose own invoice is still UNPAID. */
export async function listUnpaidRegistrations(db: Db, params: { cohortIds: readonly number[] }) {
  if (params.cohortIds.length === 0) return [];
  return db
    .select({
      participantId: cohortParticipants.id,
      cohortId: cohortParticipants.cohortId,
      userId: cohortParticipants.userId,
      invoiceNumber: invoices.invoiceId,
      invoiceCreatedAt: invoices.createdAt,
      amount: invoices.amount,
      dueDate: invoices.dueDate,
    })
    .from(cohortParticipants)
    .innerJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .where(
      and(
        inArray(cohortParticipants.cohortId, [...params.cohortIds]),
        inArray(cohortParticipants.status, [...ATTENDING]),
        eq(cohortParticipants.defaultPayer, 'STUDENT'),
        eq(invoices.status, 'UNPAID'),
      ),
    );
}

/**
 * Claims a reminder: true the first time `key` is claimed, false ever after. Called in the transaction that
 * queues the reminder, so a rolled-back queue leaves it unclaimed and two runs at once claim it once (the
 * second waits on the unique key and then finds it taken).
 */
export async function claimReminder(db: Db, params: { key: string; userId: number | null }): Promise<boolean> {
  const rows = await db
    .insert(sentReminders)
    .values({ reminderKey: params.key, userId: params.userId })
    .onConflictDoNothing({ target: sentReminders.reminderKey })
    .returning({ id: sentReminders.id });
  return rows.length > 0;
}
