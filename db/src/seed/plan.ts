// Builds the whole demo data set in memory, relative to `now`, with references by key instead of ids.
// Pure and deterministic (seeded PRNG): the same `now` always gives the same plan. index.ts inserts it.
import { COHORTS, SCHEDULES } from './content/cohorts.ts';
import type { ClassTimeSlot, DemoStudentRole, SeedCohort, SeedCohortStatus } from './content/cohorts.ts';
import { COURSES } from './content/courses.ts';
import { FEEDBACK_TEXTS } from './content/feedback.ts';
import { DEMO_PERSONA, SCHOOLS, SCHOOL_REPS, STUDENTS } from './content/people.ts';
import type { SeedCourse, SeedLanguage, SeedPayer, SeedSchool } from './content/types.ts';
import { createRng } from './prng.ts';
import type { Rng } from './prng.ts';
import {
  DAY_MS,
  HOUR_MS,
  addDays,
  addMs,
  atTime,
  mondayOfWeek,
  schoolYearEnd,
  schoolYearStart,
  tallinnParts,
} from './time.ts';

/** List price of one seat for a student paying personally, in cents (EUR). */
export const LIST_PRICE_CENTS = 9900;

export type ParticipantStatus = 'REGISTERED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'AWAITING_RESULT';
export type ActivityType =
  | 'VIDEO_CALL_JOINED'
  | 'PAYER_CHANGED'
  | 'UNENROLL'
  | 'COHORT_PAYMENT'
  | 'SUBSCRIPTION_CREATED'
  | 'COHORT_PARTICIPANT_STATUS_CHANGE'
  | 'COHORT_REGISTRATION'
  | 'EMAIL_SENT'
  | 'LMS_LINK_CLICKED'
  | 'PAUSE_SUBSCRIPTION'
  | 'SCHOOL_CREDITS_LOW'
  | 'SCHOOL_CREDITS_ADDED'
  | 'SCHOOL_CREDITS_USED'
  | 'SCHOOL_CREDITS_REFUNDED';

/** 'admin', 't:<teacher index>', 'r:<rep index>' or 's:<student index>'. */
export type PersonKey = string;
export const teacherKey = (i: number): PersonKey => `t:${i}`;
export const repKey = (i: number): PersonKey => `r:${i}`;
export const studentKey = (i: number): PersonKey => `s:${i}`;
export const ADMIN_KEY: PersonKey = 'admin';

export interface PlannedCohort {
  index: number;
  def: SeedCohort;
  course: SeedCourse;
  name: string;
  status: SeedCohortStatus;
  startDate: Date;
  endDate: Date;
  classTimes: ClassTimeSlot[];
  lessonLength: number;
  teacherIndexes: number[];
  videoUrl: string;
  discordInviteUrl: string | null;
  discordChannelId: string | null;
  externalLmsLink: string;
  lmsId: string;
  notes: string | null;
  createdAt: Date;
}

export interface PlannedRegistration {
  index: number;
  cohortIndex: number;
  studentIndex: number;
  status: ParticipantStatus;
  payer: SeedPayer;
  registeredAt: Date;
  canceledAt: Date | null;
  /** Result time for COMPLETED / FAILED. */
  resultAt: Date | null;
  invoiceKey: string | null;
  progressPercent: number;
}

export interface PlannedInvoice {
  key: string;
  invoiceId: string;
  cohortIndex: number;
  status: 'UNPAID' | 'PAID' | 'CANCELED';
  studentIndex: number | null;
  schoolKey: string | null;
  amount: number;
  issuedAt: Date;
  dueDate: Date;
  paidAt: Date | null;
  metadata: Record<string, unknown>;
}

export interface PlannedCreditLog {
  schoolKey: string;
  person: PersonKey | null;
  type: 'ADD' | 'DEDUCT' | 'REFUND';
  amount: number;
  expiresAt: Date | null;
  eventAppliesAt: Date;
  cohortIndex: number | null;
  metadata: Record<string, unknown>;
}

export interface PlannedFeedback {
  registrationIndex: number;
  answers: {
    course_satisfaction: number;
    course_highlights: string;
    course_learnings: string;
    learning_outcomes: Record<string, number>;
    course_difficulty: number;
    time_spent: number;
    teacher_competence: number;
    teacher_feedback: string;
    self_performance: number;
    improvement_feedback: string | null;
    future_courses: string;
  };
  createdAt: Date;
}

