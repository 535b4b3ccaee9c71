// E-mails of the student journey, sent after the transaction committed (never for a rolled-back change),
// in the recipient's language, through the accounts mailer (dev mailbox locally). They run as background
// tasks: a failing mailer never turns a registration into an error.
import { getMailRecipient } from '@valik/db/queries';
import type { WaitlistEntryRow } from '@valik/db/schema';
import type { Payer } from '../domain/index.ts';
import { formatDate, toTallinn } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';
import type { TemplateData, TemplateName } from '../mail/templates.ts';
import type { Lang } from '../contracts/index.ts';
import { JOB_NAMES, scheduleJob } from '../jobs/queue.ts';
import { sendMailSoon } from '../mail/outbox.ts';

const PAYER_NAMES = { et: { STUDENT: 'õpilane ise', SCHOOL: 'kool' }, en: { STUDENT: 'you', SCHOOL: 'your school' } } as const;

function formatDateTime(date: Date): string {
  const t = toTallinn(date);
  return `${formatDate(date)} ${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
}

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'auth' | 'logger'>;
type Recipient = NonNullable<Awaited<ReturnType<typeof getMailRecipient>>>;

/** One e-mail to one user, in their language; a user without a mail address (deleted) gets none. */
async function mailUser<K extends TemplateName>(
  deps: MailDeps,
  userId: number,
  template: K,
  data: (lang: Lang, to: Recipient) => TemplateData[K],
): Promise<void> {
  const to = await getMailRecipient(deps.db, { userId });
  if (!to) return;
  const lang = to.language ?? 'et';
  await sendEmail(deps.db, deps.auth.services.mailer, { template, to: to.email, lang, userId: to.id, data: data(lang, to) });
}

export function notifyRegistration(
  deps: MailDeps,
  r: { userId: number; course: string; cohort: string; startDate: Date; payer: Payer },
): void {
  if (r.payer === 'SCHOOL') sendMailSoon(deps); // a SCHOOL_CREDITS_LOW warning, if the registration wrote one
  deps.auth.services.tasks.run('registration-email', () =>
    mailUser(deps, r.userId, 'registrationConfirmed', (lang, to) => ({
      name: to.firstName,
      course: r.course,
      cohort: r.cohort,
      start: formatDate(r.startDate),
      payer: PAYER_NAMES[lang][r.payer],
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    })),
  );
}

/** Offer e-mails and the expiry jobs of offers just made. */
export function notifyOffers(deps: MailDeps, offers: readonly WaitlistEntryRow[], names: { course: string; cohort: string; courseId: number }): void {
  if (offers.length === 0) return;
  deps.auth.services.tasks.run('waitlist-offer-emails', async () => {
    for (const offer of offers) {
      if (offer.offerExpiresAt) {
        await scheduleJob(JOB_NAMES.waitlistOfferExpiry, { cohortId: offer.cohortId }, offer.offerExpiresAt, `offer-${offer.id}`);
      }
      await mailUser(deps, offer.userId, 'waitlistOffer', (_lang, to) => ({
        name: to.firstName,
        course: names.course,
        cohort: names.cohort,
        until: formatDateTime(offer.offerExpiresAt ?? new Date()),
        url: `${deps.env.PUBLIC_BASE_URL}/user/courses/${names.courseId}?cohort=${offer.cohortId}`,
      }));
    }
  });
}

export function notifyPayerChange(
  deps: MailDeps,
  r: { userId: number; course: string; payer: Payer; closesAt: Date | null; participantId: number },
): void {
  if (r.payer === 'SCHOOL') sendMailSoon(deps); // a SCHOOL_CREDITS_LOW warning, if the registration wrote one
  deps.auth.services.tasks.run('payer-change-email', async () => {
    if (r.closesAt) await scheduleJob(JOB_NAMES.closeAccess, { participantId: r.participantId }, r.closesAt, `close-${r.participantId}`);
    await mailUser(deps, r.userId, 'payerChanged', (lang, to) => ({
      name: to.firstName,
      course: r.course,
      payer: PAYER_NAMES[lang][r.payer],
      closes: r.closesAt ? formatDate(r.closesAt) : null,
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    }));
  });
}
