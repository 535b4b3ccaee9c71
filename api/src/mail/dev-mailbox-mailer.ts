import { insertEmail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import { MailError, type Mailer } from './mailer.ts';

/**
 * The dev mailbox can play a provider outage (/dev/mailbox's switch): while `outage` is on, every send
 * fails as a mailer that is down does, so the outbox's retries and its console page can be tried locally.
 */
export interface DevMailboxMailer extends Mailer {
  readonly kind: 'dev-mailbox';
  outage: boolean;
}

export function isDevMailboxMailer(mailer: Mailer): mailer is DevMailboxMailer {
  return mailer.kind === 'dev-mailbox' && typeof (mailer as Partial<DevMailboxMailer>).outage === 'boolean';
}

/** Development and tests: e-mails are stored in the `emails` table and shown at /dev/mailbox. */
export function createDevMailboxMailer(db: Db, from: string): DevMailboxMailer {
  let outage = false;
  return {
    kind: 'dev-mailbox',
    get outage() {
      return outage;
    },
    set outage(on: boolean) {
      outage = on;
    },
    async send(email) {
      if (outage) throw new MailError('the dev mailbox is down (a simulated outage, switched at /dev/mailbox)');
      const id = await insertEmail(db, {
        toAddress: email.to.toLowerCase(),
        fromAddress: from,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        lang: email.lang,
        userId: email.userId ?? null,
        idempotencyKey: email.idempotencyKey ?? null,
        attachments: email.attachments?.length ? email.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content.toString('base64') })) : null,
      });
      return { id: `dev-${id}` };
    },
  };
}
