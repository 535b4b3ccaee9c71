// Registrations, their invoices and the school's funding of them (issue 6). Every function that takes
// `tx` is meant to run inside ONE transaction that locked rows in this order: the cohort
// (lockCohortForUpdate), then the school (lockSchoolForUpdate), then the invoice numbering
// (lockInvoiceNumbering). One order everywhere means no deadlocks between registrations, cancellations
// and payer changes.
import { and, asc, desc, eq, gte, inArray, isNotNull, like, lte, ne, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import {
  activityLog,
  cohortParticipants,
  cohortProgress,
  cohorts,
  courses,
  diplomas,
  feedbackSubmissions,
  invoices,
  schoolCreditLogs,
  schools,
  students,
  users,
  waitlistEntries,
} from '../schema/index.ts';
import { seatsHeldBySql, seatsTakenSql } from './seats.ts';
import type { ActivityType, CohortParticipant, Invoice, Payer, School } from '../schema/index.ts';

/** A cohort with the course facts the rules and e-mails need. */
const cohortWithCourse = {
  id: cohorts.id,
  name: cohorts.name,
  status: cohorts.status,
  startDate: cohorts.startDate,
  endDate: cohorts.endDate,
  size: cohorts.size,
  courseId: courses.id,
  courseName: courses.name,
  courseLanguage: courses.language,
  courseSlug: courses.slug,
};

function selectCohortWithCourse(db: Db, cohortId: number) {
  return db.select(cohortWithCourse).from(cohorts).innerJoin(courses, eq(courses.id, cohorts.courseId)).where(eq(cohorts.id, cohortId));
}

/** The cohort row, locked until the transaction ends, with the course facts the rules need. */
export async function lockCohortForUpdate(tx: Db, params: { cohortId: number }) {
  const [row] = await selectCohortWithCourse(tx, params.cohortId).for('update', { of: cohorts });
  return row ?? null;
}
// built once per database handle, like the look below: every waitlisted registration of a rush runs it
const preparedWaits = new WeakMap<Db, ReturnType<typeof prepareWait>>();
const prepareWait = (db: Db) =>
  db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.id, sql.placeholder('cohortId')))
    .for('key share')
    .prepare('cohort_seat_changes_done');

/**
 * Waits until no transaction holds the cohort's row lock (lockCohortForUpdate: a seat taken, given back,
 * offered, cancelled), without taking a lock that outlives the statement; call it outside a transaction.
 * The next statement then sees every seat change that had begun before this one (FOR KEY SHARE conflicts
 * only with FOR UPDATE, so waitlist joins do not wait for each other).
 */
export async function waitForSeatChanges(db: Db, params: { cohortId: number }): Promise<void> {
  let prepared = preparedWaits.get(db);
  if (!prepared) {
    prepared = prepareWait(db);
    preparedWaits.set(db, prepared);
  }
  await prepared.execute({ cohortId: params.cohortId });
}

/**
 * The cohort row's key-share lock for the rest of the transaction: the lock a row inserted with a foreign key
 * to the cohort takes anyway (the registration's activity entry, its invoice), taken up front by a transaction
 * that will also take the invoice numbering, so its order is the cohort, then the numbering, as everywhere
 * (lockInvoiceNumbering). Taken only at the insert, after the numbering, it deadlocked with a seat decision
 * holding the cohort's FOR UPDATE and waiting for the numbering (a webhook settling a payment; 2 of 12 runs
 * of api/tests/payments/paid-enrolment.test.ts on PostgreSQL beside a 2-core CPU hog, 2026-11-30).
 * Key-share locks do not wait for each other: registrations completing at once still queue only on the numbering.
 */
export async function shareCohortKey(tx: Db, params: { cohortId: number }): Promise<void> {
  await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, params.cohortId)).for('key share');
}

export type LockedCohort = NonNullable<Awaited<ReturnType<typeof lockCohortForUpdate>>>;

function selectRegistrationLook(db: Db, params: { userId: number | Placeholder; cohortId: number | Placeholder; now: Date | Placeholder }) {
  return db
    .select({
      cohort: cohortWithCourse,
      seatsTaken: seatsTakenSql({ now: params.now, exceptUserId: params.userId }),
      seatsHeldByStudent: seatsHeldBySql({ now: params.now }, params.userId),
      registration: { id: cohortParticipants.id, status: cohortParticipants.status },
      entry: { id: waitlistEntries.id, status: waitlistEntries.status, offerExpiresAt: waitlistEntries.offerExpiresAt },
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(
      cohortParticipants,
      and(eq(cohortParticipants.cohortId, cohorts.id), eq(cohortParticipants.userId, params.userId), ne(cohortParticipants.status, 'CANCELED')),
    )
    .leftJoin(
      waitlistEntries,
      and(eq(waitlistEntries.cohortId, cohorts.id), eq(waitlistEntries.userId, params.userId), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])),
    )
    .where(eq(cohorts.id, params.cohortId))
    .limit(1);
}

