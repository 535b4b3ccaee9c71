// The cohort's community and progress integrations (issue 14): Discord accounts and the cohort roles the
// bot granted, the chat bot's messages, LearnWorlds progress, and each cohort's sync state.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import {
  chatMessages,
  cohortDiscordMembers,
  cohortParticipants,
  cohortProgress,
  cohorts,
  cohortTeachers,
  courses,
  integrationSyncs,
  students,
  users,
  type IntegrationSyncKind,
} from '../schema/index.ts';
import { getCohortWithCourse } from './registrations.ts';

/** Cohort statuses in which the cohort has a Discord channel: registration has opened and it runs. */
export const DISCORD_OPEN_STATUSES = ['REGISTRATION_OPEN', 'IN_PROGRESS', 'GROUP_FULL'] as const;

// ---- Discord accounts -------------------------------------------------------------------------------

/** Connects a Discord account; false when another account already holds it (the unique key answers). */
export async function setDiscordAccount(db: Db, params: { userId: number; discordUserId: string; username: string }): Promise<boolean> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.discordUserId, params.discordUserId));
  if (holder && holder.id !== params.userId) return false;
  await db.update(users).set({ discordUserId: params.discordUserId, discordUsername: params.username }).where(eq(users.id, params.userId));
  return true;
}

export async function clearDiscordAccount(db: Db, params: { userId: number }): Promise<void> {
  await db.update(users).set({ discordUserId: null, discordUsername: null }).where(eq(users.id, params.userId));
}

export async function getUserByDiscordId(db: Db, params: { discordUserId: string }) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, language: users.language, role: users.role })
    .from(users)
    .where(and(eq(users.discordUserId, params.discordUserId), isNull(users.deletedAt)));
  return row ?? null;
}

/** The cohorts a user is registered in (live registrations) or teaches: their Discord roles follow the account. */
export async function listLiveCohortIdsOfUser(db: Db, params: { userId: number }): Promise<number[]> {
  const registered = await db
    .selectDistinct({ cohortId: cohortParticipants.cohortId })
    .from(cohortParticipants)
    .where(and(eq(cohortParticipants.userId, params.userId), ne(cohortParticipants.status, 'CANCELED')));
  const teaching = await db.select({ cohortId: cohortTeachers.cohortId }).from(cohortTeachers).where(eq(cohortTeachers.teacherUserId, params.userId));
  return [...new Set([...registered, ...teaching].map((r) => r.cohortId))];
}

// ---- Cohort channels and roles ----------------------------------------------------------------------

/** A cohort with its course facts (getCohortWithCourse) and its Discord channel, invite and role. */
export async function getCohortCommunity(db: Db, params: { cohortId: number }) {
  const cohort = await getCohortWithCourse(db, params);
  if (!cohort) return null;
  const [discord] = await db
    .select({ discordChannelId: cohorts.discordChannelId, discordInviteUrl: cohorts.discordInviteUrl, discordRoleId: cohorts.discordRoleId })
    .from(cohorts)
    .where(eq(cohorts.id, params.cohortId));
  return discord ? { ...cohort, ...discord } : null;
}
export type CohortCommunity = NonNullable<Awaited<ReturnType<typeof getCohortCommunity>>>;

export async function setCohortDiscordSpace(db: Db, params: { cohortId: number; channelId: string; roleId: string; inviteUrl: string }): Promise<void> {
  await db
    .update(cohorts)
    .set({ discordChannelId: params.channelId, discordRoleId: params.roleId, discordInviteUrl: params.inviteUrl })
    .where(eq(cohorts.id, params.cohortId));
}

