// Test data factories: sensible defaults, any column overridable, each returns the inserted row(s).
// Unique values (e-mails, slugs, invoice numbers) come from a per-process sequence, so tests never
// depend on magic ids or on each other.
import { eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { COURSE_LIST_PRICE_CENTS } from '../enum-values.ts';
import { invoiceReferenceSql } from '../queries/billing.ts';
import {
  authSessions,
  authUsers,
  cohortParticipants,
  cohortProgress,
  cohorts,
  cohortTeachers,
  courses,
  invoices,
  paymentCheckouts,
  promotionCodes,
  schoolReps,
  schools,
  students,
  subscriptions,
  teachers,
  users,
  waitlistEntries,
} from '../schema/index.ts';
import type {
  Cohort,
  CohortParticipant,
  CohortProgress,
  Course,
  Invoice,
  NewCohort,
  NewCohortParticipant,
  NewCohortProgress,
  NewCourse,
  NewInvoice,
  NewPaymentCheckout,
  NewPromotionCode,
  NewSchool,
  NewStudent,
  NewSubscription,
  NewTeacher,
  NewUser,
  PaymentCheckout,
  PromotionCode,
  School,
  SchoolRep,
  Student,
  Subscription,
  Teacher,
  User,
  UserRole,
  WaitlistEntryRow,
} from '../schema/index.ts';

let sequence = 0;
/** A value unique within the test process. */
export function nextSeq(): number {
  sequence += 1;
  return sequence;
}
const uniq = () => `${nextSeq()}${Math.random().toString(36).slice(2, 6)}`;

const DAY = 24 * 60 * 60 * 1000;
/** now + n days (n may be negative). */
export function daysFromNow(n: number, from: Date = new Date()): Date {
  return new Date(from.getTime() + n * DAY);
}

function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function makeUser(db: Db, overrides: Partial<NewUser> = {}): Promise<User> {
  const n = uniq();
  return one(
    await db
      .insert(users)
      .values({ firstName: 'Mari', lastName: `Maasikas${n}`, email: `user${n}@example.test`, role: 'STUDENT', ...overrides })
      .returning(),
  );
}

/** A user of the given role with its role profile row (students / teachers / school_reps). */
export async function makeUserWithRole(
  db: Db,
  role: UserRole,
  overrides: Partial<NewUser> & { schoolId?: number | null } = {},
): Promise<User> {
  const { schoolId, ...userOverrides } = overrides;
  if (role === 'STUDENT') return (await makeStudent(db, { ...userOverrides, schoolId })).user;
  if (role === 'TEACHER') return (await makeTeacher(db, { ...userOverrides, schoolId })).user;
  if (role === 'SCHOOL_REP') return (await makeSchoolRep(db, { ...userOverrides, schoolId: schoolId ?? undefined })).user;
  return makeUser(db, { ...userOverrides, role });
}

export async function makeSchool(db: Db, overrides: Partial<NewSchool> = {}): Promise<School> {
  return one(await db.insert(schools).values({ name: `Kool ${uniq()}`, country: 'EE', ...overrides }).returning());
}

export async function makeStudent(
  db: Db,
  overrides: Partial<NewUser> & { schoolId?: number | null | undefined; student?: Partial<NewStudent> } = {},
): Promise<{ user: User; student: Student }> {
  const { schoolId, student: studentOverrides, ...userOverrides } = overrides;
  const user = await makeUser(db, { ...userOverrides, role: 'STUDENT' });
  const student = one(
    await db
      .insert(students)
      .values({ userId: user.id, schoolId: schoolId ?? null, ...studentOverrides })
      .returning(),
  );
  return { user, student };
}

export async function makeTeacher(
  db: Db,
  overrides: Partial<NewUser> & { schoolId?: number | null | undefined; teacher?: Partial<NewTeacher> } = {},
): Promise<{ user: User; teacher: Teacher }> {
  const { schoolId, teacher: teacherOverrides, ...userOverrides } = overrides;
  const user = await makeUser(db, { firstName: 'Tiit', ...userOverrides, role: 'TEACHER' });
  const teacher = one(
    await db
      .insert(teachers)
      .values({ userId: user.id, schoolId: schoolId ?? null, shortDescription: 'Kogenud õpetaja.', ...teacherOverrides })
      .returning(),
  );
  return { user, teacher };
}

/** A school representative; creates a school unless schoolId is given. */
export async function makeSchoolRep(
  db: Db,
  overrides: Partial<NewUser> & { schoolId?: number | undefined } = {},
): Promise<{ user: User; school: School; schoolRep: SchoolRep }> {
  const { schoolId, ...userOverrides } = overrides;
  const school = schoolId
    ? one(await db.select().from(schools).where(eq(schools.id, schoolId)))
    : await makeSchool(db);
  const user = await makeUser(db, { ...userOverrides, role: 'SCHOOL_REP' });
  const schoolRep = one(await db.insert(schoolReps).values({ schoolId: school.id, userId: user.id }).returning());
  return { user, school, schoolRep };
}

export async function makeCourse(db: Db, overrides: Partial<NewCourse> = {}): Promise<Course> {
  const n = uniq();
  return one(
    await db
      .insert(courses)
      .values({
        name: `Kursus ${n}`,
        slug: `kursus-${n}`,
        summary: 'Lühike kokkuvõte kursusest.',
        shortDescription: 'Lühikirjeldus.',
        description: 'Pikk kirjeldus kursusest.',
        language: 'et',
        gradingCriteria: 'Kõik ülesanded esitatud.',
        categories: ['TECHNOLOGY'],
        learningOutcomes: ['Oskab esimest', 'Oskab teist', 'Oskab kolmandat'],
        status: 'APPROVED',
        academicHours: 24,
        testimonials: [],
        ...overrides,
      })
      .returning(),
  );
}

export type CohortWithTeachers = Cohort & { teacherUserIds: number[] };

/**
 * A cohort starting in 14 days for 6 weeks, Mondays and Wednesdays 17:00, 20 seats. Creates an approved
 * course unless courseId is given, and one teacher unless teacherUserIds is given ([] for none).
 */
export async function makeCohort(
  db: Db,
  overrides: Partial<NewCohort> & { teacherUserIds?: number[] } = {},
): Promise<CohortWithTeachers> {
  const { teacherUserIds, ...cohortOverrides } = overrides;
  const courseId = cohortOverrides.courseId ?? (await makeCourse(db)).id;
  const startDate = cohortOverrides.startDate ?? daysFromNow(14);
  const cohort = one(
    await db
      .insert(cohorts)
      .values({
        name: `Grupp ${uniq()}`,
        startDate,
        endDate: daysFromNow(42, startDate),
        size: 20,
        minSize: Math.max(0, Math.min(5, cohortOverrides.size ?? 20)),
        status: 'REGISTRATION_OPEN',
        onlineClassTimes: [
          { day: 1, hour: 17, minute: 0 },
          { day: 3, hour: 17, minute: 0 },
        ],
        onlineLessonLength: 90,
        videoUrl: 'https://meet.example.test/abc',
        externalLmsLink: 'https://classroom.example.test/c/abc',
        ...cohortOverrides,
        courseId,
      })
      .returning(),
  );
  const ids = teacherUserIds ?? [(await makeTeacher(db)).user.id];
  if (ids.length > 0) {
    await db.insert(cohortTeachers).values(ids.map((teacherUserId) => ({ cohortId: cohort.id, teacherUserId })));
  }
  return { ...cohort, teacherUserIds: ids };
}

/** A registration; creates a student and a cohort unless userId / cohortId are given. */
export async function makeParticipant(db: Db, overrides: Partial<NewCohortParticipant> = {}): Promise<CohortParticipant> {
  const userId = overrides.userId ?? (await makeStudent(db)).user.id;
  const cohortId = overrides.cohortId ?? (await makeCohort(db)).id;
  return one(
    await db
      .insert(cohortParticipants)
      .values({ status: 'REGISTERED', defaultPayer: 'STUDENT', ...overrides, userId, cohortId })
      .returning(),
  );
}

/** A place in a cohort's line (WAITING); pass status OFFERED with offeredAt / offerExpiresAt for an offer. */
export async function makeWaitlistEntry(db: Db, overrides: Partial<typeof waitlistEntries.$inferInsert> = {}): Promise<WaitlistEntryRow> {
  const userId = overrides.userId ?? (await makeStudent(db)).user.id;
  const cohortId = overrides.cohortId ?? (await makeCohort(db)).id;
  return one(await db.insert(waitlistEntries).values({ ...overrides, userId, cohortId }).returning());
}

/** An OPEN pay-and-register checkout (a seat hold, ADR 009) of 30 minutes; any column overridable. */
export async function makeCheckout(db: Db, overrides: Partial<NewPaymentCheckout> = {}): Promise<PaymentCheckout> {
  const userId = overrides.userId ?? (await makeStudent(db)).user.id;
  const cohortId = overrides.cohortId ?? (await makeCohort(db)).id;
  return one(
    await db
      .insert(paymentCheckouts)
      .values({ purpose: 'REGISTRATION', provider: 'STRIPE', amount: COURSE_LIST_PRICE_CENTS, expiresAt: new Date(Date.now() + 30 * 60_000), ...overrides, userId, cohortId })
      .returning(),
  );
}

/** Progress of a participant; creates the participant unless cohortParticipantId is given. */
export async function makeProgress(
  db: Db,
  overrides: Partial<NewCohortProgress> = {},
): Promise<CohortProgress> {
  let { cohortParticipantId, studentUserId, cohortId } = overrides;
  if (cohortParticipantId === undefined) {
    const participant = await makeParticipant(db, { userId: studentUserId, cohortId });
    cohortParticipantId = participant.id;
    studentUserId = participant.userId;
    cohortId = participant.cohortId;
  }
  if (studentUserId === undefined || cohortId === undefined) {
    const row = one(await db.select().from(cohortParticipants).where(eq(cohortParticipants.id, cohortParticipantId)));
    studentUserId ??= row.userId;
    cohortId ??= row.cohortId;
  }
  return one(
    await db
      .insert(cohortProgress)
      .values({ progressPercent: 0, ...overrides, cohortParticipantId, studentUserId, cohortId })
      .returning(),
  );
}

export async function makeInvoice(db: Db, overrides: Partial<NewInvoice> = {}): Promise<Invoice> {
  return one(
    await db
      .insert(invoices)
      .values({
        invoiceId: `TEST-${uniq()}`,
        // a valid 7-3-1 reference of its own (9… never meets a VLK-<year> number's 20…)
        referenceNumber: invoiceReferenceSql(`9${nextSeq()}${Math.floor(Math.random() * 1e4)}`),
        status: 'UNPAID',
        amount: 4900,
        dueDate: daysFromNow(11),
        ...overrides,
      })
      .returning(),
  );
}

/** An active subscription; creates a student unless userId is given. */
export async function makeSubscription(db: Db, overrides: Partial<NewSubscription> = {}): Promise<Subscription> {
  const userId = overrides.userId ?? (await makeStudent(db)).user.id;
  return one(
    await db
      .insert(subscriptions)
      .values({ subscriptionId: `sub_test_${uniq()}`, type: 'MULTI_PASS', active: true, ...overrides, userId })
      .returning(),
  );
}

export async function makePromotionCode(db: Db, overrides: Partial<NewPromotionCode> = {}): Promise<PromotionCode> {
  return one(
    await db
      .insert(promotionCodes)
      .values({ name: `PROMO${uniq().toUpperCase()}`, ...overrides })
      .returning(),
  );
}


/**
 * A signed-in session for a product user, made in the database without a password round (tests that need
 * hundreds of sessions: the replicas' rush). Gives the user a verified better-auth identity when it has
 * none; the caller signs the token into the cookie with the server's secret (better-call's signed cookie:
 * `token.base64(HMAC-SHA256(secret, token))`).
 */
export async function makeSession(db: Db, params: { user: User; ipAddress?: string | null }): Promise<{ token: string; authUserId: string }> {
  let authUserId = params.user.authId;
  if (!authUserId) {
    authUserId = crypto.randomUUID();
    await db.insert(authUsers).values({ id: authUserId, name: `${params.user.firstName} ${params.user.lastName}`, email: params.user.email, emailVerified: true });
    await db.update(users).set({ authId: authUserId }).where(eq(users.id, params.user.id));
  }
  const token = crypto.randomUUID().replace(/-/g, '');
  await db.insert(authSessions).values({
    id: crypto.randomUUID(),
    token,
    userId: authUserId,
    expiresAt: new Date(Date.now() + 3 * 86_400_000),
    ipAddress: params.ipAddress ?? null,
  });
  return { token, authUserId };
}