// Every registration of a rush runs the look at least once: its SQL is built once per database handle
// (Drizzle's prepared query; building it was most of the process's CPU per registration). A transaction's
// `tx` is a handle of its own, so a look in a transaction runs in that transaction.
const preparedLooks = new WeakMap<Db, ReturnType<typeof prepareLook>>();
const prepareLook = (db: Db) =>
  selectRegistrationLook(db, { userId: sql.placeholder('userId'), cohortId: sql.placeholder('cohortId'), now: sql.placeholder('now') }).prepare(
    'registration_look',
  );

/**
 * Everything a registration decides on, in one statement (issue 16 item 3): the cohort with its course,
 * the seats others take (the one seat rule, seats.ts, leaving out the student's own offer and hold), the
 * seats the student's own offer and hold take, the student's live registration and live waitlist entry
 * (at most one each: partial unique indexes); only the columns the decision reads. Without a lock it is a
 * first look (is the group full already?); run right after lockCohortForUpdate, in that transaction, it
 * is the truth until commit (in READ COMMITTED the statement's snapshot is taken after the lock was granted).
 */
export async function lookAtRegistration(db: Db, params: { userId: number; cohortId: number; now: Date }) {
  let prepared = preparedLooks.get(db);
  if (!prepared) {
    prepared = prepareLook(db);
    preparedLooks.set(db, prepared);
  }
  // placeholders in conditions reach the driver as they are: the instant as text, like the column's encoder sends it
  const [row] = await prepared.execute({ userId: params.userId, cohortId: params.cohortId, now: params.now.toISOString() });
  return row ?? null;
}
export type RegistrationLook = NonNullable<Awaited<ReturnType<typeof lookAtRegistration>>>;

export async function findLiveRegistration(tx: Db, params: { userId: number; cohortId: number }) {
  const [row] = await tx
    .select()
    .from(cohortParticipants)
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        eq(cohortParticipants.cohortId, params.cohortId),
        ne(cohortParticipants.status, 'CANCELED'),
      ),
    );
  return row ?? null;
}

/** The cohorts of one course in which the user holds a live registration (not CANCELED). */
export async function listLiveRegisteredCohortIds(db: Db, params: { userId: number; courseId: number }): Promise<number[]> {
  const rows = await db
    .select({ cohortId: cohortParticipants.cohortId })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        eq(cohorts.courseId, params.courseId),
        ne(cohortParticipants.status, 'CANCELED'),
      ),
    );
  return rows.map((row) => row.cohortId);
}

export async function getParticipant(tx: Db, params: { id: number }): Promise<CohortParticipant | null> {
  const [row] = await tx.select().from(cohortParticipants).where(eq(cohortParticipants.id, params.id));
  return row ?? null;
}

/** The student's school (null for a private student), not locked. */
export async function getStudentSchool(tx: Db, params: { userId: number }): Promise<School | null> {
  const [row] = await tx
    .select({ school: schools })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(eq(students.userId, params.userId));
  return row?.school ?? null;
}

/** The school row locked until the transaction ends: credits and prepaid seats are spent one at a time. */
export async function lockSchoolForUpdate(tx: Db, params: { schoolId: number }): Promise<School | null> {
  const [row] = await tx.select().from(schools).where(eq(schools.id, params.schoolId)).for('update');
  return row ?? null;
}

/** Start dates of the student's live registrations their school pays for (for numberOfCourses). */
export async function listSchoolPaidRegistrations(tx: Db, params: { userId: number; exceptParticipantId?: number }) {
  const rows = await tx
    .select({ id: cohortParticipants.id, cohortStartDate: cohorts.startDate })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        eq(cohortParticipants.defaultPayer, 'SCHOOL'),
        ne(cohortParticipants.status, 'CANCELED'),
      ),
    );
  return rows.filter((r) => r.id !== params.exceptParticipantId);
}

/**
 * Serializes invoice numbering until the transaction ends (numbers are per calendar year and gapless
 * enough for people: VLK-2026-000123). Taken last, after the cohort and school locks.
 */
