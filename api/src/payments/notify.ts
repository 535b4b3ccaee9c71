// Payment e-mails from the outbox (mail/outbox.ts, ADR 011), in the recipient's language: the receipt when a
// payment settles an invoice (a card or bank payment, or a gift card that covers the whole invoice), and
// the refund notice when a refund is recorded. The notice is the COHORT_PAYMENT entry written in the
// transaction that settled or refunded, so each goes once however often the event arrives.
import { getCohortWithCourse, getInvoice, getMailRecipient, type PendingMail } from '@valik/db/queries';
import { formatDate } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'auth'>;

export function formatEuros(cents: number, lang: 'et' | 'en'): string {
  return new Intl.NumberFormat(lang === 'et' ? 'et-EE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

const METHOD_NAMES = {
  et: { STRIPE: 'kaardimakse', MONTONIO: 'pangalink', GIFT_CARD: 'kinkekaart' },
  en: { STRIPE: 'card', MONTONIO: 'bank link', GIFT_CARD: 'gift card' },
} as const;

const REFUND_REASONS = ['NO_SEAT', 'DUPLICATE', 'CANCELED'] as const;

/** Who a notice goes to, in which language, and the cohort it is about (null: nobody to tell). */
async function recipientOf(deps: MailDeps, entry: PendingMail) {
  if (entry.userId === null || entry.cohortId === null) return null;
  const to = await getMailRecipient(deps.db, { userId: entry.userId });
  const cohort = await getCohortWithCourse(deps.db, { cohortId: entry.cohortId });
  if (!to || !cohort) return null;
  return { to, cohort, lang: to.language ?? 'et' };
}

export async function sendReceiptNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await recipientOf(deps, entry);
  const invoiceId = Number(entry.metadata.invoice_id);
  const invoice = Number.isSafeInteger(invoiceId) ? await getInvoice(deps.db, { id: invoiceId }) : null;
  if (!found || !invoice) return 0;
  const { to, cohort, lang } = found;
  const method = entry.metadata.gift_card ? 'GIFT_CARD' : entry.metadata.provider === 'MONTONIO' ? 'MONTONIO' : 'STRIPE';
  await sendEmail(deps.db, deps.auth.services.mailer, {
    template: 'paymentReceipt',
    to: to.email,
    lang,
    userId: to.id,
    data: {
      name: to.firstName,
      course: cohort.courseName,
      cohort: cohort.name,
      amount: formatEuros(Number(entry.metadata.amount ?? 0), lang),
      invoice: invoice.invoiceId,
      method: METHOD_NAMES[lang][method],
      paidAt: formatDate(entry.createdAt),
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    },
  });
  return 1;
}

export async function sendRefundNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await recipientOf(deps, entry);
  if (!found) return 0;
  const { to, cohort, lang } = found;
  const reason = REFUND_REASONS.find((r) => r === entry.metadata.reason) ?? 'CANCELED'; // a refund made at the provider cancels too
  await sendEmail(deps.db, deps.auth.services.mailer, {
    template: 'paymentRefunded',
    to: to.email,
    lang,
    userId: to.id,
    data: {
      name: to.firstName,
      course: cohort.courseName,
      amount: formatEuros(Number(entry.metadata.refunded ?? 0), lang),
      reason,
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    },
  });
  return 1;
}
