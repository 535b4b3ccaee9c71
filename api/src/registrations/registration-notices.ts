// The student journey's e-mails as outbox notices (ADR 011): the activity entry of a registration
// (COHORT_REGISTRATION) or a payer change (PAYER_CHANGED) carries the notice, written in the same
// transaction with its outbox entry; these senders turn it into the e-mail, in the student's language, when
// the outbox's MAIL kind (outbox/kinds/mail.ts) delivers it (right after the commit, retried after a failure).
import { getParticipant, type PendingMail } from '@valik/db/queries';
import { formatDate, PAYERS, type Payer } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { noticeRecipient } from '../mail/notice-recipient.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer'>;

const PAYER_NAMES = { et: { STUDENT: 'õpilane ise', SCHOOL: 'kool' }, en: { STUDENT: 'you', SCHOOL: 'your school' }, ru: { STUDENT: 'вы сами', SCHOOL: 'ваша школа' } } as const;

function payerOf(value: unknown): Payer | null {
  return PAYERS.find((p) => p === value) ?? null;
}


export async function sendRegistrationNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await noticeRecipient(deps.db, entry);
  const payer = payerOf(entry.metadata.payer);
  if (!found || !payer) return 0;
  const { to, cohort, lang } = found;
  await sendEmail(deps.db, deps.mailer, {
    template: 'registrationConfirmed',
    to: to.email,
    lang,
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    data: { name: to.firstName, course: cohort.courseName, cohort: cohort.name, start: formatDate(cohort.startDate), payer: PAYER_NAMES[lang][payer], url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
  });
  return 1;
}

export async function sendPayerChangeNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await noticeRecipient(deps.db, entry);
  const payer = payerOf(entry.metadata.to);
  if (!found || !payer) return 0;
  const { to, cohort, lang } = found;
  // when access closes for an unpaid invoice after this change (ADR 008): as the registration has it now
  const participantId = Number(entry.metadata.participant_id);
  const participant = Number.isSafeInteger(participantId) ? await getParticipant(deps.db, { id: participantId }) : null;
  const closesAt = payer === 'STUDENT' ? (participant?.accessClosesAt ?? null) : null;
  await sendEmail(deps.db, deps.mailer, {
    template: 'payerChanged',
    to: to.email,
    lang,
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    data: { name: to.firstName, course: cohort.courseName, payer: PAYER_NAMES[lang][payer], closes: closesAt ? formatDate(closesAt) : null, url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
  });
  return 1;
}

/** The registration moved to another cohort (issue 29 item 3): the entry names both groups; its cohort is the new one. */
export async function sendTransferNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await noticeRecipient(deps.db, entry);
  if (!found) return 0;
  const { to, cohort, lang } = found;
  const from = typeof entry.metadata.from_cohort_name === 'string' ? entry.metadata.from_cohort_name : '';
  await sendEmail(deps.db, deps.mailer, {
    template: 'registrationTransferred',
    to: to.email,
    lang,
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    data: { name: to.firstName, course: cohort.courseName, from, to: cohort.name, start: formatDate(cohort.startDate), end: formatDate(cohort.endDate), url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
  });
  return 1;
}