export interface PlannedActivity {
  type: ActivityType;
  user: PersonKey | null;
  actor: PersonKey | null;
  cohortIndex: number | null;
  schoolKey: string | null;
  notes: string;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

export interface PlannedSubscription {
  studentIndex: number;
  type: 'SINGLE_PASS' | 'MULTI_PASS';
  subscriptionId: string;
  active: boolean;
  pausedByUser: boolean;
  endedAt: Date | null;
  stripeMetadata: Record<string, unknown>;
  createdAt: Date;
}

export interface PlannedPromotionCode {
  name: string;
  ownerStudentIndex: number | null;
  stripeId: string;
  redeemedStudentIndexes: number[];
  createdAt: Date;
}

export interface SeedPlan {
  now: Date;
  cohorts: PlannedCohort[];
  registrations: PlannedRegistration[];
  invoices: PlannedInvoice[];
  creditLogs: PlannedCreditLog[];
  feedback: PlannedFeedback[];
  /** registration indexes that get a diploma, with the issue time */
  diplomas: { registrationIndex: number; createdAt: Date }[];
  activity: PlannedActivity[];
  subscriptions: PlannedSubscription[];
  promotionCodes: PlannedPromotionCode[];
  /** course slug -> mean feedback satisfaction (1 decimal) */
  averageScores: Map<string, number>;
  /** student index -> favourite course slugs */
  favourites: Map<number, string[]>;
  schoolYear: { start: Date; end: Date };
}

const SEASONS: Record<SeedLanguage, [string, string, string, string]> = {
  et: ['talv', 'kevad', 'suvi', 'sügis'],
  en: ['Winter', 'Spring', 'Summer', 'Autumn'],
  ru: ['зима', 'весна', 'лето', 'осень'],
};

function seasonName(date: Date, language: SeedLanguage): string {
  const { month, year } = tallinnParts(date);
  const season = month === 11 || month <= 1 ? 0 : month <= 4 ? 1 : month <= 7 ? 2 : 3;
  if (season !== 0) return `${SEASONS[language][season]} ${year}`;
  // A winter spans two years: December 2026 to February 2027 is "talv 2026/27".
  const from = month === 11 ? year : year - 1;
  return `${SEASONS[language][0]} ${from}/${String((from + 1) % 100).padStart(2, '0')}`;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const lowerCode = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => 'abcdefghijkmnpqrstuvwxyz'[rng.int(0, 23)]).join('');
const alnum = (rng: Rng, n: number): string => Array.from({ length: n }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join('');
const digits = (rng: Rng, n: number): string =>
  String(rng.int(1, 9)) + Array.from({ length: n - 1 }, () => String(rng.int(0, 9))).join('');

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const between = (rng: Rng, from: Date, to: Date): Date =>
  to.getTime() <= from.getTime() ? from : new Date(from.getTime() + Math.floor(rng.next() * (to.getTime() - from.getTime())));
const minDate = (...dates: Date[]): Date => new Date(Math.min(...dates.map((d) => d.getTime())));
const maxDate = (...dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

function schoolOf(studentIndex: number): SeedSchool | null {
  const key = STUDENTS[studentIndex]?.schoolKey;
  return key ? (SCHOOLS.find((s) => s.key === key) ?? null) : null;
}

function courseBySlug(slug: string): SeedCourse {
  const course = COURSES.find((c) => c.slug === slug);
  if (!course) throw new Error(`seed: unknown course slug ${slug}`);
  return course;
}

/** Who pays, following the school's payment limitations (language, course list). */
function choosePayer(rng: Rng, studentIndex: number, course: SeedCourse): SeedPayer {
  const school = schoolOf(studentIndex);
  if (!school) return 'STUDENT';
  const languages = school.paymentLimitations.inLanguage;
  if (languages && !languages.includes(course.language)) return 'STUDENT';
  if (school.limitedToCourseSlugs && !school.limitedToCourseSlugs.includes(course.slug)) return 'STUDENT';
  return rng.chance(school.defaultPayer === 'SCHOOL' ? 0.85 : 0.5) ? 'SCHOOL' : 'STUDENT';
}

const DEMO_PAYER: Record<DemoStudentRole, SeedPayer> = {
  'completed-with-feedback': 'SCHOOL',
  'completed-feedback-pending': 'STUDENT',
  'awaiting-result': 'STUDENT',
  'in-progress': 'SCHOOL',
  'upcoming-unpaid': 'STUDENT',
  canceled: 'SCHOOL',
};

/** Weighted sampling without replacement. */
function weightedSample(rng: Rng, candidates: number[], weight: (i: number) => number, count: number): number[] {
  const pool = [...candidates];
  const chosen: number[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, i) => sum + weight(i), 0);
    let r = rng.next() * total;
    let pickAt = pool.length - 1;
    for (let k = 0; k < pool.length; k += 1) {
      r -= weight(pool[k] as number);
      if (r < 0) {
        pickAt = k;
        break;
      }
    }
    chosen.push(pool[pickAt] as number);
    pool.splice(pickAt, 1);
  }
  return chosen;
}

function classInstants(cohort: PlannedCohort, monday: ReturnType<typeof mondayOfWeek>, weeks: number[]): Date[] {
  const instants: Date[] = [];
  for (const week of weeks) {
    for (const slot of cohort.classTimes) {
      instants.push(atTime(addDays(monday, week * 7 + slot.day - 1), slot.hour, slot.minute));
    }
  }
  return instants.sort((a, b) => a.getTime() - b.getTime());
}

export function buildPlan(now: Date, options: { production: boolean }): SeedPlan {
  const monday = mondayOfWeek(now);
  const schoolYear = { start: schoolYearStart(now), end: schoolYearEnd(now) };
  const adminActor: PersonKey | null = options.production ? null : ADMIN_KEY;

  // ---- cohorts -------------------------------------------------------------------------------------
  const usedNames = new Set<string>();
  const cohorts: PlannedCohort[] = COHORTS.map((def, index) => {
    const rng = createRng(`cohort-meta:${index}`);
    const course = courseBySlug(def.courseSlug);
    const classTimes = SCHEDULES[def.schedule] ?? SCHEDULES[0] ?? [];
    const first = classTimes[0] ?? { day: 2, hour: 16, minute: 0 };
    const last = classTimes[classTimes.length - 1] ?? first;
    const weeks = def.weeks ?? Math.max(4, Math.round(course.academicHours / 4));
    const lessonLength = def.lessonLength ?? 90;
    const startDate = atTime(addDays(monday, def.startWeek * 7 + first.day - 1), first.hour, first.minute);
    const endDate = addMs(
      atTime(addDays(monday, (def.startWeek + weeks - 1) * 7 + last.day - 1), last.hour, last.minute),
      lessonLength * 60_000,
    );
    let name = `${course.name} · ${seasonName(startDate, course.language)}`;
    for (let letter = 66; usedNames.has(name); letter += 1) {
      name = `${course.name} · ${seasonName(startDate, course.language)} · ${String.fromCharCode(letter)}`;
    }
    usedNames.add(name);
    const teacherIndexes = [...course.teacherIndexes];
    if (def.coTeacher !== undefined && !teacherIndexes.includes(def.coTeacher)) teacherIndexes.push(def.coTeacher);
    const room = `${def.courseSlug.split('-')[0]}-${lowerCode(rng, 3)}-${lowerCode(rng, 4)}`;
    const hasDiscord = def.status !== 'DRAFT';
    return {
      index,
      def,
      course,
      name,
      status: def.status,
      startDate,
      endDate,
      classTimes,
      lessonLength,
      teacherIndexes,
      videoUrl: `https://meet.valik.ee/${room}`,
      discordInviteUrl: hasDiscord ? `https://discord.gg/${alnum(rng, 8)}` : null,
      discordChannelId: hasDiscord ? digits(rng, 19) : null,
      externalLmsLink: `https://classroom.google.com/c/${alnum(rng, 16)}`,
      lmsId: digits(rng, 12),
      notes: def.notes ?? null,
      createdAt: minDate(addMs(startDate, -rng.int(45, 75) * DAY_MS), addMs(now, -rng.int(20, 35) * DAY_MS)),
    };
  });

  // ---- registrations -------------------------------------------------------------------------------
  const demoStudent = DEMO_PERSONA.student;
  const otherStudents = STUDENTS.map((_, i) => i).filter((i) => i !== demoStudent);
  const registrations: PlannedRegistration[] = [];
  const payerChanges: { registrationIndex: number }[] = [];

  for (const cohort of cohorts) {
    const { def, course } = cohort;
    const rng = createRng(`cohort-registrations:${cohort.index}`);
    const demoRole = def.demoStudent;
    const canceledCount = def.canceled ?? 0;
    const total = def.live + canceledCount;
    if (total === 0) continue;
    const weight = (i: number): number => {
      const schoolKey = STUDENTS[i]?.schoolKey ?? null;
      if (course.language === 'ru') return schoolKey === 'narva' ? 6 : 0.4;
      if (course.language === 'en') return schoolKey === 'narva' ? 0.5 : 1.5;
      return schoolKey === 'narva' ? 0.6 : 1;
    };
    const sampled = weightedSample(rng, otherStudents, weight, demoRole ? total - 1 : total);
    // Live registrations first, then the canceled ones; the demo student takes the slot of their role.
    let liveStudents = sampled.slice(0, demoRole && demoRole !== 'canceled' ? def.live - 1 : def.live);
    let canceledStudents = sampled.slice(liveStudents.length);
    if (demoRole === 'canceled') canceledStudents = [demoStudent, ...canceledStudents];
    else if (demoRole) liveStudents = [demoStudent, ...liveStudents];

    const started = cohort.startDate.getTime() <= now.getTime();
    const ended = cohort.endDate.getTime() <= now.getTime();
    const cohortCanceledAt = started ? addMs(cohort.startDate, -2 * DAY_MS) : addMs(now, -rng.int(1, 3) * DAY_MS);
    let awaitingLeft = def.awaiting ?? 0;

    const makeRegisteredAt = (): Date => {
      if (!started) {
        const from = minDate(maxDate(addMs(now, -30 * DAY_MS), addMs(cohort.createdAt, DAY_MS)), addMs(now, -3 * DAY_MS));
        return between(rng, from, addMs(now, -2 * HOUR_MS));
      }
      const from = maxDate(addMs(cohort.startDate, -28 * DAY_MS), addMs(cohort.createdAt, DAY_MS));
      return between(rng, from, addMs(cohort.startDate, -DAY_MS));
    };

    const push = (studentIndex: number, status: ParticipantStatus, canceledAt: Date | null, resultAt: Date | null) => {
      const isDemo = studentIndex === demoStudent;
      const payer = isDemo && demoRole ? DEMO_PAYER[demoRole] : choosePayer(rng, studentIndex, course);
      let registeredAt = makeRegisteredAt();
      if (canceledAt && registeredAt.getTime() >= canceledAt.getTime()) registeredAt = addMs(canceledAt, -3 * DAY_MS);
      const elapsed = clamp((now.getTime() - cohort.startDate.getTime()) / (cohort.endDate.getTime() - cohort.startDate.getTime()), 0, 1);
      const progressPercent =
        status === 'COMPLETED'
          ? rng.int(85, 100)
          : status === 'FAILED'
            ? rng.int(15, 60)
            : status === 'AWAITING_RESULT'
              ? rng.int(60, 100)
              : status === 'IN_PROGRESS'
                ? clamp(Math.round(elapsed * 100) + rng.int(-20, 10), 0, 100)
                : status === 'CANCELED' && started && def.status !== 'CANCELED'
                  ? rng.int(0, 25)
                  : 0;
      const registration: PlannedRegistration = {
        index: registrations.length,
        cohortIndex: cohort.index,
        studentIndex,
        status,
        payer,
        registeredAt,
        canceledAt,
        resultAt,
        invoiceKey: null,
        progressPercent,
      };
      registrations.push(registration);
      if (isDemo && demoRole === 'upcoming-unpaid') payerChanges.push({ registrationIndex: registration.index });
    };

    for (const studentIndex of liveStudents) {
      const isDemo = studentIndex === demoStudent;
      let status: ParticipantStatus;
      let resultAt: Date | null = null;
      if (def.status === 'COMPLETED' || def.status === 'TEACHER_PAID') {
        if ((isDemo && demoRole === 'awaiting-result') || (!isDemo && awaitingLeft > 0)) {
          status = 'AWAITING_RESULT';
          awaitingLeft -= 1;
        } else {
          status = isDemo || !rng.chance(0.12) ? 'COMPLETED' : 'FAILED';
          resultAt = minDate(addMs(cohort.endDate, rng.int(1, 6) * DAY_MS), addMs(now, -HOUR_MS));
        }
      } else if (def.status === 'IN_PROGRESS') {
        status = 'IN_PROGRESS';
      } else {
        status = 'REGISTERED';
      }
      push(studentIndex, status, null, resultAt);
    }
    for (const studentIndex of canceledStudents) {
      let canceledAt: Date;
      if (def.status === 'CANCELED') canceledAt = cohortCanceledAt;
      else {
        const latest = minDate(addMs(now, -HOUR_MS), ended ? cohort.endDate : now);
        canceledAt = between(rng, started ? cohort.startDate : addMs(now, -10 * DAY_MS), latest);
      }
      push(studentIndex, 'CANCELED', canceledAt, null);
    }
  }

  // ---- invoices and school credits -------------------------------------------------------------------
  const invoicesByKey = new Map<string, PlannedInvoice>();
  const creditEvents: { registration: PlannedRegistration; type: 'DEDUCT' | 'REFUND'; at: Date }[] = [];
  const invoiceRng = createRng('invoices');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    const school = schoolOf(reg.studentIndex);
    const started = cohort.startDate.getTime() <= now.getTime();
    const dueDate = addMs(cohort.startDate, -3 * DAY_MS);
    if (reg.payer === 'STUDENT') {
      const key = `personal:${reg.index}`;
      const isDemo = reg.studentIndex === demoStudent;
      let status: PlannedInvoice['status'];
      if (reg.status === 'CANCELED') status = 'CANCELED';
      else if (started) status = 'PAID';
      else if (isDemo && cohort.def.demoStudent === 'upcoming-unpaid') status = 'UNPAID';
      else status = invoiceRng.chance(0.55) ? 'PAID' : 'UNPAID';
      const paidAt =
        status === 'PAID' || (status === 'CANCELED' && invoiceRng.chance(0.5))
          ? minDate(addMs(reg.registeredAt, invoiceRng.int(1, 48) * HOUR_MS), addMs(now, -HOUR_MS))
          : null;
      const method = invoiceRng.pick(['card', 'bank_link', 'bank_link', 'card', 'subscription']);
      invoicesByKey.set(key, {
        key,
        invoiceId: '',
        cohortIndex: cohort.index,
        status,
        studentIndex: reg.studentIndex,
        schoolKey: null,
        amount: LIST_PRICE_CENTS,
        issuedAt: reg.registeredAt,
        dueDate,
        paidAt,
        metadata: {
          kind: 'PERSONAL',
          payment_method: paidAt ? method : null,
          refunded: status === 'CANCELED' && paidAt !== null,
          lines: [{ cohort_name: cohort.name, course_slug: cohort.course.slug, amount: LIST_PRICE_CENTS }],
        },
      });
      reg.invoiceKey = key;
    } else if (school && school.openingCredits > 0) {
      creditEvents.push({ registration: reg, type: 'DEDUCT', at: reg.registeredAt });
      // Full refund up to 7 days after the course start (spec §9).
      if (reg.canceledAt && reg.canceledAt.getTime() <= cohort.startDate.getTime() + 7 * DAY_MS) {
        creditEvents.push({ registration: reg, type: 'REFUND', at: reg.canceledAt });
      }
    } else if (school) {
      const key = `school:${school.key}:${cohort.index}`;
      let invoice = invoicesByKey.get(key);
      if (!invoice) {
        invoice = {
          key,
          invoiceId: '',
          cohortIndex: cohort.index,
          status: 'UNPAID',
          studentIndex: null,
          schoolKey: school.key,
          amount: 0,
          issuedAt: reg.registeredAt,
          dueDate,
          paidAt: null,
          metadata: { kind: 'SCHOOL', cohort_name: cohort.name, course_slug: cohort.course.slug, lines: [] },
        };
        invoicesByKey.set(key, invoice);
      }
      invoice.issuedAt = minDate(invoice.issuedAt, reg.registeredAt);
      reg.invoiceKey = key;
      if (reg.status !== 'CANCELED') {
        const student = STUDENTS[reg.studentIndex];
        (invoice.metadata.lines as unknown[]).push({
          student: student ? `${student.firstName} ${student.lastName}` : null,
          amount: school.seatPrice,
        });
        invoice.amount += school.seatPrice;
      }
    }
  }
  for (const invoice of invoicesByKey.values()) {
    if (invoice.schoolKey === null) continue;
    const cohort = cohorts[invoice.cohortIndex] as PlannedCohort;
    if (invoice.amount === 0) invoice.status = 'CANCELED';
    else if (cohort.startDate.getTime() <= now.getTime()) {
      invoice.status = 'PAID';
      invoice.paidAt = minDate(addMs(cohort.startDate, -5 * DAY_MS), addMs(now, -HOUR_MS));
      if (invoice.paidAt.getTime() < invoice.issuedAt.getTime()) invoice.paidAt = addMs(invoice.issuedAt, 2 * DAY_MS);
    }
    invoice.metadata.payment_method = invoice.paidAt ? 'bank_transfer' : null;
  }
  // Numbers in issue order, per calendar year: VLK-2026-000001 …
  const invoices = [...invoicesByKey.values()].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const perYear = new Map<number, number>();
  for (const invoice of invoices) {
    const year = tallinnParts(invoice.issuedAt).year;
    const seq = (perYear.get(year) ?? 100) + 1;
    perYear.set(year, seq);
    invoice.invoiceId = `VLK-${year}-${String(seq).padStart(6, '0')}`;
  }

