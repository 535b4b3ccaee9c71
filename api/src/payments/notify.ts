// Payment e-mails from the outbox (mail/outbox.ts, ADR 011), in the recipient's language: the receipt when a
// payment settles an invoice (a card or bank payment, or a gift card that covers the whole invoice), and
// the refund notice when a refund is recorded. The notice is the COHORT_PAYMENT entry written in the
// transaction that settled or refunded, so each goes once however often the event arrives.
import { getInvoice, type PendingMail } from '@valik/db/queries';
import { formatDate, LANG_TAGS, REFUND_REASONS } from '../domain/index.ts';
import type { Lang } from '../contracts/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { noticeRecipient } from '../mail/notice-recipient.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'tasks'>;

export function formatEuros(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : LANG_TAGS[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

const METHOD_NAMES = {
  et: { STRIPE: 'kaardimakse', MONTONIO: 'pangalink', GIFT_CARD: 'kinkekaart' },
  en: { STRIPE: 'card', MONTONIO: 'bank link', GIFT_CARD: 'gift card' },
  ru: { STRIPE: 'банковская карта', MONTONIO: 'интернет-банк', GIFT_CARD: 'подарочная карта' },
} as const;



export async function sendReceiptNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const found = await noticeRecipient(deps.db, entry);
  const invoiceId = Number(entry.metadata.invoice_id);
  const invoice = Number.isSafeInteger(invoiceId) ? await getInvoice(deps.db, { id: invoiceId }) : null;
  if (!found || !invoice) return 0;
  const { to, cohort, lang } = found;
  const method = entry.metadata.gift_card ? 'GIFT_CARD' : entry.metadata.provider === 'MONTONIO' ? 'MONTONIO' : 'STRIPE';
  await sendEmail(deps.db, deps.mailer, {
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
  const found = await noticeRecipient(deps.db, entry);
  if (!found) return 0;
  const { to, cohort, lang } = found;
  const reason = REFUND_REASONS.find((r) => r === entry.metadata.reason) ?? 'CANCELED';
  await sendEmail(deps.db, deps.mailer, {
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
