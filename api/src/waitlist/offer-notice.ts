// A waitlist offer's e-mail as an outbox notice (ADR 011, issue 15 item 7; ADR 024): queued in the
// transaction that made the offer, with its expiry job, delivered after the commit, and only while the
// offer still stands: an offer taken, declined or expired before the e-mail went out is not announced.
import { getWaitlistEntry, type PendingMail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { WaitlistEntryRow } from '@valik/db/schema';
import { formatDate, toTallinn } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { noticeRecipient } from '../mail/notice-recipient.ts';
import { queueNotice } from '../mail/queue-email.ts';
import { sendEmail } from '../mail/send-email.ts';
import { JOB_NAMES } from '../jobs/queue.ts';
import { outboxOf } from '../outbox/write.ts';

function formatDateTime(date: Date): string {
  const t = toTallinn(date);
  return `${formatDate(date)} ${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
}

/** An offer just made, in its transaction: its e-mail, and its expiry as a job at that time (both outbox entries). */
export async function queueOfferNotice(tx: Db, offer: WaitlistEntryRow): Promise<void> {
  await queueNotice(tx, 'WAITLIST_OFFER', { userId: offer.userId, cohortId: offer.cohortId, template: 'waitlistOffer', about: { waitlist_entry_id: offer.id } });
  if (offer.offerExpiresAt) {
    await outboxOf(tx).add(
      'JOB',
      { name: JOB_NAMES.waitlistOfferExpiry, data: { cohortId: offer.cohortId }, at: offer.offerExpiresAt.toISOString(), key: `offer-${offer.id}` },
      { userId: offer.userId },
    );
  }
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
    idempotencyKey: entry.idempotencyKey,
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
