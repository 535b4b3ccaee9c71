// The demo seed: catalogue, schools, people, cohorts around `now`, registrations in every state, money,
// feedback, diplomas and activity. Idempotent: the content goes in once (in one transaction, under an
// advisory lock); a later run only makes sure the demo logins exist. Never creates demo logins when
// `production` is true.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db-type.ts';
import { repoRoot } from '../paths.ts';
import * as s from '../schema/index.ts';
import type { UserRole } from '../schema/index.ts';
import { COURSES } from './content/courses.ts';
import { DEMO_PERSONA, SCHOOLS, SCHOOL_REPS, STUDENTS, TEACHERS, TEACHER_APPLICANTS } from './content/people.ts';
import type { SeedPerson } from './content/types.ts';
import { courseThumbnailPath, courseThumbnailSvg } from './content/thumbnails.ts';
import { teacherPortraitFile, teacherPortraitPath, teacherPortraitSvg } from './content/portraits.ts';
import { ADMIN_KEY, buildPlan, repKey, studentKey, teacherKey } from './plan.ts';
import type { PersonKey, SeedPlan } from './plan.ts';
import { isoDate } from './time.ts';
import { invoiceReferenceSql } from '../queries/billing.ts';
import { refreshCourseRating } from '../queries/courses.ts';

export { COURSES } from './content/courses.ts';
export { SCHOOLS, SCHOOL_REPS, STUDENTS, TEACHERS } from './content/people.ts';
export { buildPlan } from './plan.ts';

/** Password of every demo login (and of every seeded person in a demo database). */
export const DEMO_PASSWORD = 'valik-demo-2026';

export interface DemoLogin {
  email: string;
  role: UserRole;
  /** Where the user lands after signing in (product-spec §2). */
  landing: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'admin@valik.ee', role: 'ADMIN', landing: '/manage/cohorts' },
  { email: 'opetaja@valik.ee', role: 'TEACHER', landing: '/user/dashboard' },
  { email: 'kool@valik.ee', role: 'SCHOOL_REP', landing: '/user/school/my-students' },
  { email: 'opilane@valik.ee', role: 'STUDENT', landing: '/user/my-courses' },
];

const demoEmail = (role: UserRole): string => DEMO_LOGINS.find((l) => l.role === role)?.email ?? '';

export interface SeedOptions {
  /** Reference time: cohorts, registrations and invoices are placed around it. Default: new Date(). */
  now?: Date;
  /** true: no demo logins and no passwords at all (people are created without sign-in identities). */
  production?: boolean;
  /** Where thumbnails go; default UPLOADS_DIR or <repo>/.data/uploads. */
  uploadsDir?: string;
  /** Write the course thumbnails and the teachers' portraits (default true). */
  writeThumbnails?: boolean;
}

export interface SeedResult {
  /** false when the content was already there (this run changed nothing but missing demo logins) */
  created: boolean;
  counts: Record<string, number>;
  /** the demo logins that exist after this run (empty in production) */
  demoLogins: DemoLogin[];
  /** problems that did not stop the seed, e.g. a demo login that could not be made */
  warnings: string[];
  thumbnailsDir: string | null;
}

// Serialises concurrent seeds against one database (a second one waits, then sees the content).
const SEED_LOCK_KEY = 4_180_523_010;

export function defaultUploadsDir(): string {
  return process.env.UPLOADS_DIR || path.join(repoRoot, '.data', 'uploads');
}