/** Who should hold the cohort's role: its teachers and its live registrations, with a connected Discord account. */
export async function listDiscordWantedMembers(db: Db, params: { cohortId: number }) {
  const connected = and(isNotNull(users.discordUserId), isNull(users.deletedAt));
  const students = await db
    .selectDistinct({ userId: users.id, discordUserId: sql<string>`${users.discordUserId}` })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .where(and(eq(cohortParticipants.cohortId, params.cohortId), ne(cohortParticipants.status, 'CANCELED'), connected));
  const teachers = await db
    .select({ userId: users.id, discordUserId: sql<string>`${users.discordUserId}` })
    .from(cohortTeachers)
    .innerJoin(users, eq(users.id, cohortTeachers.teacherUserId))
    .where(and(eq(cohortTeachers.cohortId, params.cohortId), connected));
  const byAccount = new Map([...students, ...teachers].map((m) => [m.discordUserId, m]));
  return [...byAccount.values()];
}

/** Who holds the cohort's role now, as the bot granted it. */
export async function listDiscordGrantedMembers(db: Db, params: { cohortId: number }) {
  return db
    .select({ userId: cohortDiscordMembers.userId, discordUserId: cohortDiscordMembers.discordUserId, grantedAt: cohortDiscordMembers.createdAt })
    .from(cohortDiscordMembers)
    .where(eq(cohortDiscordMembers.cohortId, params.cohortId))
    .orderBy(asc(cohortDiscordMembers.id));
}

export async function recordDiscordGrant(db: Db, params: { cohortId: number; userId: number; discordUserId: string }): Promise<void> {
  await db.insert(cohortDiscordMembers).values(params).onConflictDoNothing();
}

export async function removeDiscordGrant(db: Db, params: { cohortId: number; discordUserId: string }): Promise<void> {
  await db.delete(cohortDiscordMembers).where(and(eq(cohortDiscordMembers.cohortId, params.cohortId), eq(cohortDiscordMembers.discordUserId, params.discordUserId)));
}

/**
 * Cohorts whose Discord state differs from what it should be: an open cohort without its channel, role or
 * invite; a member to grant (live registration, connected account, cohort open and not over) or to take
 * back (cancelled, disconnected, or the cohort over or cancelled); or a last run that failed. A cohort whose
 * last run failed waits 2^failures minutes (at most an hour) before it is tried again.
 */
export async function listCohortsNeedingDiscordSync(db: Db, params: { now: Date }): Promise<number[]> {
  // A Date inside raw SQL is not serialised by every driver (postgres-js refuses it): pass the instant as text.
  const now = sql`${params.now.toISOString()}::timestamptz`;
  const open = sql`${cohorts.status} IN ('REGISTRATION_OPEN', 'IN_PROGRESS', 'GROUP_FULL') AND ${cohorts.endDate} >= ${now}`;
  // the user is a teacher of the cohort or has a live registration in it
  const isWanted = (userId: SQL) => sql`(EXISTS (SELECT 1 FROM ${cohortParticipants} p WHERE p.cohort_id = ${cohorts.id} AND p.user_id = ${userId} AND p.status <> 'CANCELED')
    OR EXISTS (SELECT 1 FROM ${cohortTeachers} ct WHERE ct.cohort_id = ${cohorts.id} AND ct.teacher_user_id = ${userId}))`;
  const rows = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(
      and(
        sql`NOT EXISTS (SELECT 1 FROM ${integrationSyncs} s WHERE s.cohort_id = ${cohorts.id} AND s.kind = 'DISCORD' AND s.last_error IS NOT NULL
          AND s.last_error_at > ${now} - make_interval(mins => least(power(2, s.failures)::int, 60)))`,
        or(
        sql`${open} AND (${cohorts.discordRoleId} IS NULL OR ${cohorts.discordChannelId} IS NULL OR ${cohorts.discordInviteUrl} IS NULL)`,
        sql`${open} AND EXISTS (
          SELECT 1 FROM ${users} u
          WHERE u.discord_user_id IS NOT NULL AND u.deleted_at IS NULL AND ${isWanted(sql`u.id`)}
            AND NOT EXISTS (SELECT 1 FROM ${cohortDiscordMembers} m WHERE m.cohort_id = ${cohorts.id} AND m.discord_user_id = u.discord_user_id))`,
        sql`EXISTS (
          SELECT 1 FROM ${cohortDiscordMembers} m WHERE m.cohort_id = ${cohorts.id} AND (NOT (${open}) OR NOT EXISTS (
            SELECT 1 FROM ${users} u WHERE u.discord_user_id = m.discord_user_id AND u.deleted_at IS NULL AND ${isWanted(sql`u.id`)})))`,
        sql`EXISTS (SELECT 1 FROM ${integrationSyncs} s WHERE s.cohort_id = ${cohorts.id} AND s.kind = 'DISCORD' AND s.last_error IS NOT NULL)`,
        ),
      ),
    )
    .orderBy(asc(cohorts.id));
  return rows.map((r) => r.id);
}

