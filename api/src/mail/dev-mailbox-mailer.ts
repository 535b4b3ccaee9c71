import { insertEmail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { Mailer } from './mailer.ts';

/** Development and tests: e-mails are stored in the `emails` table and shown at /dev/mailbox. */
export function createDevMailboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(email) {
      const id = await insertEmail(db, {
        toAddress: email.to.toLowerCase(),
        fromAddress: from,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        lang: email.lang,
        userId: email.userId ?? null,
      });
      return { id: `dev-${id}` };
    },
  };
}
