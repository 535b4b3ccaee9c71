// The demo seed: idempotent, complete (every status the product shows), realistic, and safe in production.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db-type.ts';
import * as s from '../src/schema/index.ts';
import { COHORT_PARTICIPANT_STATUSES, COHORT_STATUSES, COURSE_CATEGORIES, COURSE_LANGUAGES } from '../src/schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, buildPlan, countRows, seed } from '../src/seed/index.ts';
import type { SeedResult } from '../src/seed/index.ts';
import { createTestDb } from '../src/testing/index.ts';
import { overviewCohorts, overviewIntegrations, overviewOutbox, overviewPaidByWeek, overviewRegistrationsByWeek, overviewUnsettledParticipants } from '../src/queries/manage/overview.ts';

// A fixed reference time keeps the test reproducible; the seed places everything around it.
const NOW = new Date('2026-03-10T10:00:00Z');

const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

describe('seed (demo)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let uploadsDir: string;
  let first: SeedResult;
  let second: SeedResult;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'valik-seed-'));
    first = await seed(db, { now: NOW, uploadsDir });
    second = await seed(db, { now: NOW, uploadsDir });
  });

  afterAll(async () => {
    await close?.();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('is idempotent: a second run adds nothing', async () => {
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.counts).toEqual(first.counts);
    expect(await countRows(db)).toEqual(first.counts);
    // natural keys stay unique
    const [dupEmails] = await db.execute(sql`SELECT count(*)::int - count(DISTINCT lower(email))::int AS n FROM users`).then(rowsOf<{ n: number }>);
    expect(dupEmails?.n).toBe(0);
  });

  it('plans deterministically for the same now', () => {
    expect(JSON.stringify(buildPlan(NOW, { production: false }))).toBe(JSON.stringify(buildPlan(NOW, { production: false })));
  });

  it('has at least 12 approved courses across all categories and languages, plus hidden drafts', async () => {
    const courses = await db.select().from(s.courses);
    const approved = courses.filter((c) => c.status === 'APPROVED');
    expect(approved.length).toBeGreaterThanOrEqual(12);
    expect(new Set(approved.flatMap((c) => c.categories))).toEqual(new Set(COURSE_CATEGORIES));
    expect(new Set(approved.map((c) => c.language))).toEqual(new Set(COURSE_LANGUAGES));
    expect(approved.filter((c) => c.language === 'en').length).toBeGreaterThanOrEqual(2);
    expect(approved.filter((c) => c.language === 'ru').length).toBeGreaterThanOrEqual(2);
    expect(courses.some((c) => c.status === 'DRAFT')).toBe(true);
    expect(courses.some((c) => c.status === 'IN_REVIEW')).toBe(true);
    for (const course of courses) {
      expect(course.learningOutcomes.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(course.learningOutcomes.length, course.slug).toBeLessThanOrEqual(6);
      expect(wordCount(course.summary), course.slug).toBeLessThanOrEqual(250);
      expect(course.summary.length).toBeGreaterThan(0);
      expect(course.description.split('\n\n').length, course.slug).toBeGreaterThanOrEqual(2);
      expect(course.categories.length).toBeGreaterThanOrEqual(1);
      expect(course.categories.length).toBeLessThanOrEqual(3);
      expect(course.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(course.thumbnail).toBe(`/uploads/courses/${course.slug}.svg`);
      expect(course.gradingCriteria.length).toBeGreaterThan(0);
    }
  });

  it('writes one SVG thumbnail per course', async () => {
    const courses = await db.select({ slug: s.courses.slug }).from(s.courses);
    for (const { slug } of courses) {
      const file = path.join(uploadsDir, 'courses', `${slug}.svg`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('viewBox="0 0 1200 675"');
    }
  });

  it('gives every teacher an illustrated portrait as their photo, written as a small SVG (issue 30)', async () => {
    const teacherUsers = await db.select({ avatar: s.users.avatar, email: s.users.email }).from(s.users).where(eq(s.users.role, 'TEACHER'));
    expect(teacherUsers.length).toBe(6);
    const files = new Set<string>();
    for (const { avatar, email } of teacherUsers) {
      expect(avatar, email).toMatch(/^\/uploads\/avatars\/seed-[a-z0-9-]+\.svg$/);
      const file = path.join(uploadsDir, avatar!.slice('/uploads/'.length));
      files.add(readFileSync(file, 'utf8'));
      expect(readFileSync(file, 'utf8')).toContain('viewBox="0 0 256 256"');
      expect(readFileSync(file).length).toBeLessThan(4000);
    }
    // each teacher has their own
    expect(files.size).toBe(6);
    // the other people have none until they upload one
    const others = await db.select({ avatar: s.users.avatar }).from(s.users).where(sql`${s.users.role} <> 'TEACHER'`);
    expect(others.every((user) => user.avatar === null)).toBe(true);
  });

  it('has 3 schools, 6 teachers and 60 students, some of them in schools (and 3 people who applied to teach)', async () => {
    expect((await db.select().from(s.schools)).length).toBe(3);
    expect((await db.select().from(s.teachers)).length).toBe(6);
    const students = await db.select().from(s.students);
    // the applicants' accounts are student accounts until an admin approves them
    expect(students.length).toBe(60 + 3);
    const applications = await db.select().from(s.teacherApplications);
    expect(applications.map((a) => a.status).sort()).toEqual(['PENDING', 'PENDING', 'REJECTED']);
    expect(applications.every((a) => (a.status === 'PENDING') === (a.decidedAt === null && a.decidedByUserId === null))).toBe(true);
    expect(students.filter((st) => st.schoolId !== null).length).toBeGreaterThan(30);
    expect(students.some((st) => st.schoolId === null)).toBe(true);
    expect((await db.select().from(s.schoolReps)).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 25 cohorts in every status, with dates that match the status', async () => {
    const cohorts = await db.select().from(s.cohorts);
    expect(cohorts.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cohorts.map((c) => c.status))).toEqual(new Set(COHORT_STATUSES));
    const t = NOW.getTime();
    for (const c of cohorts) {
      expect(c.startDate.getTime()).toBeLessThan(c.endDate.getTime());
      expect(c.size).toBeGreaterThanOrEqual(12);
      expect(c.size).toBeLessThanOrEqual(24);
      expect(c.minSize).toBeLessThanOrEqual(c.size);
      expect(c.onlineClassTimes.length).toBeGreaterThan(0);
      for (const slot of c.onlineClassTimes) {
        expect(slot.day).toBeGreaterThanOrEqual(1);
        expect(slot.day).toBeLessThanOrEqual(7);
      }
      if (c.status === 'IN_PROGRESS') {
        expect(c.startDate.getTime()).toBeLessThan(t);
        expect(c.endDate.getTime()).toBeGreaterThan(t);
      }
      if (c.status === 'COMPLETED' || c.status === 'TEACHER_PAID') expect(c.endDate.getTime()).toBeLessThan(t);
      if (c.status === 'REGISTRATION_OPEN' || c.status === 'GROUP_FULL' || c.status === 'DRAFT') {
        expect(c.startDate.getTime()).toBeGreaterThan(t);
      }
    }
    const teachers = await db.select().from(s.cohortTeachers);
    expect(new Set(teachers.map((x) => x.cohortId)).size).toBe(cohorts.length);
  });

  it('names a group without repeating its course (issue 18 item 12), each name unique within its course', async () => {
    const rows = await db.select({ cohort: s.cohorts.name, course: s.courses.name, courseId: s.courses.id }).from(s.cohorts).innerJoin(s.courses, eq(s.cohorts.courseId, s.courses.id));
    expect(rows.filter((r) => r.cohort.includes(r.course))).toEqual([]);
    const keys = rows.map((r) => `${r.courseId}/${r.cohort}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has full and nearly full groups', async () => {
    const rows = await db
      .execute(
        sql`SELECT c.status, c.size, count(p.id) FILTER (WHERE p.status <> 'CANCELED')::int AS live
            FROM cohorts c LEFT JOIN cohort_participants p ON p.cohort_id = c.id GROUP BY c.id`,
      )
      .then(rowsOf<{ status: string; size: number; live: number }>);
    for (const r of rows) expect(r.live).toBeLessThanOrEqual(r.size);
    expect(rows.filter((r) => r.status === 'GROUP_FULL').every((r) => r.live === r.size)).toBe(true);
    const open = rows.filter((r) => r.status === 'REGISTRATION_OPEN');
    expect(open.some((r) => r.size - r.live >= 1 && r.size - r.live <= 3)).toBe(true);
  });

  it('gives the admin overview something to show (issue 29 item 7)', async () => {
    const twelveWeeksAgo = new Date(NOW.getTime() - 84 * 86_400_000);
    const registrations = await overviewRegistrationsByWeek(db, { from: twelveWeeksAgo });
    expect(registrations.filter((w) => w.count > 0).length).toBeGreaterThanOrEqual(8);
    expect((await overviewPaidByWeek(db, { from: twelveWeeksAgo })).filter((w) => w.cents > 0).length).toBeGreaterThanOrEqual(8);
    // a group starting within two weeks below its minimum size: at risk
    const cohorts = await overviewCohorts(db, { now: NOW });
    expect(cohorts.some((c) => c.startDate > NOW && c.startDate.getTime() < NOW.getTime() + 14 * 86_400_000 && c.seatsTaken < c.minSize)).toBe(true);
    expect(cohorts.some((c) => c.startDate <= NOW)).toBe(true);
    // students of a course that ended 3+ weeks ago without a result
    expect((await overviewUnsettledParticipants(db, { endedBefore: new Date(NOW.getTime() - 21 * 86_400_000) })).length).toBeGreaterThan(0);
    // one given-up entry to look at, beside the finished months' e-invoices the server delivers when it starts (issue 28)
    const outbox = await overviewOutbox(db);
    expect(outbox.filter((o) => o.state === 'DEAD')).toEqual([{ kind: 'DISCORD_SYNC', state: 'DEAD', count: 1, oldest: expect.any(Date) }]);
    expect(outbox.filter((o) => o.state !== 'DEAD').map((o) => o.kind)).toEqual(['EINVOICE']);
    const [discord] = await overviewIntegrations(db);
    expect(discord).toMatchObject({ kind: 'DISCORD', failing: 1 });
    expect(discord?.cohorts).toBeGreaterThan(1);
  });

  it('leaves a document for every payment: no personal invoice at 0,00 €, every pass payment invoiced, every refund credited (issue 28)', async () => {
    const invoices = await db.select().from(s.invoices);
    const personal = invoices.filter((i) => i.userId !== null);
    expect(personal.filter((i) => i.amount === 0)).toEqual([]);
    expect(personal.some((i) => i.metadata.payment_method === 'subscription')).toBe(false);
    const subscriptions = await db.select().from(s.subscriptions);
    for (const sub of subscriptions) {
      const passInvoices = personal.filter((i) => i.metadata.kind === 'PASS' && i.metadata.subscription_key === sub.subscriptionId);
      expect(passInvoices.length, sub.subscriptionId).toBeGreaterThan(0);
      expect(passInvoices.every((i) => i.status === 'PAID' && i.amount > 0 && i.userId === sub.userId)).toBe(true);
    }
    const notes = await db.select().from(s.creditNotes);
    const refunded = personal.filter((i) => i.metadata.refunded === true);
    expect(refunded.length).toBeGreaterThan(0);
    expect(notes.map((n) => n.invoiceId).sort()).toEqual(refunded.map((i) => i.id).sort());
    expect(notes.every((n) => /^KR-\d{4}-\d{6}$/.test(n.number) && n.lines.every((l) => l.amount < 0) && n.refundState === 'ARRIVED')).toBe(true);
  });

  it('has a school with a finished, invoiced month: course lines, a reference number, its e-invoice on its way, and a card refund credited (issue 28)', async () => {
    const [tallinn] = await db.select().from(s.schools).where(eq(s.schools.registryCode, '75099002'));
    const invoices = (await db.select().from(s.invoices)).filter((i) => i.schoolId === tallinn?.id);
    // NOW is 10 March 2026: February is over, and its invoice was issued on 1 March
    const february = invoices.find((i) => i.metadata.period === '2026-02');
    expect(february).toMatchObject({ status: 'UNPAID', referenceNumber: expect.stringMatching(/^\d{11}$/) });
    expect(february?.referenceNumber.startsWith(february.invoiceId.replace(/\D/g, ''))).toBe(true);
    expect(february?.metadata.issued_at).toBe('2026-02-28T22:10:00.000Z');
    expect(february?.dueDate?.toISOString()).toBe('2026-03-14T21:59:59.000Z');
    const lines = (february?.metadata.lines ?? []) as { course_name: string; cohort_name: string; cohort_id: number; participant_id: number; student_name: string; amount: number }[];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.course_name && l.cohort_name && l.student_name && l.amount === 9500 && Number.isInteger(l.cohort_id) && Number.isInteger(l.participant_id))).toBe(true);
    expect(february?.amount).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
    // each line's registration names this invoice
    const onIt = await db.select().from(s.cohortParticipants).where(eq(s.cohortParticipants.invoiceId, february?.id ?? -1));
    expect(onIt.map((p) => p.id).sort()).toEqual(expect.arrayContaining(lines.map((l) => l.participant_id).sort()));
    // the month running is open, older months are paid
    expect(invoices.find((i) => i.metadata.period === '2026-03')?.metadata.issued_at).toBeUndefined();
    expect(invoices.filter((i) => (i.metadata.period as string) < '2026-02' && i.amount > 0).every((i) => i.status === 'PAID')).toBe(true);
    // its e-invoice is in the outbox, delivered to the local access point once the server runs
    const entries = await db.select().from(s.outbox).where(eq(s.outbox.kind, 'EINVOICE'));
    expect(entries.map((e) => e.payload)).toContainEqual({ invoice_id: february?.id });
    expect(entries.every((e) => e.status === 'PENDING')).toBe(true);
    // a course refunded by card, with its credit note
    const notes = await db.select().from(s.creditNotes);
    const all = await db.select().from(s.invoices);
    const byCard = notes.filter((n) => (all.find((i) => i.id === n.invoiceId)?.metadata.payment as { provider?: string } | undefined)?.provider === 'STRIPE');
    expect(byCard.length).toBeGreaterThan(0);
  });

  it('has registrations in every participant status, both payers, progress, invoices and credits', async () => {
    const participants = await db.select().from(s.cohortParticipants);
    expect(new Set(participants.map((p) => p.status))).toEqual(new Set(COHORT_PARTICIPANT_STATUSES));
    expect(new Set(participants.map((p) => p.defaultPayer))).toEqual(new Set(['STUDENT', 'SCHOOL']));

    const progress = await db.select().from(s.cohortProgress);
    expect(progress.length).toBe(participants.length);
    expect(progress.every((p) => p.progressPercent >= 0 && p.progressPercent <= 100)).toBe(true);

    const invoices = await db.select().from(s.invoices);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['UNPAID', 'PAID', 'CANCELED']));
    expect(invoices.every((i) => /^VLK-\d{4}-\d{6}$/.test(i.invoiceId))).toBe(true);
    expect(invoices.some((i) => i.userId !== null && i.schoolId === null)).toBe(true);
    expect(invoices.some((i) => i.schoolId !== null && i.userId === null)).toBe(true);

    const credits = await db.select().from(s.schoolCreditLogs);
    expect(new Set(credits.map((c) => c.type))).toEqual(new Set(['ADD', 'DEDUCT', 'REFUND']));
    expect(credits.filter((c) => c.type === 'ADD').every((c) => c.expiresAt !== null)).toBe(true);
  });

  it('has diplomas for completed participants and full feedback for finished cohorts', async () => {
    const participants = await db.select().from(s.cohortParticipants);
    const diplomas = await db.select().from(s.diplomas);
    const completedIds = new Set(participants.filter((p) => p.status === 'COMPLETED').map((p) => p.id));
    expect(diplomas.length).toBeGreaterThan(20);
    expect(diplomas.every((d) => completedIds.has(d.participantId) && d.participantStatus === 'COMPLETED')).toBe(true);

    const cohorts = new Map((await db.select().from(s.cohorts)).map((c) => [c.id, c]));
    const courses = new Map((await db.select().from(s.courses)).map((c) => [c.id, c]));
    const feedback = await db.select().from(s.feedbackSubmissions);
    expect(feedback.length).toBeGreaterThan(20);
    for (const f of feedback) {
      const cohort = cohorts.get(f.cohortId);
      const course = courses.get(f.courseId);
      expect(['COMPLETED', 'TEACHER_PAID']).toContain(cohort?.status);
      expect(cohort?.courseId).toBe(f.courseId);
      const a = f.answers;
      expect(a.course_satisfaction).toBeGreaterThanOrEqual(1);
      expect(a.course_satisfaction).toBeLessThanOrEqual(10);
      expect([1, 2, 3, 4, 5]).toContain(a.course_difficulty);
      expect([1, 2, 3, 4, 5]).toContain(a.time_spent);
      expect(a.teacher_competence).toBeGreaterThanOrEqual(1);
      expect(a.teacher_competence).toBeLessThanOrEqual(5);
      expect(a.self_performance).toBeGreaterThanOrEqual(1);
      expect(a.self_performance).toBeLessThanOrEqual(5);
      expect(Object.keys(a.learning_outcomes ?? {}).sort()).toEqual([...(course?.learningOutcomes ?? [])].sort());
      for (const key of ['course_highlights', 'course_learnings', 'teacher_feedback', 'future_courses'] as const) {
        expect(a[key]?.length, key).toBeGreaterThan(0);
      }
      // The improvement question is only asked for a self grade of Insufficient, Fair or Good.
      if ((a.self_performance ?? 5) > 3) expect(a.improvement_feedback).toBeNull();
      else expect(a.improvement_feedback?.length).toBeGreaterThan(0);
    }
  });

  it('holds no diploma the diploma rule refuses (issue 18 item 1)', async () => {
    // the rule of @valik/domain diplomaBlock, in SQL: COMPLETED, the cohort ended before the diploma
    // and before now, and a personal invoice paid; and no result before the cohort's last class week
    const broken = await db
      .execute(
        sql`SELECT d.id, cp.status, cp.default_payer, i.status AS invoice_status, c.end_date, d.issued_at
            FROM diplomas d
            JOIN cohort_participants cp ON cp.id = d.participant_id
            JOIN cohorts c ON c.id = cp.cohort_id
            LEFT JOIN invoices i ON i.id = cp.invoice_id
            WHERE cp.status <> 'COMPLETED'
               OR c.end_date > d.issued_at
               OR c.end_date > ${NOW.toISOString()}::timestamptz
               OR (cp.default_payer = 'STUDENT' AND i.id IS NOT NULL AND i.status <> 'PAID')`,
      )
      .then(rowsOf<Record<string, unknown>>);
    expect(broken).toEqual([]);
    const early = await db
      .execute(
        sql`SELECT cp.id FROM cohort_participants cp JOIN cohorts c ON c.id = cp.cohort_id
            WHERE cp.status IN ('COMPLETED', 'FAILED') AND c.end_date - interval '7 days' > ${NOW.toISOString()}::timestamptz`,
      )
      .then(rowsOf<{ id: number }>);
    expect(early).toEqual([]);
  });

  it('logs activity with actors', async () => {
    const activity = await db.select().from(s.activityLog);
    const types = new Set(activity.map((a) => a.type));
    for (const type of ['COHORT_REGISTRATION', 'COHORT_PAYMENT', 'UNENROLL', 'COHORT_PARTICIPANT_STATUS_CHANGE', 'SCHOOL_CREDITS_ADDED'] as const) {
      expect(types.has(type), type).toBe(true);
    }
    expect(activity.filter((a) => a.type === 'COHORT_REGISTRATION').every((a) => a.actorUserId !== null)).toBe(true);
    expect(activity.every((a) => a.createdAt.getTime() <= NOW.getTime())).toBe(true);
  });

  it('creates the demo logins with their roles and a working credential password', async () => {
    expect(first.demoLogins.map((l) => l.email)).toEqual(DEMO_LOGINS.map((l) => l.email));
    for (const login of DEMO_LOGINS) {
      const [user] = await db.select().from(s.users).where(eq(s.users.email, login.email));
      expect(user?.role, login.email).toBe(login.role);
      expect(user?.authId).toBeTruthy();
      const [authUser] = await db.select().from(s.authUsers).where(eq(s.authUsers.id, user?.authId ?? ''));
      expect(authUser?.email).toBe(login.email);
      expect(authUser?.emailVerified).toBe(true);
      const [account] = await db
        .select()
        .from(s.authAccounts)
        .where(and(eq(s.authAccounts.userId, user?.authId ?? ''), eq(s.authAccounts.providerId, 'credential')));
      expect(account?.accountId).toBe(user?.authId);
      expect(await verifyPassword({ hash: account?.password ?? '', password: DEMO_PASSWORD })).toBe(true);
      expect(await verifyPassword({ hash: account?.password ?? '', password: 'wrong-password-1' })).toBe(false);
    }
  });

  it('gives the demo personas a useful tour', async () => {
    const [teacher] = await db.select().from(s.users).where(eq(s.users.email, 'opetaja@valik.ee'));
    const taught = await db.select().from(s.cohortTeachers).where(eq(s.cohortTeachers.teacherUserId, teacher?.id ?? 0));
    expect(taught.length).toBeGreaterThanOrEqual(3);

    const [rep] = await db.select().from(s.users).where(eq(s.users.email, 'kool@valik.ee'));
    const [repRow] = await db.select().from(s.schoolReps).where(eq(s.schoolReps.userId, rep?.id ?? 0));
    const [firstSchool] = await db.select().from(s.schools).orderBy(s.schools.id).limit(1);
    expect(repRow?.schoolId).toBe(firstSchool?.id);

    const [student] = await db.select().from(s.users).where(eq(s.users.email, 'opilane@valik.ee'));
    const regs = await db
      .select({ status: s.cohortParticipants.status, id: s.cohortParticipants.id, invoiceStatus: s.invoices.status, start: s.cohorts.startDate })
      .from(s.cohortParticipants)
      .innerJoin(s.cohorts, eq(s.cohorts.id, s.cohortParticipants.cohortId))
      .leftJoin(s.invoices, eq(s.invoices.id, s.cohortParticipants.invoiceId))
      .where(eq(s.cohortParticipants.userId, student?.id ?? 0));
    expect(new Set(regs.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    const completed = regs.filter((r) => r.status === 'COMPLETED');
    expect(completed.length).toBeGreaterThan(0);
    const diplomas = await db.select().from(s.diplomas).where(eq(s.diplomas.userId, student?.id ?? 0));
    expect(diplomas.length).toBe(completed.length);
    expect(regs.some((r) => r.status === 'REGISTERED' && r.invoiceStatus === 'UNPAID' && r.start.getTime() > NOW.getTime())).toBe(true);
  });

  it('warns when a production seed finds demo logins left in the database', async () => {
    const result = await seed(db, { now: NOW, production: true, writeThumbnails: false });
    expect(result.created).toBe(false);
    expect(result.demoLogins).toEqual([]);
    expect(result.warnings).toHaveLength(DEMO_LOGINS.length);
    expect(result.counts).toEqual(first.counts);
  });
});

describe('seed (production)', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
  });
  afterAll(async () => {
    await close?.();
  });

  it('creates the content but no demo login and no password', async () => {
    const result = await seed(db, { now: NOW, production: true, writeThumbnails: false });
    expect(result.created).toBe(true);
    expect(result.demoLogins).toEqual([]);
    for (const login of DEMO_LOGINS) {
      expect(await db.select().from(s.users).where(eq(s.users.email, login.email)), login.email).toEqual([]);
    }
    expect(await db.select().from(s.users).where(eq(s.users.role, 'ADMIN'))).toEqual([]);
    expect(result.counts.auth_users).toBe(0);
    expect(result.counts.auth_accounts).toBe(0);
    expect(result.counts.students).toBe(60);
    expect(result.counts.teachers).toBe(6);
    // no demo e-invoice goes out from a production database, and no made-up failures
    expect(await db.select().from(s.outbox)).toEqual([]);
    expect(await db.select().from(s.integrationSyncs)).toEqual([]);

    const again = await seed(db, { now: NOW, production: true, writeThumbnails: false });
    expect(again.created).toBe(false);
    expect(again.counts).toEqual(result.counts);
  });
});

function rowsOf<T>(result: unknown): T[] {
  // postgres.js returns the rows array itself, PGlite a { rows } object.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
