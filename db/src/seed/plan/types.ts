// The demo data set as planned in memory (buildPlan), with references by key instead of ids; index.ts
// inserts it. The enums are the database's own (enum-values.ts).
import type { ActivityType, CohortParticipantStatus, InvoiceStatus, SchoolCreditLogType, SubscriptionType } from '../../enum-values.ts';
import type { ClassTimeSlot, SeedCohort, SeedCohortStatus } from '../content/cohorts.ts';
import type { SeedCourse, SeedPayer } from '../content/types.ts';

export type { ActivityType };
export type ParticipantStatus = CohortParticipantStatus;

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
  /** the cohort of a course invoice; null for a pass payment's invoice */
  cohortIndex: number | null;
  status: InvoiceStatus;
  studentIndex: number | null;
  schoolKey: string | null;
  amount: number;
  issuedAt: Date;
  dueDate: Date;
  paidAt: Date | null;
  metadata: Record<string, unknown>;
  /** a paid invoice whose course was canceled in the refund window: its credit note, refund arrived */
  refundedAt?: Date | null;
  /** a school's issued monthly invoice to deliver as an e-invoice (an EINVOICE outbox entry, never in production) */
  einvoice?: boolean;
}

export interface PlannedCreditLog {
  schoolKey: string;
  person: PersonKey | null;
  type: SchoolCreditLogType;
  amount: number;
  expiresAt: Date | null;
  eventAppliesAt: Date;
  cohortIndex: number | null;
  metadata: Record<string, unknown>;
}

export interface PlannedFeedback {
  registrationIndex: number;
  /** the author agreed to be quoted on the course page (issue 29 item 4): satisfied authors, two in three */
  quoteConsent: boolean;
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
  type: SubscriptionType;
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

/** A class of a cohort (plan/attendance.ts). */
export interface PlannedSession {
  cohortIndex: number;
  startsAt: Date;
}

/** Whether a registration's student came to a class already held. */
export interface PlannedAttendance {
  /** index into the planned sessions */
  sessionIndex: number;
  registrationIndex: number;
  present: boolean;
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
  /** every class of the cohorts that have classes, and who came to those already held */
  sessions: PlannedSession[];
  attendance: PlannedAttendance[];
}
