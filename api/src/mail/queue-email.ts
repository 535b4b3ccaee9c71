// Every e-mail goes through the one durable outbox (ADR 011, issue 15 item 7). An e-mail that has no
// activity entry of its own to ride on (a waitlist offer, a class-time change, a result, a diploma, the
// teacher-application e-mails, the password and address-change notices, the weekly digest) is queued as an
// EMAIL_SENT entry that carries the notice EMAIL with its template, language and data, written in the same
// transaction as the change it tells about, with its outbox entry (ADR 024), which delivers it after the
// commit and retries it while the mailer is down; the entry is then the EMAIL_SENT record itself.
//
// Never queue a one-time link or code: the data is stored. Those e-mails (address confirmation, password
// reset, sign-in link, invitation, new-address confirmation) go directly (ADR 015).
import { getMailRecipient, logActivity, mailNotice, type MailNotice, type PendingMail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { Lang } from '@valik/domain/contracts';
import { isLang } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from './send-email.ts';
import { TEMPLATE_NAMES, type TemplateData, type TemplateName } from './templates.ts';

type Recipient = NonNullable<Awaited<ReturnType<typeof getMailRecipient>>>;

export interface QueuedEmail<K extends TemplateName> {
  userId: number;
  template: K;
  /** the data in the recipient's language (their saved one, else Estonian) */
  data: (lang: Lang, to: Recipient) => TemplateData[K];
  cohortId?: number | null;
  schoolId?: number | null;
  actorUserId?: number | null;
  notes?: string | null;
  /** send to this address, not the user's address when it goes (a notice to an address being replaced) */
  toAddress?: string;
}

/** Queues one e-mail to a user, inside the caller's transaction; a deleted account gets none. */
export async function queueEmail<K extends TemplateName>(tx: Db, email: QueuedEmail<K>): Promise<boolean> {
  const to = await getMailRecipient(tx, { userId: email.userId });
  if (!to || !to.email) return false;
  const lang: Lang = to.language ?? 'et';
  await logActivity(tx, {
    type: 'EMAIL_SENT',
    userId: email.userId,
    cohortId: email.cohortId ?? null,
    schoolId: email.schoolId ?? null,
    actorUserId: email.actorUserId ?? null,
    notes: email.notes ?? null,
    metadata: { ...mailNotice('EMAIL'), template: email.template, lang, data: email.data(lang, to), ...(email.toAddress ? { to: email.toAddress } : {}) },
  });
  return true;
}

/**
 * Queues a notice whose sender reads the facts when it sends (a waitlist offer, a diploma, a result, a
 * class-time change): an EMAIL_SENT entry with the notice and what it is about, in the caller's transaction.
 */
export async function queueNotice(
  tx: Db,
  notice: Exclude<MailNotice, 'EMAIL'>,
  entry: { userId: number; cohortId?: number | null; template: TemplateName; about?: Record<string, unknown> },
): Promise<void> {
  await logActivity(tx, {
    type: 'EMAIL_SENT',
    userId: entry.userId,
    cohortId: entry.cohortId ?? null,
    actorUserId: null,
    metadata: { ...mailNotice(notice), template: entry.template, ...entry.about },
  });
}

function isTemplate(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/** The outbox's sender of queued e-mails: to the user's current address; 0 when there is nobody to tell. */
export async function sendQueuedEmail(deps: Pick<AppDeps, 'db' | 'mailer'>, entry: PendingMail): Promise<number> {
  const { template, lang, data } = entry.metadata;
  if (!isTemplate(template) || !isLang(lang) || !data || typeof data !== 'object') {
    throw new Error(`a queued e-mail without a known template (activity ${entry.id})`);
  }
  if (entry.userId === null) return 0;
  const to = await getMailRecipient(deps.db, { userId: entry.userId });
  if (!to || !to.email) return 0;
  const address = typeof entry.metadata.to === 'string' ? entry.metadata.to : to.email;
  // the entry is the EMAIL_SENT record: no second one
  await sendEmail(deps.db, deps.mailer, { template, to: address, lang, data: data as TemplateData[typeof template], userId: to.id, logged: false, idempotencyKey: entry.idempotencyKey });
  return 1;
}
