// The e-mail outbox (ADR 011): an activity entry that carries `metadata.mail` is a notice to e-mail, written
// in the same transaction as the change it tells about, so a notice exists exactly when the change
// committed. Senders claim entries before sending (a lease, so a sender that died mid-way is retried after
// it runs out) and stamp `emailed_at` after: two replicas, the after-commit call and the sweep never mail
// one notice twice, and a crash between commit and send only delays it until the next sweep.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { activityLog } from '../schema/index.ts';

/** EMAIL: a queued e-mail on its own EMAIL_SENT entry, with its template, language and data (api mail/queue-email.ts). */
export const MAIL_NOTICES = [
  'PAYMENT_RECEIPT',
  'PAYMENT_REFUNDED',
  'SCHOOL_CREDITS_LOW',
  'REGISTRATION_CONFIRMED',
  'PAYER_CHANGED',
  'WAITLIST_OFFER',
  'CLASS_TIMES_CHANGED',
  'RESULT_SET',
  'DIPLOMA_ISSUED',
  'EMAIL',
] as const;
export type MailNotice = (typeof MAIL_NOTICES)[number];

/** The metadata that makes an activity entry a notice to mail. */
export function mailNotice(notice: MailNotice): { mail: MailNotice } {
  return { mail: notice };
}

export interface PendingMail {
  id: number;
  type: string;
  mail: MailNotice;
  userId: number | null;
  cohortId: number | null;
  schoolId: number | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Claims up to `limit` notices not mailed yet and not claimed by a live sender (a claim older than
 * `leaseMs` is taken over). Rows another sender is claiming right now are skipped, not waited for.
 */
export async function claimPendingMail(db: Db, params: { now: Date; leaseMs: number; limit?: number }): Promise<PendingMail[]> {
  const staleBefore = new Date(params.now.getTime() - params.leaseMs).toISOString();
  const pending = db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        sql`(${activityLog.metadata} ? 'mail') AND NOT (${activityLog.metadata} ? 'emailed_at')`,
        sql`(NOT (${activityLog.metadata} ? 'mail_claimed_at') OR (${activityLog.metadata}->>'mail_claimed_at')::timestamptz < ${staleBefore}::timestamptz)`,
      ),
    )
    .orderBy(asc(activityLog.id))
    .limit(params.limit ?? 100)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(activityLog)
    .set({ metadata: sql`${activityLog.metadata} || ${JSON.stringify({ mail_claimed_at: params.now.toISOString() })}::jsonb` })
    .where(inArray(activityLog.id, pending))
    .returning();
  return rows
    .map((r) => ({ id: r.id, type: r.type, mail: r.metadata?.mail as MailNotice, userId: r.userId, cohortId: r.cohortId, schoolId: r.schoolId, metadata: r.metadata ?? {}, createdAt: r.createdAt }))
    .sort((a, b) => a.id - b.id);
}

/** The notice went out: it is never claimed again. */
export async function markMailed(db: Db, params: { id: number; now: Date }): Promise<void> {
  await db
    .update(activityLog)
    .set({ metadata: sql`${activityLog.metadata} || ${JSON.stringify({ emailed_at: params.now.toISOString() })}::jsonb` })
    .where(eq(activityLog.id, params.id));
}

/** Sending failed: give the claim back so the next run tries again at once. */
export async function releaseMailClaim(db: Db, params: { id: number }): Promise<void> {
  await db
    .update(activityLog)
    .set({ metadata: sql`${activityLog.metadata} - 'mail_claimed_at'` })
    .where(eq(activityLog.id, params.id));
}
