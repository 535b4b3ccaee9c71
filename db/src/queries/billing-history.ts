// A student's billing history (issue 28 item 1): what they paid (personal invoices paid, with the receipt
// e-mail's delivery), what went back (online payments refunded, with where the money is), and the courses
// a pass paid for (no invoice of their own). Reads only; the api puts them in one list.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { activityLog, cohortParticipants, cohorts, courses, invoices, outbox, paymentCheckouts } from '../schema/index.ts';

/** The user's personal invoices that were paid (also those canceled later), newest first. */
export async function listPaidUserInvoices(db: Db, params: { userId: number }) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, params.userId), isNotNull(invoices.paidAt)))
    .orderBy(desc(invoices.paidAt), desc(invoices.id));
}

/**
 * The receipt notices of a user's payments (activity entries carrying PAYMENT_RECEIPT) with the state of
 * their e-mail in the outbox: which invoice each was for, and whether it was sent.
 */
export async function listReceiptNotices(db: Db, params: { userId: number }) {
  return db
    .select({
      activityId: activityLog.id,
      invoiceId: sql<string | null>`${activityLog.metadata}->>'invoice_id'`,
      giftCard: sql<string | null>`${activityLog.metadata}->>'gift_card'`,
      createdAt: activityLog.createdAt,
      outboxStatus: outbox.status,
      sentAt: outbox.doneAt,
    })
    .from(activityLog)
    .leftJoin(outbox, and(eq(outbox.activityId, activityLog.id), eq(outbox.kind, 'MAIL')))
    .where(and(eq(activityLog.userId, params.userId), sql`${activityLog.metadata}->>'mail' = 'PAYMENT_RECEIPT'`))
    .orderBy(desc(activityLog.id));
}

/** The user's online payments that are refunded or to be refunded, with the course, newest first. */
export async function listUserRefunds(db: Db, params: { userId: number }) {
  return db
    .select({
      checkout: paymentCheckouts,
      courseName: courses.name,
      cohortName: cohorts.name,
    })
    .from(paymentCheckouts)
    .innerJoin(cohorts, eq(cohorts.id, paymentCheckouts.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(paymentCheckouts.userId, params.userId), ne(paymentCheckouts.refundStatus, 'NONE')))
    .orderBy(desc(paymentCheckouts.updatedAt), desc(paymentCheckouts.id));
}

/** The user's registrations a pass paid for, with the course, newest first. */
export async function listPassCoveredRegistrations(db: Db, params: { userId: number }) {
  return db
    .select({
      participantId: cohortParticipants.id,
      status: cohortParticipants.status,
      passSubscriptionId: cohortParticipants.passSubscriptionId,
      createdAt: cohortParticipants.createdAt,
      courseName: courses.name,
      cohortName: cohorts.name,
    })
    .from(cohortParticipants)
    .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(cohortParticipants.userId, params.userId), isNotNull(cohortParticipants.passSubscriptionId)))
    .orderBy(desc(cohortParticipants.createdAt), desc(cohortParticipants.id));
}
