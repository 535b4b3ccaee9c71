// A school representative's view of the school's students (issue 8 item 5). Registrations come from the
// console's participant list (listManageParticipants with the school filter), so both show the same rows.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { activityLog, cohortParticipants, cohorts, courses, diplomas, schoolReps, schools, students, users, waitlistEntries } from '../schema/index.ts';
import { seatsTakenSql } from './seats.ts';

/** Every student of the school, registered or not, by name. */
export async function listSchoolStudentUsers(db: Db, params: { schoolId: number }) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.schoolId, params.schoolId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}


/**
 * One person as a bulk registration meets them (issue 29 item 8): by id (picked from the school's list) or
 * by e-mail address, case-insensitively (a row of a pasted list); with their role and their school as a
 * student (null when they are no student of any school). Deleted accounts are not found.
 */
export async function findPersonForSchool(db: Db, params: { userId: number } | { email: string }) {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role, studentSchoolId: students.schoolId })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(and('userId' in params ? eq(users.id, params.userId) : sql`lower(${users.email}) = lower(${params.email})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Cohorts a school can register its students for: registrable status (spec §4), approved course, not ended. */
export async function listRegistrableCohorts(db: Db, params: { now: Date }) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      size: cohorts.size,
      seatsTaken: seatsTakenSql({ now: params.now }), // a seat a student is paying for or was offered is not the school's to take
      courseId: courses.id,
      courseName: courses.name,
      courseLanguage: courses.language,
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        inArray(cohorts.status, ['REGISTRATION_OPEN', 'IN_PROGRESS', 'GROUP_FULL']),
        eq(courses.status, 'APPROVED'),
        gte(cohorts.endDate, params.now),
      ),
    )
    .orderBy(asc(courses.name), asc(cohorts.startDate), asc(cohorts.id));
}

/** users.metadata key of the rep's weekly digest choice: false = unsubscribed (absent = subscribed). */
export const WEEKLY_DIGEST_METADATA_KEY = 'weekly_digest';

/** Every school rep with their school, for the weekly digest (the caller skips the unsubscribed). */
export async function listSchoolRepsForDigest(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      metadata: users.metadata,
      schoolId: schools.id,
      schoolName: schools.name,
    })
    .from(schoolReps)
    .innerJoin(users, eq(users.id, schoolReps.userId))
    .innerJoin(schools, eq(schools.id, schoolReps.schoolId))
    .where(and(eq(users.role, 'SCHOOL_REP'), isNull(users.deletedAt)))
    .orderBy(asc(schools.id), asc(users.id));
}

/** Registrations of the school's students made in [since, until), newest last. */
export async function listSchoolRegistrationsBetween(db: Db, params: { schoolId: number; since: Date; until: Date }) {
  return db
    .select({
      participantId: cohortParticipants.id,
      firstName: users.firstName,
      lastName: users.lastName,
      courseName: courses.name,
      cohortName: cohorts.name,
      startDate: cohorts.startDate,
      payer: cohortParticipants.defaultPayer,
      status: cohortParticipants.status,
      createdAt: cohortParticipants.createdAt,
    })
    .from(cohortParticipants)
    .innerJoin(students, eq(students.userId, cohortParticipants.userId))
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(students.schoolId, params.schoolId),
        gte(cohortParticipants.createdAt, params.since),
        lt(cohortParticipants.createdAt, params.until),
      ),
    )
    .orderBy(asc(cohortParticipants.createdAt), asc(cohortParticipants.id));
}

/** Results (COMPLETED, FAILED) set in [since, until) for the school's students, from the status-change log. */
export async function listSchoolResultsBetween(db: Db, params: { schoolId: number; since: Date; until: Date }) {
  return db
    .select({
      activityId: activityLog.id,
      firstName: users.firstName,
      lastName: users.lastName,
      courseName: courses.name,
      cohortName: cohorts.name,
      result: sql<string>`${activityLog.metadata}->>'to'`,
      at: activityLog.createdAt,
    })
    .from(activityLog)
    .innerJoin(students, eq(students.userId, activityLog.userId))
    .innerJoin(users, eq(users.id, activityLog.userId))
    .innerJoin(cohorts, eq(cohorts.id, activityLog.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(activityLog.type, 'COHORT_PARTICIPANT_STATUS_CHANGE'),
        eq(students.schoolId, params.schoolId),
        sql`${activityLog.metadata}->>'to' IN ('COMPLETED', 'FAILED')`,
        gte(activityLog.createdAt, params.since),
        lt(activityLog.createdAt, params.until),
      ),
    )
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}

/** Sets one key of users.metadata, keeping the others. */
export async function setUserMetadataValue(db: Db, params: { userId: number; key: string; value: unknown }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ metadata: sql`coalesce(${users.metadata}, '{}'::jsonb) || jsonb_build_object(${params.key}::text, ${JSON.stringify(params.value)}::jsonb)` })
    .where(eq(users.id, params.userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function getUserMetadata(db: Db, params: { userId: number }) {
  const [row] = await db.select({ metadata: users.metadata, role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, params.userId));
  return row ?? null;
}

/** When the user was last sent this e-mail template (from the EMAIL_SENT log), or null. */
export async function lastEmailSentAt(db: Db, params: { userId: number; template: string }): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`max(${activityLog.createdAt})`.mapWith((v: string | Date) => new Date(v)) })
    .from(activityLog)
    .where(and(eq(activityLog.userId, params.userId), eq(activityLog.type, 'EMAIL_SENT'), sql`${activityLog.metadata}->>'template' = ${params.template}`));
  return row?.at && !Number.isNaN(row.at.getTime()) ? row.at : null;
}

/**
 * The school's students' live waitlist entries (WAITING or OFFERED) with cohort and course, and each WAITING
 * entry's place in line (1 = next, counted as waitlistPosition does): a student the rep put on a waitlist
 * shows on "My students" with that state (issue 30).
 */
export async function listSchoolWaitlistEntries(db: Db, params: { schoolId: number }) {
  const position = sql<number | null>`CASE WHEN ${waitlistEntries.status} = 'WAITING' THEN (SELECT count(*)::int FROM ${waitlistEntries} w
    WHERE w.cohort_id = ${waitlistEntries.cohortId} AND w.status = 'WAITING' AND (w.joined_at, w.id) <= (${waitlistEntries.joinedAt}, ${waitlistEntries.id})) END`;
  return db
    .select({
      id: waitlistEntries.id,
      userId: waitlistEntries.userId,
      status: waitlistEntries.status,
      joinedAt: waitlistEntries.joinedAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      position,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      cohortStartDate: cohorts.startDate,
      cohortEndDate: cohorts.endDate,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(waitlistEntries)
    .innerJoin(students, eq(students.userId, waitlistEntries.userId))
    .innerJoin(cohorts, eq(cohorts.id, waitlistEntries.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(students.schoolId, params.schoolId), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])))
    .orderBy(asc(cohorts.startDate), asc(waitlistEntries.id));
}

/** The diplomas issued for these registrations (a school-year report's results column, issue 29 item 8). */
export async function listDiplomasOfParticipants(db: Db, params: { participantIds: number[] }) {
  if (params.participantIds.length === 0) return [];
  return db
    .select({ participantId: diplomas.participantId, verificationCode: diplomas.verificationCode, issuedAt: diplomas.issuedAt })
    .from(diplomas)
    .where(inArray(diplomas.participantId, params.participantIds));
}