// ---- The chat bot -----------------------------------------------------------------------------------

export async function insertChatMessage(db: Db, params: { discordUserId: string; userInput: string; botReply: string }): Promise<number> {
  const [row] = await db.insert(chatMessages).values(params).returning({ id: chatMessages.id });
  return row!.id;
}

export async function listChatMessages(db: Db, params: { limit: number; discordUserId?: string }) {
  return db
    .select()
    .from(chatMessages)
    .where(params.discordUserId ? eq(chatMessages.discordUserId, params.discordUserId) : undefined)
    .orderBy(desc(chatMessages.id))
    .limit(params.limit);
}

// ---- LearnWorlds progress ---------------------------------------------------------------------------

/** Cohorts whose progress the hourly sync reads: a LearnWorlds course (the cohort's, else the course's), started, ended at most `graceDays` ago. */
export async function listCohortsForLmsSync(db: Db, params: { now: Date; graceDays: number }): Promise<number[]> {
  const since = new Date(params.now.getTime() - params.graceDays * 86_400_000);
  const rows = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        isNotNull(sql`coalesce(${cohorts.lwCourseId}, ${courses.lwCourseId})`),
        notInArray(cohorts.status, ['DRAFT', 'CANCELED']),
        lte(cohorts.startDate, params.now),
        gte(cohorts.endDate, since),
      ),
    )
    .orderBy(asc(cohorts.id));
  return rows.map((r) => r.id);
}

/** The LearnWorlds course of a cohort (its own, else its course's), or null. */
export async function getCohortLmsCourse(db: Db, params: { cohortId: number }) {
  const [row] = await db
    .select({ cohortId: cohorts.id, lwCourseId: sql<string | null>`coalesce(${cohorts.lwCourseId}, ${courses.lwCourseId})` })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, params.cohortId));
  return row ?? null;
}

/** The students whose progress a sync reads: live registrations with their e-mail and LearnWorlds id. */
export async function listLmsSyncStudents(db: Db, params: { cohortId: number }) {
  return db
    .select({ participantId: cohortParticipants.id, userId: users.id, email: users.email, lwUserId: students.lwUserId })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .leftJoin(students, eq(students.userId, users.id))
    .where(and(eq(cohortParticipants.cohortId, params.cohortId), ne(cohortParticipants.status, 'CANCELED'), isNull(users.deletedAt)))
    .orderBy(asc(cohortParticipants.id));
}

/** Links a student to their LearnWorlds user (found by e-mail the first time). */
export async function setStudentLwUserId(db: Db, params: { userId: number; lwUserId: string }): Promise<void> {
  await db.insert(students).values({ userId: params.userId, lwUserId: params.lwUserId }).onConflictDoUpdate({ target: students.userId, set: { lwUserId: params.lwUserId } });
}

export async function findStudentByLwUserId(db: Db, params: { lwUserId: string }) {
  const [row] = await db.select({ userId: students.userId }).from(students).where(eq(students.lwUserId, params.lwUserId));
  return row ?? null;
}

// ---- Sync state ---------------------------------------------------------------------------------------

