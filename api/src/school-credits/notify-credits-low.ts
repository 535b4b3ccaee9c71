// The SCHOOL_CREDITS_LOW e-mail to a school's representatives (et/en, each in their language). The
// warning itself is written in the registration's transaction (school-funding.ts), once per crossing;
// this sends the warnings not sent yet, claiming each one first (claimUnsentCreditsLow) so that a
// warning is mailed once even when the after-commit call and the periodic sweep run at the same time.
// A failed send gives the claim back and is retried by the next run.
import { claimUnsentCreditsLow, listSchoolRepRecipients, unclaimCreditsLow } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'auth'> & Partial<Pick<AppDeps, 'logger'>>;

/** Sends every unsent SCHOOL_CREDITS_LOW warning; returns how many e-mails went. */
export async function sendCreditsLowEmails(deps: Deps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const warning of await claimUnsentCreditsLow(deps.db, { now })) {
    if (warning.schoolId === null) continue;
    const balance = Number((warning.metadata ?? {}).balance ?? 0);
    try {
      for (const rep of await listSchoolRepRecipients(deps.db, { schoolId: warning.schoolId })) {
        await sendEmail(deps.db, deps.auth.services.mailer, {
          template: 'schoolCreditsLow',
          to: rep.email,
          lang: rep.language ?? 'et',
          userId: rep.id,
          data: { name: rep.firstName, school: rep.schoolName, balance, url: `${deps.env.PUBLIC_BASE_URL}/user/school/credits` },
        });
        sent += 1;
      }
    } catch (err) {
      await unclaimCreditsLow(deps.db, { id: warning.id });
      deps.logger?.error({ err, activityId: warning.id }, 'the low school credits e-mail could not be sent');
      throw err;
    }
  }
  return sent;
}

/** After a commit that may have written a warning: send it in the background. */
export function notifyCreditsLow(deps: Deps): void {
  deps.auth.services.tasks.run('school-credits-low-emails', () => sendCreditsLowEmails(deps));
}