  // Credit ledger: the school year's credits are added on 1 August and expire a year later; when the
  // balance runs out the school tops up 20 credits.
  const creditLogs: PlannedCreditLog[] = [];
  const activity: PlannedActivity[] = [];
  const schoolRep = (schoolKey: string): PersonKey | null => {
    const index = SCHOOL_REPS.findIndex((r) => r.schoolKey === schoolKey);
    return index >= 0 ? repKey(index) : null;
  };
  for (const school of SCHOOLS.filter((s) => s.openingCredits > 0)) {
    const events = creditEvents
      .filter((e) => schoolOf(e.registration.studentIndex)?.key === school.key)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const firstYearStart = events[0] ? minDate(schoolYearStart(events[0].at), schoolYear.start) : schoolYear.start;
    let yearStart = firstYearStart;
    let balance = 0;
    const addCredits = (amount: number, at: Date, reason: string) => {
      const expiresAt = schoolYearEnd(at);
      creditLogs.push({
        schoolKey: school.key,
        person: adminActor,
        type: 'ADD',
        amount,
        expiresAt,
        eventAppliesAt: at,
        cohortIndex: null,
        metadata: { reason },
      });
      activity.push({
        type: 'SCHOOL_CREDITS_ADDED',
        user: null,
        actor: adminActor,
        cohortIndex: null,
        schoolKey: school.key,
        notes: `Lisati ${amount} krediiti (${reason})`,
        metadata: { amount, expires_at: expiresAt.toISOString() },
        createdAt: at,
      });
      balance += amount;
    };
    addCredits(school.openingCredits, yearStart, 'õppeaasta ettemaks');
    for (const event of events) {
      while (event.at.getTime() >= schoolYearEnd(yearStart).getTime()) {
        yearStart = schoolYearEnd(yearStart);
        balance = 0; // last year's credits expired
        addCredits(school.openingCredits, yearStart, 'õppeaasta ettemaks');
      }
      const reg = event.registration;
      const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
      if (event.type === 'DEDUCT') {
        if (balance <= 0) {
          const lowAt = addMs(event.at, -2 * DAY_MS);
          activity.push({
            type: 'SCHOOL_CREDITS_LOW',
            user: schoolRep(school.key),
            actor: null,
            cohortIndex: null,
            schoolKey: school.key,
            notes: 'Kooli krediit on otsakorral',
            metadata: { balance },
            createdAt: maxDate(lowAt, yearStart),
          });
          addCredits(20, maxDate(addMs(event.at, -DAY_MS), yearStart), 'lisakrediit');
        }
        balance -= 1;
        creditLogs.push({
          schoolKey: school.key,
          person: studentKey(reg.studentIndex),
          type: 'DEDUCT',
          amount: 1,
          expiresAt: null,
          eventAppliesAt: event.at,
          cohortIndex: reg.cohortIndex,
          metadata: { cohort_name: cohort.name },
        });
        activity.push({
          type: 'SCHOOL_CREDITS_USED',
          user: studentKey(reg.studentIndex),
          actor: studentKey(reg.studentIndex),
          cohortIndex: reg.cohortIndex,
          schoolKey: school.key,
          notes: `Registreerimisel kasutati 1 kooli krediit`,
          metadata: { amount: 1 },
          createdAt: event.at,
        });
      } else {
        balance += 1;
        creditLogs.push({
          schoolKey: school.key,
          person: studentKey(reg.studentIndex),
          type: 'REFUND',
          amount: 1,
          expiresAt: schoolYearEnd(event.at),
          eventAppliesAt: event.at,
          cohortIndex: reg.cohortIndex,
          metadata: { cohort_name: cohort.name, reason: cohort.status === 'CANCELED' ? 'cohort_canceled' : 'unenrolled' },
        });
        activity.push({
          type: 'SCHOOL_CREDITS_REFUNDED',
          user: studentKey(reg.studentIndex),
          actor: null,
          cohortIndex: reg.cohortIndex,
          schoolKey: school.key,
          notes: 'Krediit tagastati kooli kontole',
          metadata: { amount: 1 },
          createdAt: event.at,
        });
      }
    }
    if (balance < 5) {
      activity.push({
        type: 'SCHOOL_CREDITS_LOW',
        user: schoolRep(school.key),
        actor: null,
        cohortIndex: null,
        schoolKey: school.key,
        notes: 'Kooli krediit on otsakorral',
        metadata: { balance },
        createdAt: addMs(now, -DAY_MS),
      });
    }
  }

