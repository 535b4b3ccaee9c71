// The admin overview (issue 29 item 7): the numbers of /manage, each grouped in the database —
// registrations and paid invoices by Tallinn week, the running and upcoming cohorts with their seats taken,
// the unsettled participants of cohorts that ended three weeks ago or more (the attention flag's
// candidates), the outbox entries not delivered by kind and state, and the integration syncs by kind.
// The rules (which cohort is at risk, who needs attention) are the domain's; the API applies them.
import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { cohortParticipants, cohorts, courses, creditNotes, integrationSyncs, invoices, outbox, users } from '../../schema/index.ts';
import type { CohortStatus } from '../../schema/index.ts';
import { seatsTakenSql } from '../seats.ts';
import { isUnsettledAfterEnd, unsettledParticipantColumns } from '../_shared.ts';

/** The Monday (Tallinn calendar date, 'YYYY-MM-DD') of the week an instant column falls in. */
const tallinnWeek = (column: typeof cohortParticipants.createdAt | typeof invoices.paidAt | typeof creditNotes.createdAt) =>
  sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'Europe/Tallinn'), 'YYYY-MM-DD')`;

export interface OverviewWeekCount {
  /** Monday of the week, Tallinn calendar date 'YYYY-MM-DD' */
  week: string;
  count: number;
  /** of them, canceled since */
  canceled: number;
}

/** Registrations made in each week from `from` on (whatever became of them), by the week they were made. */
export async function overviewRegistrationsByWeek(db: Db, params: { from: Date }): Promise<OverviewWeekCount[]> {
  const week = tallinnWeek(cohortParticipants.createdAt);
  return db
    .select({
      week,
      count: sql<number>`count(*)::int`.mapWith(Number),
      canceled: sql<number>`count(*) FILTER (WHERE ${cohortParticipants.status} = 'CANCELED')::int`.mapWith(Number),
    })
    .from(cohortParticipants)
    .where(gte(cohortParticipants.createdAt, params.from))
    .groupBy(week);
}

export interface OverviewWeekMoney {
  week: string;
  /** integer euro cents, VAT included */
  cents: number;
  documents: number;
}

/** Money in: invoices paid (by the week they were paid), whatever their status became since. */
export async function overviewPaidByWeek(db: Db, params: { from: Date }): Promise<OverviewWeekMoney[]> {
  const week = tallinnWeek(invoices.paidAt);
  return db
    .select({ week, cents: sql<number>`coalesce(sum(${invoices.amount}), 0)::int`.mapWith(Number), documents: sql<number>`count(*)::int`.mapWith(Number) })
    .from(invoices)
    .where(gte(invoices.paidAt, params.from))
    .groupBy(week);
}

/** Money back: credit notes issued (by the week they were issued). */
export async function overviewCreditedByWeek(db: Db, params: { from: Date }): Promise<OverviewWeekMoney[]> {
  const week = tallinnWeek(creditNotes.createdAt);
  return db
    .select({ week, cents: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::int`.mapWith(Number), documents: sql<number>`count(*)::int`.mapWith(Number) })
    .from(creditNotes)
    .where(gte(creditNotes.createdAt, params.from))
    .groupBy(week);
}

export interface OverviewCohortRow {
  id: number;
  name: string;
  courseName: string;
  status: CohortStatus;
  startDate: Date;
  endDate: Date;
  size: number;
  minSize: number;
  seatsTaken: number;
}

const NOT_RUNNING: CohortStatus[] = ['DRAFT', 'CANCELED'];

/** Cohorts running or upcoming at `now` (not a draft, not canceled, not ended), by start. */
export async function overviewCohorts(db: Db, params: { now: Date }): Promise<OverviewCohortRow[]> {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      courseName: courses.name,
      status: cohorts.status,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      size: cohorts.size,
      minSize: cohorts.minSize,
      seatsTaken: seatsTakenSql({ now: params.now }),
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(notInArray(cohorts.status, NOT_RUNNING), gte(cohorts.endDate, params.now)))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
}

export interface OverviewUnsettledRow {
  participantId: number;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  status: string;
  cohortId: number;
  cohortName: string;
  courseName: string;
  endDate: Date;
}

/** Participants with no result yet (nor canceled) of cohorts that ended before `endedBefore`, oldest end first. */
export async function overviewUnsettledParticipants(db: Db, params: { endedBefore: Date }): Promise<OverviewUnsettledRow[]> {
  return db
    .select(unsettledParticipantColumns)
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .where(isUnsettledAfterEnd(params.endedBefore))
    .orderBy(asc(cohorts.endDate), asc(cohorts.id), asc(users.lastName), asc(users.id));
}

export interface OverviewOutboxCount {
  kind: string;
  /** the console's states: PENDING (not tried yet), RETRYING (failed at least once), DEAD */
  state: 'PENDING' | 'RETRYING' | 'DEAD';
  count: number;
  /** when the oldest of them was written */
  oldest: Date;
}

/** The outbox entries not delivered, counted by kind and state. */
export async function overviewOutbox(db: Db): Promise<OverviewOutboxCount[]> {
  const state = sql<OverviewOutboxCount['state']>`CASE WHEN ${outbox.status} = 'DEAD' THEN 'DEAD' WHEN ${outbox.attempts} > 0 THEN 'RETRYING' ELSE 'PENDING' END`;
  const rows = await db
    .select({ kind: outbox.kind, state, count: sql<number>`count(*)::int`.mapWith(Number), oldest: sql<string>`min(${outbox.createdAt})` })
    .from(outbox)
    .where(sql`${outbox.status} IN ('PENDING', 'DEAD')`)
    .groupBy(outbox.kind, state)
    .orderBy(asc(outbox.kind));
  return rows.map((r) => ({ ...r, oldest: new Date(r.oldest) }));
}

export interface OverviewIntegrationRow {
  kind: string;
  cohorts: number;
  failing: number;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
}

/** The cohorts' syncs with Discord and the LMS: how many cohorts, how many failing now, the last success and error. */
export async function overviewIntegrations(db: Db): Promise<OverviewIntegrationRow[]> {
  const rows = await db
    .select({
      kind: integrationSyncs.kind,
      cohorts: sql<number>`count(*)::int`.mapWith(Number),
      failing: sql<number>`count(*) FILTER (WHERE ${integrationSyncs.lastError} IS NOT NULL)::int`.mapWith(Number),
      lastSuccessAt: sql<string | null>`max(${integrationSyncs.lastSuccessAt})`,
      lastErrorAt: sql<string | null>`max(${integrationSyncs.lastErrorAt})`,
    })
    .from(integrationSyncs)
    .groupBy(integrationSyncs.kind)
    .orderBy(asc(integrationSyncs.kind));
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({ ...r, lastSuccessAt: date(r.lastSuccessAt), lastErrorAt: date(r.lastErrorAt) }));
}