export async function requestIntegrationSync(db: Db, params: { cohortId: number; kind: IntegrationSyncKind; now: Date }): Promise<void> {
  await db
    .insert(integrationSyncs)
    .values({ cohortId: params.cohortId, kind: params.kind, requestedAt: params.now })
    .onConflictDoUpdate({ target: [integrationSyncs.cohortId, integrationSyncs.kind], set: { requestedAt: params.now, updatedAt: params.now } });
}

export async function recordIntegrationSuccess(db: Db, params: { cohortId: number; kind: IntegrationSyncKind; now: Date; details: Record<string, unknown> }): Promise<void> {
  const set = { lastSuccessAt: params.now, lastError: null, lastErrorAt: null, failures: 0, requestedAt: null, details: params.details, updatedAt: params.now };
  await db
    .insert(integrationSyncs)
    .values({ cohortId: params.cohortId, kind: params.kind, ...set })
    .onConflictDoUpdate({ target: [integrationSyncs.cohortId, integrationSyncs.kind], set });
}

export async function recordIntegrationFailure(db: Db, params: { cohortId: number; kind: IntegrationSyncKind; now: Date; error: string; details?: Record<string, unknown> }): Promise<void> {
  await db
    .insert(integrationSyncs)
    .values({ cohortId: params.cohortId, kind: params.kind, lastError: params.error, lastErrorAt: params.now, failures: 1, requestedAt: null, details: params.details ?? {} })
    .onConflictDoUpdate({
      target: [integrationSyncs.cohortId, integrationSyncs.kind],
      set: {
        lastError: params.error,
        lastErrorAt: params.now,
        failures: sql`${integrationSyncs.failures} + 1`,
        requestedAt: null,
        updatedAt: params.now,
        ...(params.details ? { details: params.details } : {}),
      },
    });
}

export async function listIntegrationSyncs(db: Db, params: { cohortIds: number[] }) {
  if (params.cohortIds.length === 0) return [];
  return db.select().from(integrationSyncs).where(inArray(integrationSyncs.cohortId, params.cohortIds));
}

/** A registration's progress as the LMS sync read it; a TEACHER figure is replaced too (the LMS is the source). */
export async function setSyncedProgress(db: Db, params: { participantId: number; percent: number; now: Date }): Promise<boolean> {
  const [p] = await db
    .select({ userId: cohortParticipants.userId, cohortId: cohortParticipants.cohortId, schoolId: students.schoolId, current: cohortProgress.progressPercent })
    .from(cohortParticipants)
    .leftJoin(students, eq(students.userId, cohortParticipants.userId))
    .leftJoin(cohortProgress, eq(cohortProgress.cohortParticipantId, cohortParticipants.id))
    .where(eq(cohortParticipants.id, params.participantId));
  if (!p) return false;
  const set = { progressPercent: params.percent, progressSource: 'LMS', progressSyncedAt: params.now, updatedAt: params.now };
  await db
    .insert(cohortProgress)
    .values({ cohortParticipantId: params.participantId, studentUserId: p.userId, cohortId: p.cohortId, schoolId: p.schoolId, ...set })
    .onConflictDoUpdate({ target: cohortProgress.cohortParticipantId, set });
  return p.current !== params.percent;
}

// ---- Classroom ----------------------------------------------------------------------------------------

/** The cohorts whose Classroom course a user should have joined: live registrations of cohorts not over, with a classroom link. */
export async function listClassroomCohortsOfUser(db: Db, params: { userId: number; now: Date; cohortId?: number }) {
  return db
    .select({ cohortId: cohorts.id, cohortName: cohorts.name, courseName: courses.name, classroomCourseId: cohorts.lmsId, classroomLink: cohorts.externalLmsLink })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        ne(cohortParticipants.status, 'CANCELED'),
        isNotNull(cohorts.externalLmsLink),
        gte(cohorts.endDate, params.now),
        params.cohortId !== undefined ? eq(cohorts.id, params.cohortId) : undefined,
      ),
    )
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
}