  // ---- feedback, diplomas --------------------------------------------------------------------------------
  const feedback: PlannedFeedback[] = [];
  const diplomas: SeedPlan['diplomas'] = [];
  const satisfactionByCourse = new Map<string, number[]>();
  const feedbackRng = createRng('feedback');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    if (reg.status === 'COMPLETED') {
      diplomas.push({ registrationIndex: reg.index, createdAt: reg.resultAt ?? cohort.endDate });
    }
    if (reg.status !== 'COMPLETED' && reg.status !== 'FAILED') continue;
    const isDemo = reg.studentIndex === demoStudent;
    const submits = isDemo ? cohort.def.demoStudent === 'completed-with-feedback' : feedbackRng.chance(0.75);
    if (!submits) continue;
    const texts = FEEDBACK_TEXTS[cohort.course.language];
    const passed = reg.status === 'COMPLETED';
    const satisfaction = isDemo ? 9 : feedbackRng.pick(passed ? [6, 7, 8, 8, 9, 9, 9, 10, 10, 10] : [4, 5, 6, 7, 8]);
    const self = feedbackRng.pick(passed ? [2, 3, 4, 4, 5, 5] : [1, 2, 2, 3]);
    const learningOutcomes: Record<string, number> = {};
    for (const outcome of cohort.course.learningOutcomes) {
      learningOutcomes[outcome] = clamp(satisfaction + feedbackRng.int(-2, 1), 1, 10);
    }
    feedback.push({
      registrationIndex: reg.index,
      answers: {
        course_satisfaction: satisfaction,
        course_highlights: feedbackRng.pick(satisfaction >= 8 ? texts.highlights : texts.bothered),
        course_learnings: feedbackRng.pick(texts.learnings),
        learning_outcomes: learningOutcomes,
        // Scores in the form's display order 1, 2, 5, 4, 3: 5 is "just right", 2/4 a little off, 1/3 far off.
        course_difficulty: feedbackRng.pick([5, 5, 5, 4, 4, 2, 2, 3]),
        time_spent: feedbackRng.pick([5, 5, 4, 4, 4, 2, 1, 3]),
        teacher_competence: feedbackRng.pick([3, 4, 4, 5, 5, 5]),
        teacher_feedback: feedbackRng.pick(texts.teacher),
        self_performance: self,
        improvement_feedback: self <= 3 ? feedbackRng.pick(texts.improvement) : null,
        future_courses: feedbackRng.pick(texts.futureCourses),
      },
      createdAt: minDate(addMs(cohort.endDate, feedbackRng.int(1, 10) * DAY_MS), addMs(now, -HOUR_MS)),
    });
    const list = satisfactionByCourse.get(cohort.course.slug) ?? [];
    list.push(satisfaction);
    satisfactionByCourse.set(cohort.course.slug, list);
  }
  const averageScores = new Map<string, number>();
  for (const [slug, values] of satisfactionByCourse) {
    averageScores.set(slug, Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);
  }

  // ---- activity log --------------------------------------------------------------------------------------
  const activityRng = createRng('activity');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    const student = studentKey(reg.studentIndex);
    const schoolKey = STUDENTS[reg.studentIndex]?.schoolKey ?? null;
    activity.push({
      type: 'COHORT_REGISTRATION',
      user: student,
      actor: student,
      cohortIndex: cohort.index,
      schoolKey,
      notes: `Registreerus: ${cohort.name}`,
      metadata: { payer: reg.payer },
      createdAt: reg.registeredAt,
    });
    const invoice = reg.invoiceKey ? invoicesByKey.get(reg.invoiceKey) : undefined;
    if (invoice && invoice.schoolKey === null && invoice.paidAt) {
      activity.push({
        type: 'COHORT_PAYMENT',
        user: student,
        actor: student,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: `Arve ${invoice.invoiceId} tasutud`,
        metadata: { invoice_id: invoice.invoiceId, amount: invoice.amount, method: invoice.metadata.payment_method },
        createdAt: invoice.paidAt,
      });
    }
    if (invoice && invoice.status === 'UNPAID' && invoice.schoolKey === null) {
      activity.push({
        type: 'EMAIL_SENT',
        user: student,
        actor: null,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: 'Meeldetuletus: arve tasumata',
        metadata: { template: 'invoice_reminder', invoice_id: invoice.invoiceId },
        createdAt: minDate(addMs(reg.registeredAt, 2 * DAY_MS), addMs(now, -HOUR_MS)),
      });
    }
    if (reg.status === 'CANCELED' && reg.canceledAt) {
      activity.push(
        cohort.status === 'CANCELED'
          ? {
              type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
              user: student,
              actor: adminActor,
              cohortIndex: cohort.index,
              schoolKey,
              notes: 'Kohort tühistati',
              metadata: { from: 'REGISTERED', to: 'CANCELED' },
              createdAt: reg.canceledAt,
            }
          : {
              type: 'UNENROLL',
              user: student,
              actor: student,
              cohortIndex: cohort.index,
              schoolKey,
              notes: 'Loobus kursusest',
              metadata: { from: cohort.startDate.getTime() <= reg.canceledAt.getTime() ? 'IN_PROGRESS' : 'REGISTERED' },
              createdAt: reg.canceledAt,
            },
      );
    }
    if ((reg.status === 'COMPLETED' || reg.status === 'FAILED') && reg.resultAt) {
      activity.push({
        type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
        user: student,
        actor: teacherKey(cohort.teacherIndexes[0] ?? 0),
        cohortIndex: cohort.index,
        schoolKey,
        notes: reg.status === 'COMPLETED' ? 'Arvestatud' : 'Mittearvestatud',
        metadata: { from: 'AWAITING_RESULT', to: reg.status },
        createdAt: reg.resultAt,
      });
    }
    if (reg.status === 'IN_PROGRESS') {
      const past = classInstants(cohort, mondayOfWeek(now), [-1, 0]).filter(
        (t) => t.getTime() < now.getTime() && t.getTime() >= cohort.startDate.getTime(),
      );
      const lastClass = past[past.length - 1];
      if (lastClass && activityRng.chance(0.7)) {
        activity.push({
          type: 'VIDEO_CALL_JOINED',
          user: student,
          actor: student,
          cohortIndex: cohort.index,
          schoolKey,
          notes: 'Liitus veebitunniga',
          metadata: { url: cohort.videoUrl },
          createdAt: minDate(addMs(lastClass, activityRng.int(-3, 6) * 60_000), addMs(now, -60_000)),
        });
      }
      if (activityRng.chance(0.4)) {
        activity.push({
          type: 'LMS_LINK_CLICKED',
          user: student,
          actor: student,
          cohortIndex: cohort.index,
          schoolKey,
          notes: 'Avas õpikeskkonna',
          metadata: { url: cohort.externalLmsLink },
          createdAt: between(activityRng, cohort.startDate, now),
        });
      }
    }
    if (reg.status === 'REGISTERED' && cohort.startDate.getTime() - now.getTime() < 14 * DAY_MS) {
      activity.push({
        type: 'EMAIL_SENT',
        user: student,
        actor: null,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: 'Kursuse algus läheneb',
        metadata: { template: 'cohort_starting_soon' },
        createdAt: maxDate(reg.registeredAt, addMs(now, -DAY_MS)),
      });
    }
  }
  for (const invoice of invoices) {
    if (invoice.schoolKey === null || !invoice.paidAt) continue;
    activity.push({
      type: 'COHORT_PAYMENT',
      user: null,
      actor: schoolRep(invoice.schoolKey),
      cohortIndex: invoice.cohortIndex,
      schoolKey: invoice.schoolKey,
      notes: `Kooli arve ${invoice.invoiceId} tasutud`,
      metadata: { invoice_id: invoice.invoiceId, amount: invoice.amount },
      createdAt: invoice.paidAt,
    });
  }
  // The demo student's upcoming course moved to personal payment: the school's limit of two courses is used.
  for (const { registrationIndex } of payerChanges) {
    const reg = registrations[registrationIndex] as PlannedRegistration;
    const schoolKey = STUDENTS[reg.studentIndex]?.schoolKey ?? null;
    activity.push({
      type: 'PAYER_CHANGED',
      user: studentKey(reg.studentIndex),
      actor: schoolKey ? schoolRep(schoolKey) : adminActor,
      cohortIndex: reg.cohortIndex,
      schoolKey,
      notes: 'Kooli makstavate kursuste limiit on täis, maksjaks määrati õpilane',
      metadata: { from: 'SCHOOL', to: 'STUDENT' },
      createdAt: minDate(addMs(reg.registeredAt, HOUR_MS), addMs(now, -HOUR_MS)),
    });
  }

  // ---- subscriptions, promotion codes, favourites ---------------------------------------------------
  const subscriptions: PlannedSubscription[] = [
    {
      studentIndex: 5,
      type: 'MULTI_PASS',
      subscriptionId: 'sub_valikdemo_0001',
      active: true,
      pausedByUser: false,
      endedAt: null,
      stripeMetadata: { discount: false, pause_collection: null },
      createdAt: addMs(now, -20 * DAY_MS),
    },
    {
      studentIndex: 9,
      type: 'SINGLE_PASS',
      subscriptionId: 'sub_valikdemo_0002',
      active: false,
      pausedByUser: false,
      endedAt: addMs(now, -53 * DAY_MS),
      stripeMetadata: { discount: false, pause_collection: null },
      createdAt: addMs(now, -60 * DAY_MS),
    },
    {
      studentIndex: 12,
      type: 'MULTI_PASS',
      subscriptionId: 'sub_valikdemo_0003',
      active: true,
      pausedByUser: true,
      endedAt: null,
      stripeMetadata: {
        discount: true,
        pause_collection: { behavior: 'void', resumes_at: Math.floor((now.getTime() + 14 * DAY_MS) / 1000) },
      },
      createdAt: addMs(now, -45 * DAY_MS),
    },
  ];
  for (const sub of subscriptions) {
    activity.push({
      type: 'SUBSCRIPTION_CREATED',
      user: studentKey(sub.studentIndex),
      actor: studentKey(sub.studentIndex),
      cohortIndex: null,
      schoolKey: null,
      notes: sub.type === 'MULTI_PASS' ? 'Liitus mitmekordse pääsmega' : 'Ostis ühekordse pääsme',
      metadata: { subscription_id: sub.subscriptionId, type: sub.type },
      createdAt: sub.createdAt,
    });
    if (sub.pausedByUser) {
      activity.push({
        type: 'PAUSE_SUBSCRIPTION',
        user: studentKey(sub.studentIndex),
        actor: studentKey(sub.studentIndex),
        cohortIndex: null,
        schoolKey: null,
        notes: 'Peatas pääsme kaheks nädalaks',
        metadata: { subscription_id: sub.subscriptionId },
        createdAt: addMs(now, -3 * DAY_MS),
      });
    }
  }
  const promotionCodes: PlannedPromotionCode[] = [
    {
      name: 'VALIK10',
      ownerStudentIndex: null,
      stripeId: 'promo_valikdemo_valik10',
      redeemedStudentIndexes: [14, 23, 37],
      createdAt: addMs(now, -90 * DAY_MS),
    },
    {
      name: 'LAURA-SOBER',
      ownerStudentIndex: demoStudent,
      stripeId: 'promo_valikdemo_laura',
      redeemedStudentIndexes: [41, 52],
      createdAt: addMs(now, -40 * DAY_MS),
    },
  ];
  const favourites = new Map<number, string[]>();
  const favRng = createRng('favourites');
  const publicSlugs = COURSES.filter((c) => c.status === 'APPROVED').map((c) => c.slug);
  STUDENTS.forEach((_, i) => {
    const n = i === demoStudent ? 3 : favRng.int(0, 3);
    if (n > 0) favourites.set(i, favRng.sample(publicSlugs, n));
  });

  activity.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    now,
    cohorts,
    registrations,
    invoices,
    creditLogs,
    feedback,
    diplomas,
    activity,
    subscriptions,
    promotionCodes,
    averageScores,
    favourites,
    schoolYear,
  };
}
