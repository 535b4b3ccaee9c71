// The SCHOOL_CREDITS_LOW e-mail to a school’s representatives (et/en/ru, each in their language). The warning
// is written in the registration's transaction (school-funding.ts), once per crossing, as an outbox notice;
// the outbox (outbox/kinds/mail.ts) sends it once.
import { listSchoolRepRecipients, type PendingMail } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks'>;

/** Mails one warning to every representative of its school; returns how many e-mails went. */
export async function sendCreditsLowNotice(deps: Deps, warning: PendingMail): Promise<number> {
  if (warning.schoolId === null) return 0;
  const balance = Number(warning.metadata.balance ?? 0);
  let sent = 0;
  for (const rep of await listSchoolRepRecipients(deps.db, { schoolId: warning.schoolId })) {
    await sendEmail(deps.db, deps.mailer, {
      template: 'schoolCreditsLow',
      to: rep.email,
      lang: rep.language ?? 'et',
      userId: rep.id,
      idempotencyKey: `${warning.idempotencyKey}:${rep.id}`,
      data: { name: rep.firstName, school: rep.schoolName, balance, url: `${deps.env.PUBLIC_BASE_URL}/user/school/credits` },
    });
    sent += 1;
  }
  return sent;
}
