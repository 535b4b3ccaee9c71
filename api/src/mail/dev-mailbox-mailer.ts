import { emails } from '@valik/db/schema';
import type { Db } from '@valik/db/client';
import type { Mailer } from './mailer.ts';

/** Development and tests: e-mails are stored in the `emails` table and shown at /dev/mailbox. */
export function createDevMailboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(email) {
      const [row] = await db
        .insert(emails)
        .values({
          toAddress: email.to.toLowerCase(),
          fromAddress: from,
          subject: email.subject,
          text: email.text,
          html: email.html,
          template: email.template,
          lang: email.lang,
          userId: email.userId ?? null,
        })
        .returning({ id: emails.id });
      return { id: `dev-${row?.id ?? 0}` };
    },
  };
}