/** Every table the seed fills, for the summary. */
const COUNTED_TABLES: Record<string, PgTable> = {
  users: s.users,
  auth_users: s.authUsers,
  auth_accounts: s.authAccounts,
  schools: s.schools,
  school_reps: s.schoolReps,
  teachers: s.teachers,
  students: s.students,
  courses: s.courses,
  cohorts: s.cohorts,
  cohort_teachers: s.cohortTeachers,
  cohort_participants: s.cohortParticipants,
  cohort_progress: s.cohortProgress,
  invoices: s.invoices,
  school_credit_logs: s.schoolCreditLogs,
  feedback_submissions: s.feedbackSubmissions,
  diplomas: s.diplomas,
  activity_log: s.activityLog,
  subscriptions: s.subscriptions,
  promotion_codes: s.promotionCodes,
};

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const production = options.production ?? false;
  // scrypt is slow on purpose: hash once, outside the transaction, and reuse the string.
  const passwordHash = production ? null : await hashPassword(DEMO_PASSWORD);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(s.courses)
      .where(
        inArray(
          s.courses.slug,
          COURSES.map((c) => c.slug),
        ),
      );
    const created = Number(existing?.n ?? 0) === 0;
    if (created) await insertContent(tx, buildPlan(now, { production }), passwordHash);
    const warnings: string[] = [];
    const demoLogins = passwordHash ? await ensureDemoLogins(tx, passwordHash, warnings) : [];
    if (production) {
      // A production database must not keep the well-known demo accounts from an earlier demo seed.
      const leftovers = await tx
        .select({ email: s.users.email })
        .from(s.users)
        .where(
          inArray(
            sql`lower(${s.users.email})`,
            DEMO_LOGINS.map((l) => l.email),
          ),
        );
      for (const { email } of leftovers) warnings.push(`${email}: a demo login exists in this database; delete it before going live`);
    }
    return { created, demoLogins, warnings, counts: await countRows(tx) };
  });

  let thumbnailsDir: string | null = null;
  if (options.writeThumbnails !== false) {
    thumbnailsDir = path.join(options.uploadsDir ?? defaultUploadsDir(), 'courses');
    await writeThumbnails(thumbnailsDir);
    await writePortraits(path.join(options.uploadsDir ?? defaultUploadsDir(), 'avatars'));
  }
  return { ...result, thumbnailsDir };
}

/** Writes one SVG per course (deterministic, so rewriting is harmless and restores deleted files). */
export async function writeThumbnails(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(
    COURSES.map((course) => writeFile(path.join(dir, `${course.slug}.svg`), courseThumbnailSvg(course.slug, course.categories))),
  );
}

/** Writes the seeded teachers' portraits (deterministic, like the thumbnails). */
export async function writePortraits(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(TEACHERS.map((teacher) => writeFile(path.join(dir, teacherPortraitFile(teacher)), teacherPortraitSvg(teacher))));
}

/**
 * Makes sure each demo login has a product user with the right role and a better-auth credential account.
 * The admin is created when missing; the teacher, school rep and student are personas of the seeded content
 * (missing only when the content was seeded with `production: true`).
 */
async function ensureDemoLogins(tx: Db, passwordHash: string, warnings: string[]): Promise<DemoLogin[]> {
  const present: DemoLogin[] = [];
  for (const login of DEMO_LOGINS) {
    let [user] = await tx
      .select()
      .from(s.users)
      .where(sql`lower(${s.users.email}) = ${login.email}`);
    if (!user && login.role === 'ADMIN') {
      [user] = await tx
        .insert(s.users)
        .values({ firstName: 'Valik', lastName: 'Admin', email: login.email, role: 'ADMIN', metadata: { provider: 'email', seeded: true } })
        .returning();
    }
    if (!user) {
      warnings.push(`${login.email}: not created (the content was seeded in production mode)`);
      continue;
    }
    if (user.role !== login.role) {
      warnings.push(`${login.email}: exists with role ${user.role}, left unchanged`);
      continue;
    }
    let authId = user.authId;
    if (!authId) {
      const [authUser] = await tx.select({ id: s.authUsers.id }).from(s.authUsers).where(eq(s.authUsers.email, login.email));
      authId = authUser?.id ?? randomUUID();
      if (!authUser) {
        await tx.insert(s.authUsers).values({
          id: authId,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: login.email,
          emailVerified: true,
        });
      }
      await tx.update(s.users).set({ authId }).where(eq(s.users.id, user.id));
    }
    const [account] = await tx
      .select({ id: s.authAccounts.id })
      .from(s.authAccounts)
      .where(and(eq(s.authAccounts.userId, authId), eq(s.authAccounts.providerId, 'credential')));
    if (!account) {
      await tx.insert(s.authAccounts).values({
        id: randomUUID(),
        accountId: authId,
        providerId: 'credential',
        userId: authId,
        password: passwordHash,
      });
    }
    present.push(login);
  }
  return present;
}

