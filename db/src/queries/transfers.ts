// Moving a registration to another cohort of the same course (issue 29 item 3): the rows that follow the
// registration (its progress, the payments that paid for it) and the cohorts it could move to. The caller
// holds both cohorts' row locks (lockCohortForUpdate, lower id first) in one transaction.
import { and, asc, eq, gte, inArray, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, cohortProgress, cohorts, courses, invoices, paymentCheckouts } from '../schema/index.ts';
import type { CohortParticipantStatus } from '../enum-values.ts';
import { HIDDEN_COHORT_STATUSES } from './_shared.ts';
import { seatsTakenSql } from './seats.ts';

/** The registration row moves: same id, invoice, payer and pass; its progress starts again in the new cohort. */
export async function moveParticipantToCohort(
  tx: Db,
  params: { participantId: number; cohortId: number; status: CohortParticipantStatus },
): Promise<void> {
  await tx.update(cohortParticipants).set({ cohortId: params.cohortId, status: params.status }).where(eq(cohortParticipants.id, params.participantId));
  await tx
    .update(cohortProgress)
    .set({ cohortId: params.cohortId, progressPercent: 0, progressSource: null, progressSyncedAt: null })
    .where(eq(cohortProgress.cohortParticipantId, params.participantId));
}

/** A payment of this registration or its invoice still in progress (OPEN or PROCESSING): the move waits for it. */
export async function hasLivePaymentOf(tx: Db, params: { participantId: number; invoiceId: number | null }): Promise<boolean> {
  const of = params.invoiceId === null ? eq(paymentCheckouts.participantId, params.participantId) : or(eq(paymentCheckouts.participantId, params.participantId), eq(paymentCheckouts.invoiceId, params.invoiceId));
  const [row] = await tx
    .select({ id: paymentCheckouts.id })
    .from(paymentCheckouts)
    .where(and(of, inArray(paymentCheckouts.status, ['OPEN', 'PROCESSING'])))
    .limit(1);
  return row !== undefined;
}

/** The settled payments of the registration follow it (a later refund or cancellation finds the cohort it is in). */
export async function moveSettledPayments(tx: Db, params: { participantId: number; cohortId: number }): Promise<number> {
  const moved = await tx
    .update(paymentCheckouts)
    .set({ cohortId: params.cohortId })
    .where(and(eq(paymentCheckouts.participantId, params.participantId), notInArray(paymentCheckouts.status, ['OPEN', 'PROCESSING'])))
    .returning({ id: paymentCheckouts.id });
  return moved.length;
}

export interface TransferTargetRow {
  id: number;
  name: string;
  status: (typeof cohorts.$inferSelect)['status'];
  startDate: Date;
  endDate: Date;
  size: number;
  courseId: number;
  courseName: string;
  /** seats taken by others than the student (their own offer or hold left out) */
  seatsTaken: number;
}

/** The other public cohorts of the course that have not ended, by start date, with their seats taken by others. */
export async function listTransferTargets(db: Db, params: { courseId: number; exceptCohortId: number; userId: number; now: Date }): Promise<TransferTargetRow[]> {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      size: cohorts.size,
      courseId: courses.id,
      courseName: courses.name,
      seatsTaken: seatsTakenSql({ now: params.now, exceptUserId: params.userId }),
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      and(
        eq(cohorts.courseId, params.courseId),
        ne(cohorts.id, params.exceptCohortId),
        notInArray(cohorts.status, [...HIDDEN_COHORT_STATUSES]),
        gte(cohorts.endDate, params.now),
      ),
    )
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
}

/** An invoice's snapshot (and, for an unpaid one, its due date) after its registration moved. */
export async function setInvoiceAfterTransfer(tx: Db, params: { id: number; metadata: Record<string, unknown>; dueDate?: Date | null }): Promise<void> {
  await tx
    .update(invoices)
    .set({ metadata: params.metadata, ...(params.dueDate !== undefined ? { dueDate: params.dueDate } : {}) })
    .where(eq(invoices.id, params.id));
}
