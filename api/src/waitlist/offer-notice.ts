// A waitlist offer's e-mail as an outbox notice (ADR 011, issue 15 item 7): queued in the transaction that
// made the offer, sent after the commit (or by the sweep), and only while the offer still stands: an offer
// taken, declined or expired before the e-mail went out is not announced any more.
import { getWaitlistEntry, type PendingMail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { WaitlistEntryRow } from '@valik/db/schema';
import { formatDate, toTallinn } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { noticeRecipient } from '../mail/notice-recipient.ts';
import { queueNotice } from '../mail/queue-email.ts';
import { sendEmail } from '../mail/send-email.ts';

function formatDateTime(date: Date): string {
  const t = toTallinn(date);
  return `${formatDate(date)} ${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
}

export async function queueOfferNotice(tx: Db, offer: WaitlistEntryRow): Promise<void> {
  await queueNotice(tx, 'WAITLIST_OFFER', { userId: offer.userId, cohortId: offer.cohortId, template: 'waitlistOffer', about: { waitlist_entry_id: offer.id } });
}

export async function sendOfferNotice(deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>, entry: PendingMail): Promise<number> {
  const offer = await getWaitlistEntry(deps.db, { id: Number(entry.metadata.waitlist_entry_id) });
  if (!offer || offer.status !== 'OFFERED' || !offer.offerExpiresAt) return 0;
  const found = await noticeRecipient(deps.db, entry);
  if (!found) return 0;
  const { to, cohort, lang } = found;
  await sendEmail(deps.db, deps.mailer, {
    template: 'waitlistOffer',
    to: to.email,
    lang,
    userId: to.id,
    logged: false,
    data: {
      name: to.firstName,
      course: cohort.courseName,
      cohort: cohort.name,
      until: formatDateTime(offer.offerExpiresAt),
      url: `${deps.env.PUBLIC_BASE_URL}/user/courses/${cohort.courseId}?cohort=${cohort.id}`,
    },
  });
  return 1;
}
