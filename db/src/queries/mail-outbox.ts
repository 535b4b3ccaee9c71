// E-mail notices (ADR 011, issue 25): an activity entry that carries `metadata.mail` tells something that is
// to be e-mailed. logActivity writes such an entry together with its MAIL row of the outbox (outbox.ts) in
// one statement, so the notice and its delivery exist exactly when the change committed; the outbox's MAIL
// kind (api/src/outbox/kinds/mail.ts) reads the entry back with getPendingMail when it delivers.
import { eq } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { activityLog } from '../schema/index.ts';

/** EMAIL: a queued e-mail on its own EMAIL_SENT entry, with its template, language and data (api mail/queue-email.ts). */
export const MAIL_NOTICES = [
  'PAYMENT_RECEIPT',
  'PAYMENT_REFUNDED',
  'SCHOOL_CREDITS_LOW',
  'REGISTRATION_CONFIRMED',
  'PAYER_CHANGED',
  // issue 29 item 3: a registration moved to another cohort
  'REGISTRATION_TRANSFERRED',
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
  /** the outbox entry's key: each e-mail of the notice is sent with it (and a suffix when there are several) */
  idempotencyKey: string;
}

/** The notice an activity entry carries, for its outbox entry's delivery; null when it carries none any more. */
export async function getPendingMail(db: Db, params: { activityId: number; idempotencyKey: string }): Promise<PendingMail | null> {
  const [r] = await db.select().from(activityLog).where(eq(activityLog.id, params.activityId));
  const mail = r?.metadata?.mail;
  if (!r || typeof mail !== 'string' || !(MAIL_NOTICES as readonly string[]).includes(mail)) return null;
  return { id: r.id, type: r.type, mail: mail as MailNotice, userId: r.userId, cohortId: r.cohortId, schoolId: r.schoolId, metadata: r.metadata ?? {}, createdAt: r.createdAt, idempotencyKey: params.idempotencyKey };
}