export async function lockInvoiceNumbering(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('valik:invoice-number'))`);
}

/** The next human invoice number of a year; call lockInvoiceNumbering first. */
export async function nextInvoiceNumber(tx: Db, params: { year: number }): Promise<string> {
  const prefix = `VLK-${params.year}-`;
  const [row] = await tx
    .select({ invoiceId: invoices.invoiceId })
    .from(invoices)
    .where(like(invoices.invoiceId, `${prefix}%`))
    .orderBy(desc(invoices.invoiceId))
    .limit(1);
  const last = row ? Number(row.invoiceId.slice(prefix.length)) : 100;
  return `${prefix}${String((Number.isFinite(last) ? last : 100) + 1).padStart(6, '0')}`;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<Invoice> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function getInvoice(tx: Db, params: { id: number }): Promise<Invoice | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, params.id));
  return row ?? null;
}

export async function setInvoiceStatus(
  tx: Db,
  params: { id: number; status: Invoice['status']; metadata?: Record<string, unknown> },
): Promise<void> {
  const [current] = await tx.select({ metadata: invoices.metadata }).from(invoices).where(eq(invoices.id, params.id));
  await tx
    .update(invoices)
    .set({ status: params.status, metadata: { ...(current?.metadata ?? {}), ...(params.metadata ?? {}) } })
    .where(eq(invoices.id, params.id));
}

/** A credit DEDUCT (spent) or REFUND (given back) of one credit, with its activity entry. */
export async function recordSchoolCredit(
  tx: Db,
  params: {
    schoolId: number;
    userId: number;
    cohortId: number;
    type: 'DEDUCT' | 'REFUND';
    participantId: number;
    actorUserId: number | null;
    now: Date;
    reason: string;
  },
): Promise<void> {
  await tx.insert(schoolCreditLogs).values({
    schoolId: params.schoolId,
    userId: params.userId,
    type: params.type,
    amount: 1,
    eventAppliesAt: params.now,
    metadata: { participant_id: params.participantId, cohort_id: params.cohortId, reason: params.reason },
  });
  await tx.insert(activityLog).values({
    type: params.type === 'DEDUCT' ? 'SCHOOL_CREDITS_USED' : 'SCHOOL_CREDITS_REFUNDED',
    userId: params.userId,
    cohortId: params.cohortId,
    schoolId: params.schoolId,
    actorUserId: params.actorUserId,
    metadata: { amount: 1, participant_id: params.participantId, reason: params.reason },
  });
}

/** Uses (-1) or gives back (+1) a prepaid seat; the check constraint keeps it from going negative. */
export async function adjustPrepaidSeats(tx: Db, params: { schoolId: number; by: 1 | -1 }): Promise<void> {
  await tx
    .update(schools)
    .set({ prepaidStudentSeats: sql`${schools.prepaidStudentSeats} + ${params.by}` })
    .where(eq(schools.id, params.schoolId));
}

export async function insertParticipant(tx: Db, values: typeof cohortParticipants.$inferInsert): Promise<CohortParticipant> {
  const [row] = await tx.insert(cohortParticipants).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Gives back a seat taken a moment ago whose registration could not be completed (nothing refers to it yet). */
export async function deleteParticipant(tx: Db, params: { id: number }): Promise<void> {
  await tx.delete(cohortParticipants).where(eq(cohortParticipants.id, params.id));
}

export async function updateParticipant(
  tx: Db,
  params: { id: number; changes: Partial<Pick<CohortParticipant, 'status' | 'defaultPayer' | 'invoiceId' | 'accessClosesAt' | 'passSubscriptionId'>> },
): Promise<void> {
  await tx.update(cohortParticipants).set(params.changes).where(eq(cohortParticipants.id, params.id));
}

export async function logActivity(
  tx: Db,
  values: {
    type: ActivityType;
    userId: number | null;
    cohortId?: number | null;
    actorUserId: number | null;
    schoolId?: number | null;
    notes?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  if (typeof values.metadata?.mail !== 'string') {
    await tx.insert(activityLog).values(values);
    return;
  }
  // a notice to e-mail (ADR 011): the entry and its outbox row (ADR 024) in one statement, so even a caller
  // outside a transaction never writes one without the other
  await tx.execute(sql`
    WITH entry AS (
      INSERT INTO activity_log (user_id, cohort_id, type, notes, actor_user_id, school_id, metadata)
      VALUES (${values.userId}, ${values.cohortId ?? null}, ${values.type}::activity_type, ${values.notes ?? null}, ${values.actorUserId}, ${values.schoolId ?? null}, ${JSON.stringify(values.metadata)}::jsonb)
      RETURNING id, user_id
    )
    INSERT INTO outbox (kind, payload, user_id, activity_id)
    SELECT 'MAIL', jsonb_build_object('notice', ${values.metadata.mail}::text), user_id, id FROM entry`);
}

/** Registrations whose access-closing time has come with the personal invoice still unpaid. */
export async function listDueAccessClosings(db: Db, params: { now: Date }) {
  return db
    .select({ id: cohortParticipants.id })
    .from(cohortParticipants)
    .where(
      and(
        isNotNull(cohortParticipants.accessClosesAt),
        lte(cohortParticipants.accessClosesAt, params.now),
        ne(cohortParticipants.status, 'CANCELED'),
      ),
    );
}

/** The e-mail facts of a user (address, name, language). */
export async function getMailRecipient(db: Db, params: { userId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, params.userId));
  return row ?? null;
}

/** One user's registrations (every status) with cohort, course, invoice, newest cohort first. */
export async function listMyRegistrations(db: Db, params: { userId: number; cohortId?: number }) {
  const where = [eq(cohortParticipants.userId, params.userId)];
  if (params.cohortId !== undefined) where.push(eq(cohortParticipants.cohortId, params.cohortId));
  return db
    .select({
      participant: cohortParticipants,
      cohort: cohorts,
      course: {
        id: courses.id,
        name: courses.name,
        slug: courses.slug,
        language: courses.language,
        academicHours: courses.academicHours,
        learningOutcomes: courses.learningOutcomes,
        thumbnail: courses.thumbnail,
      },
      invoice: {
        id: invoices.id,
        number: invoices.invoiceId,
        status: invoices.status,
        amount: invoices.amount,
        dueDate: invoices.dueDate,
        schoolId: invoices.schoolId,
      },
    })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(invoices, eq(invoices.id, cohortParticipants.invoiceId))
    .where(and(...where))
    .orderBy(desc(cohorts.startDate), desc(cohortParticipants.id));
}
export type MyRegistrationRow = Awaited<ReturnType<typeof listMyRegistrations>>[number];

/** Registrations of the user with live status whose cohorts run or will run, for the calendar feed. */
export async function listCalendarCohorts(db: Db, params: { userId: number; since: Date }) {
  return db
    .select({ cohort: cohorts, courseName: courses.name })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        inArray(cohortParticipants.status, ['REGISTERED', 'IN_PROGRESS', 'AWAITING_RESULT', 'COMPLETED', 'FAILED']),
        gte(cohorts.endDate, params.since),
      ),
    )
    .orderBy(asc(cohorts.startDate));
}

export type { Payer };

/** The progress row of a new registration (0 %; assignments only, spec §4). */
export async function insertProgressForParticipant(
  tx: Db,
  params: { participantId: number; userId: number; cohortId: number; schoolId: number | null },
): Promise<void> {
  await tx
    .insert(cohortProgress)
    .values({ cohortParticipantId: params.participantId, studentUserId: params.userId, cohortId: params.cohortId, schoolId: params.schoolId })
    .onConflictDoNothing();
}

/** A cohort with its course facts, not locked (read-only pages). */
export async function getCohortWithCourse(db: Db, params: { cohortId: number }) {
  const [row] = await selectCohortWithCourse(db, params.cohortId);
  return row ?? null;
}

/** Per registration of a user: progress percent, submitted feedback, diploma (for my courses). */
export async function loadMyRegistrationExtras(db: Db, params: { userId: number }) {
  const progress = await db
    .select({
      participantId: cohortProgress.cohortParticipantId,
      percent: cohortProgress.progressPercent,
      source: cohortProgress.progressSource,
      syncedAt: cohortProgress.progressSyncedAt,
    })
    .from(cohortProgress)
    .where(eq(cohortProgress.studentUserId, params.userId));
  const feedback = await db
    .select({ cohortId: feedbackSubmissions.cohortId })
    .from(feedbackSubmissions)
    .where(eq(feedbackSubmissions.userId, params.userId));
  const diplomaRows = await db
    .select({ participantId: diplomas.participantId, code: diplomas.verificationCode })
    .from(diplomas)
    .where(eq(diplomas.userId, params.userId));
  return {
    progress: new Map(progress.map((p) => [p.participantId, p.percent])),
    // where each figure came from (LMS sync or the teacher) and when the sync wrote it (issue 14)
    progressSources: new Map(progress.map((p) => [p.participantId, { source: p.source as 'LMS' | 'TEACHER' | null, syncedAt: p.syncedAt }])),
    feedbackCohorts: new Set(feedback.map((f) => f.cohortId)),
    diplomas: new Map(diplomaRows.map((d) => [d.participantId, d.code])),
  };
}