interface PersonRow extends SeedPerson {
  key: PersonKey;
  /** the seeded teachers' illustrated portraits (content/portraits.ts) */
  avatar?: string;
  role: UserRole;
  classroomEmail: string | null;
}

async function insertContent(tx: Db, plan: SeedPlan, passwordHash: string | null): Promise<void> {
  const demo = passwordHash !== null;

  // ---- people ------------------------------------------------------------------------------------------
  const people: PersonRow[] = [
    ...TEACHERS.map((t, i) => ({
      ...t,
      key: teacherKey(i),
      role: 'TEACHER' as const,
      classroomEmail: null,
      avatar: teacherPortraitPath(t),
      email: demo && i === DEMO_PERSONA.teacher ? demoEmail('TEACHER') : t.email,
    })),
    ...SCHOOL_REPS.map((r, i) => ({
      ...r,
      key: repKey(i),
      role: 'SCHOOL_REP' as const,
      classroomEmail: null,
      email: demo && i === DEMO_PERSONA.schoolRep ? demoEmail('SCHOOL_REP') : r.email,
    })),
    ...STUDENTS.map((st, i) => ({
      ...st,
      key: studentKey(i),
      role: 'STUDENT' as const,
      email: demo && i === DEMO_PERSONA.student ? demoEmail('STUDENT') : st.email,
    })),
  ];
  if (demo) {
    people.unshift({
      key: ADMIN_KEY,
      role: 'ADMIN',
      firstName: 'Valik',
      lastName: 'Admin',
      email: demoEmail('ADMIN'),
      phoneNumber: null,
      classroomEmail: null,
    });
  }

  // In a demo database everyone can sign in with the demo password (one hash, reused).
  const authIds = new Map<PersonKey, string>();
  if (passwordHash) {
    const authUserRows = people.map((p) => {
      const id = randomUUID();
      authIds.set(p.key, id);
      return { id, name: `${p.firstName} ${p.lastName}`, email: p.email.toLowerCase(), emailVerified: true };
    });
    await tx.insert(s.authUsers).values(authUserRows);
    await tx.insert(s.authAccounts).values(
      authUserRows.map((u) => ({ id: randomUUID(), accountId: u.id, providerId: 'credential', userId: u.id, password: passwordHash })),
    );
  }

  const userRows = await tx
    .insert(s.users)
    .values(
      people.map((p, i) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        role: p.role,
        authId: authIds.get(p.key) ?? null,
        phoneNumber: p.phoneNumber,
        classroomEmail: p.classroomEmail,
        avatar: p.avatar ?? null,
        metadata: { provider: 'email', seeded: true },
        createdAt: new Date(plan.now.getTime() - (400 - i) * 86_400_000),
      })),
    )
    .returning({ id: s.users.id, email: s.users.email });
  const userIds = new Map<PersonKey, number>();
  people.forEach((p, i) => {
    const row = userRows[i];
    if (!row || row.email !== p.email) throw new Error('seed: users came back in an unexpected order');
    userIds.set(p.key, row.id);
  });
  const uid = (key: PersonKey | null): number | null => (key === null ? null : (userIds.get(key) ?? null));
  const adminId = uid(ADMIN_KEY);

  // ---- courses ------------------------------------------------------------------------------------------
  const courseRows = await tx
    .insert(s.courses)
    .values(
      COURSES.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        summary: c.summary,
        shortDescription: c.shortDescription,
        description: c.description,
        // rating, average_score and feedback_count come from the demo feedback below (issue 29 item 4)
        userCreatorId: adminId,
        language: c.language,
        gradingCriteria: c.gradingCriteria,
        categories: c.categories,
        learningOutcomes: c.learningOutcomes,
        thumbnail: courseThumbnailPath(c.slug),
        status: c.status,
        tag: c.tag,
        academicHours: c.academicHours,
        testimonials: c.testimonials,
        createdAt: new Date(plan.now.getTime() - (380 - i * 5) * 86_400_000),
      })),
    )
    .returning({ id: s.courses.id, slug: s.courses.slug });
  const courseIds = new Map(courseRows.map((r) => [r.slug, r.id]));
  const courseId = (slug: string): number => {
    const id = courseIds.get(slug);
    if (id === undefined) throw new Error(`seed: course ${slug} missing`);
    return id;
  };

  // ---- schools and role profiles --------------------------------------------------------------------
  const schoolRows = await tx
    .insert(s.schools)
    .values(
      SCHOOLS.map((school) => ({
        name: school.name,
        country: school.country,
        paymentConditionText: school.paymentConditionText,
        paymentLimitations: {
          ...(school.paymentLimitations.inLanguage ? { inLanguage: school.paymentLimitations.inLanguage } : {}),
          ...(school.paymentLimitations.numberOfCourses ? { numberOfCourses: school.paymentLimitations.numberOfCourses } : {}),
          ...(school.paymentLimitations.inTimePeriod
            ? {
                inTimePeriod: {
                  start: isoDate(plan.schoolYear.start),
                  end: isoDate(new Date(plan.schoolYear.end.getTime() - 86_400_000)),
                },
              }
            : {}),
          ...(school.limitedToCourseSlugs ? { courseIds: school.limitedToCourseSlugs.map(courseId) } : {}),
        },
        defaultPayer: school.defaultPayer,
        prepaidStudentSeats: school.prepaidStudentSeats,
        seatPrice: school.seatPrice,
        registryCode: school.registryCode,
        streetAddress: school.streetAddress,
        city: school.city,
        postalCode: school.postalCode,
        einvoiceAddress: school.einvoiceAddress,
        createdAt: new Date(plan.now.getTime() - 420 * 86_400_000),
      })),
    )
    .returning({ id: s.schools.id });
  const schoolIds = new Map<string, number>();
  SCHOOLS.forEach((school, i) => {
    const row = schoolRows[i];
    if (row) schoolIds.set(school.key, row.id);
  });
  const sid = (key: string | null | undefined): number | null => (key ? (schoolIds.get(key) ?? null) : null);
  const must = (value: number | null, what: string): number => {
    if (value === null) throw new Error(`seed: ${what} missing`);
    return value;
  };

  await tx.insert(s.teachers).values(
    TEACHERS.map((t, i) => ({
      userId: must(uid(teacherKey(i)), 'teacher user'),
      schoolId: sid(t.schoolKey),
      shortDescription: t.shortDescription,
    })),
  );
  await tx.insert(s.schoolReps).values(
    SCHOOL_REPS.map((r, i) => ({ userId: must(uid(repKey(i)), 'rep user'), schoolId: must(sid(r.schoolKey), 'school') })),
  );
  await tx.insert(s.students).values(
    STUDENTS.map((st, i) => ({
      userId: must(uid(studentKey(i)), 'student user'),
      schoolId: sid(st.schoolKey),
      favoritedCourses: (plan.favourites.get(i) ?? []).map(courseId),
    })),
  );

  // ---- cohorts ------------------------------------------------------------------------------------------
  const cohortRows = await tx
    .insert(s.cohorts)
    .values(
      plan.cohorts.map((c) => ({
        name: c.name,
        startDate: c.startDate,
        endDate: c.endDate,
        userCreatorId: adminId,
        courseId: courseId(c.course.slug),
        size: c.def.size,
        minSize: c.def.minSize,
        notes: c.notes,
        status: c.status,
        onlineClassTimes: c.classTimes,
        videoUrl: c.videoUrl,
        discordChannelId: c.discordChannelId,
        discordInviteUrl: c.discordInviteUrl,
        onlineLessonLength: c.lessonLength,
        externalLmsLink: c.externalLmsLink,
        lmsId: c.lmsId,
        createdAt: c.createdAt,
      })),
    )
    .returning({ id: s.cohorts.id });
  const cohortId = (index: number): number => must(cohortRows[index]?.id ?? null, `cohort ${index}`);
  await tx.insert(s.cohortTeachers).values(
    plan.cohorts.flatMap((c) =>
      c.teacherIndexes.map((t) => ({ cohortId: cohortId(c.index), teacherUserId: must(uid(teacherKey(t)), 'teacher') })),
    ),
  );

  // ---- invoices, registrations, progress ---------------------------------------------------------
  // a school invoice's lines name their cohort and registration by index in the plan: by id here
  const participantIdsByIndex = new Map<number, number>();
  const schoolLines = (inv: SeedPlan['invoices'][number]) =>
    (inv.metadata.lines as Record<string, unknown>[]).map(({ cohort_index, registration_index, ...line }) => ({
      ...line,
      ...(typeof cohort_index === 'number' ? { cohort_id: cohortId(cohort_index) } : {}),
      ...(typeof registration_index === 'number' && participantIdsByIndex.has(registration_index) ? { participant_id: participantIdsByIndex.get(registration_index) } : {}),
    }));
  const invoiceRows = await tx
    .insert(s.invoices)
    .values(
      plan.invoices.map((inv) => ({
        invoiceId: inv.invoiceId,
        referenceNumber: invoiceReferenceSql(inv.invoiceId),
        status: inv.status,
        metadata: inv.schoolKey === null ? inv.metadata : { ...inv.metadata, lines: schoolLines(inv) },
        userId: inv.studentIndex === null ? null : uid(studentKey(inv.studentIndex)),
        schoolId: sid(inv.schoolKey),
        amount: inv.amount,
        currency: 'EUR',
        dueDate: inv.dueDate,
        paidAt: inv.paidAt,
        createdAt: inv.issuedAt,
      })),
    )
    .returning({ id: s.invoices.id });
  const invoiceIds = new Map<string, number>();
  plan.invoices.forEach((inv, i) => {
    const row = invoiceRows[i];
    if (row) invoiceIds.set(inv.key, row.id);
  });

  // a refunded course invoice has its credit note (issue 28 item 3): KR-<year>-<n> in refund order, the
  // money back on the card or account (arrived)
  const refunded = plan.invoices.filter((inv) => inv.refundedAt).sort((a, b) => (a.refundedAt?.getTime() ?? 0) - (b.refundedAt?.getTime() ?? 0));
  const creditPerYear = new Map<number, number>();
  const creditNoteRows = refunded.map((inv) => {
    const at = inv.refundedAt ?? plan.now;
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Tallinn', year: 'numeric' }).format(at));
    const seq = (creditPerYear.get(year) ?? 0) + 1;
    creditPerYear.set(year, seq);
    const lines = (inv.metadata.lines as { course_name?: string; cohort_name?: string; amount: number }[]).map((l) => ({
      description: l.course_name ?? l.cohort_name ?? '',
      detail: l.course_name ? (l.cohort_name ?? null) : null,
      quantity: 1,
      unit_amount: -l.amount,
      amount: -l.amount,
    }));
    return {
      number: `KR-${year}-${String(seq).padStart(6, '0')}`,
      invoiceId: must(invoiceIds.get(inv.key) ?? null, 'refunded invoice'),
      userId: inv.studentIndex === null ? null : uid(studentKey(inv.studentIndex)),
      amount: inv.amount,
      reason: 'CANCELED',
      lines,
      refundState: 'ARRIVED' as const,
      refundSentAt: at,
      refundArrivedAt: at,
      metadata: { invoice_number: inv.invoiceId },
      createdAt: at,
      updatedAt: at,
    };
  });
  if (creditNoteRows.length > 0) await tx.insert(s.creditNotes).values(creditNoteRows);

  const participantRows = await tx
    .insert(s.cohortParticipants)
    .values(
      plan.registrations.map((r) => ({
        userId: must(uid(studentKey(r.studentIndex)), 'student'),
        cohortId: cohortId(r.cohortIndex),
        status: r.status,
        defaultPayer: r.payer,
        invoiceId: r.invoiceKey ? (invoiceIds.get(r.invoiceKey) ?? null) : null,
        createdAt: r.registeredAt,
        updatedAt: r.canceledAt ?? r.resultAt ?? r.registeredAt,
      })),
    )
    .returning({ id: s.cohortParticipants.id });
  const participantId = (index: number): number => must(participantRows[index]?.id ?? null, `participant ${index}`);
  // the school invoices' lines name their registrations (participant_id), as putOnSchoolInvoice writes them
  plan.registrations.forEach((r) => participantIdsByIndex.set(r.index, participantId(r.index)));
  for (const inv of plan.invoices.filter((i) => i.schoolKey !== null)) {
    await tx
      .update(s.invoices)
      .set({ metadata: { ...inv.metadata, lines: schoolLines(inv) } })
      .where(eq(s.invoices.id, must(invoiceIds.get(inv.key) ?? null, 'school invoice')));
  }
  // a school's finished months go out as e-invoices: the outbox delivers them once the server runs (the local
  // access point, /dev/einvoices, outside production; never written in production)
  if (passwordHash !== null) {
    const einvoices = plan.invoices.filter((i) => i.einvoice).map((i) => ({ kind: 'EINVOICE', payload: { invoice_id: must(invoiceIds.get(i.key) ?? null, 'e-invoice') } }));
    if (einvoices.length > 0) await tx.insert(s.outbox).values(einvoices);
  }

  // ---- class sessions and who came (issue 29 item 2) ---------------------------------------------------
  const sessionRows: { id: number }[] = [];
  for (let i = 0; i < plan.sessions.length; i += 500) {
    sessionRows.push(
      ...(await tx
        .insert(s.classSessions)
        .values(plan.sessions.slice(i, i + 500).map((session) => ({ cohortId: cohortId(session.cohortIndex), startsAt: session.startsAt, createdAt: session.startsAt })))
        .returning({ id: s.classSessions.id })),
    );
  }
  const attendanceRows = plan.attendance.map((a) => ({
    sessionId: must(sessionRows[a.sessionIndex]?.id ?? null, 'class session'),
    participantId: participantId(a.registrationIndex),
    present: a.present,
    // a join through the link marks a student present; an absence is the teacher's mark in the register
    source: a.present ? ('JOIN' as const) : ('TEACHER' as const),
  }));
  for (let i = 0; i < attendanceRows.length; i += 1000) await tx.insert(s.sessionAttendance).values(attendanceRows.slice(i, i + 1000));

  await tx.insert(s.cohortProgress).values(
    plan.registrations.map((r) => ({
      schoolId: sid(STUDENTS[r.studentIndex]?.schoolKey),
      studentUserId: must(uid(studentKey(r.studentIndex)), 'student'),
      cohortId: cohortId(r.cohortIndex),
      progressPercent: r.progressPercent,
      cohortParticipantId: participantId(r.index),
    })),
  );

  if (plan.diplomas.length > 0) {
    await tx.insert(s.diplomas).values(
      plan.diplomas.map((d) => {
        const r = plan.registrations[d.registrationIndex];
        if (!r) throw new Error('seed: diploma without registration');
        return {
          userId: must(uid(studentKey(r.studentIndex)), 'student'),
          participantId: participantId(r.index),
          participantStatus: r.status,
          createdAt: d.createdAt,
          // issued with the result, after the cohort ended (the diploma rule, issue 18 item 1)
          issuedAt: d.createdAt,
        };
      }),
    );
  }

  if (plan.feedback.length > 0) {
    await tx.insert(s.feedbackSubmissions).values(
      plan.feedback.map((f) => {
        const r = plan.registrations[f.registrationIndex];
        const cohort = r ? plan.cohorts[r.cohortIndex] : undefined;
        if (!r || !cohort) throw new Error('seed: feedback without registration');
        return {
          userId: uid(studentKey(r.studentIndex)),
          cohortId: cohortId(r.cohortIndex),
          courseId: courseId(cohort.course.slug),
          answers: f.answers,
          quoteConsent: f.quoteConsent,
          createdAt: f.createdAt,
        };
      }),
    );
  }
  // every course's rating from its submitted feedback, as a submission does (no typed-in numbers)
  await refreshCourseRating(tx, { courseIds: [...courseIds.values()] });

  if (plan.creditLogs.length > 0) {
    await tx.insert(s.schoolCreditLogs).values(
      plan.creditLogs.map((l) => ({
        schoolId: must(sid(l.schoolKey), 'school'),
        userId: uid(l.person),
        type: l.type,
        amount: l.amount,
        expiresAt: l.expiresAt,
        eventAppliesAt: l.eventAppliesAt,
        metadata: { ...l.metadata, ...(l.cohortIndex === null ? {} : { cohort_id: cohortId(l.cohortIndex) }) },
        createdAt: l.eventAppliesAt,
      })),
    );
  }

  // Activity in chunks (a few hundred rows; keeps each statement small for PGlite).
  const activityRows = plan.activity.map((a) => ({
    type: a.type,
    userId: uid(a.user),
    actorUserId: uid(a.actor),
    cohortId: a.cohortIndex === null ? null : cohortId(a.cohortIndex),
    schoolId: sid(a.schoolKey),
    notes: a.notes,
    metadata: a.metadata,
    createdAt: a.createdAt,
  }));
  for (let i = 0; i < activityRows.length; i += 500) {
    await tx.insert(s.activityLog).values(activityRows.slice(i, i + 500));
  }

  await tx.insert(s.subscriptions).values(
    plan.subscriptions.map((sub) => ({
      userId: must(uid(studentKey(sub.studentIndex)), 'student'),
      type: sub.type,
      subscriptionId: sub.subscriptionId,
      active: sub.active,
      pausedByUser: sub.pausedByUser,
      endedAt: sub.endedAt,
      stripeMetadata: sub.stripeMetadata,
      createdAt: sub.createdAt,
    })),
  );
  await tx.insert(s.promotionCodes).values(
    plan.promotionCodes.map((code) => ({
      name: code.name,
      userId: code.ownerStudentIndex === null ? null : uid(studentKey(code.ownerStudentIndex)),
      stripeId: code.stripeId,
      redeemedUserIds: code.redeemedStudentIndexes.map((i) => must(uid(studentKey(i)), 'student')),
      createdAt: code.createdAt,
    })),
  );

  // ---- teacher applications (demo): two wait for the admin's decision, one was turned down ----------------
  // Applying makes a student account (accounts/submit-teacher-application.ts); approval makes it a teacher.
  if (demo) {
    const adminId = uid(ADMIN_KEY);
    for (const a of TEACHER_APPLICANTS) {
      const appliedAt = new Date(plan.now.getTime() - a.daysAgo * 86_400_000);
      const [user] = await tx
        .insert(s.users)
        .values({
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          role: 'STUDENT',
          phoneNumber: a.phoneNumber,
          metadata: { provider: 'email', seeded: true, teacher_application: true },
          createdAt: appliedAt,
        })
        .returning({ id: s.users.id });
      const userId = must(user?.id ?? null, 'applicant user');
      await tx.insert(s.students).values({ userId, schoolId: null, favoritedCourses: [] });
      await tx.insert(s.teacherApplications).values({
        userId,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phoneNumber: a.phoneNumber,
        shortDescription: a.shortDescription,
        courses: a.courses,
        status: a.status,
        decidedByUserId: a.status === 'PENDING' ? null : adminId,
        decidedAt: a.status === 'PENDING' ? null : new Date(appliedAt.getTime() + 2 * 86_400_000),
        createdAt: appliedAt,
      });
    }
  }

  // ---- integrations and the outbox (the admin overview's health, issue 29 item 7) -------------------------
  // The running groups with a Discord channel were synced an hour ago; the last of them fails (the bot lost
  // access to its channel) and its sync gave up after every attempt: one dead outbox entry to look at.
  // Demo only: a production database starts with no made-up failures.
  const running = plan.cohorts.filter((c) => c.status === 'IN_PROGRESS' && c.discordChannelId);
  const failing = running.at(-1);
  if (demo && failing) {
    const hourAgo = new Date(plan.now.getTime() - 3_600_000);
    const dayAgo = new Date(plan.now.getTime() - 86_400_000);
    const missingAccess = 'Discord: Missing Access (50001)';
    await tx.insert(s.integrationSyncs).values(
      running.map((c) =>
        c === failing
          ? { cohortId: cohortId(c.index), kind: 'DISCORD' as const, lastSuccessAt: new Date(plan.now.getTime() - 3 * 86_400_000), lastError: missingAccess, lastErrorAt: dayAgo, failures: 8 }
          : { cohortId: cohortId(c.index), kind: 'DISCORD' as const, lastSuccessAt: hourAgo, details: { synced: c.def.live } },
      ),
    );
    await tx.insert(s.outbox).values({
      kind: 'DISCORD_SYNC',
      payload: { cohort_id: cohortId(failing.index) },
      status: 'DEAD',
      attempts: 8,
      lastError: missingAccess,
      createdAt: new Date(plan.now.getTime() - 2 * 86_400_000),
      nextAttemptAt: dayAgo,
      doneAt: dayAgo,
    });
  }
}
