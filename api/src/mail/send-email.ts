import { logActivity } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { Lang } from '@valik/domain/contracts';
import type { EmailAttachment, Mailer } from './mailer.ts';
import { renderEmail, type TemplateData, type TemplateName } from './templates.ts';

export interface SendEmailParams<K extends TemplateName> {
  template: K;
  to: string;
  lang: Lang;
  data: TemplateData[K];
  /** the recipient's product user: the e-mail is logged as EMAIL_SENT on their history */
  userId?: number | null;
  /** who caused the e-mail (an admin acting on the account), for the activity row */
  actorUserId?: number | null;
  /** what happened, for the activity row (shown in the console's activity log) */
  notes?: string | null;
  /** false: the caller's own activity entry records it (a queued e-mail, mail/queue-email.ts) */
  logged?: boolean;
  /** an outbox delivery's key (ADR 024): sent again after a crash, it is still one e-mail */
  idempotencyKey?: string | null;
  attachments?: EmailAttachment[];
}

/**
 * Renders a template and hands it to the mailer; an e-mail to a known user is recorded as EMAIL_SENT
 * (with the template name only: never a link, token or code).
 */
export async function sendEmail<K extends TemplateName>(db: Db, mailer: Mailer, params: SendEmailParams<K>): Promise<void> {
  const rendered = renderEmail(params.template, params.lang, params.data);
  await mailer.send({ to: params.to, ...rendered, template: params.template, lang: params.lang, userId: params.userId ?? null, idempotencyKey: params.idempotencyKey ?? null, ...(params.attachments ? { attachments: params.attachments } : {}) });
  if (params.userId && params.logged !== false) {
    await logActivity(db, {
      userId: params.userId,
      actorUserId: params.actorUserId ?? null,
      type: 'EMAIL_SENT',
      notes: params.notes ?? null,
      metadata: { template: params.template, provider: mailer.kind },
    });
  }
}
