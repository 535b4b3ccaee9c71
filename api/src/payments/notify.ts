// Payment e-mails from the outbox (outbox/kinds/mail.ts, ADR 011), in the recipient's language: the receipt when a
// payment settles an invoice (a card or bank payment, or a gift card that covers the whole invoice), and
// the refund notice when a refund is recorded. The notice is the COHORT_PAYMENT entry written in the
// transaction that settled or refunded, so each goes once however often the event arrives.
import { getInvoice, getMailRecipient, type PendingMail } from '@valik/db/queries';
import { formatDate, LANG_TAGS, PASS_LENGTH_DAYS, REFUND_REASONS, type PassType } from '@valik/domain';
import { translate } from '@valik/domain/i18n';
import type { Lang } from '@valik/domain/contracts';
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



/** The receipt of a pass payment (issue 28 items 1, 2): what was paid, the period, how it renews and stops. */
async function sendPassReceipt(deps: MailDeps, entry: PendingMail, invoice: NonNullable<Awaited<ReturnType<typeof getInvoice>>>): Promise<number> {
  if (entry.userId === null) return 0;
  const to = await getMailRecipient(deps.db, { userId: entry.userId });
  if (!to) return 0;
  const lang = to.language ?? 'et';
  const type: PassType = entry.metadata.pass_type === 'MULTI_PASS' ? 'MULTI_PASS' : 'SINGLE_PASS';
  const from = new Date(String(entry.metadata.period_start));
  const until = new Date(String(entry.metadata.period_end));
  const amount = formatEuros(Number(entry.metadata.amount ?? invoice.amount), lang);
  await sendEmail(deps.db, deps.mailer, {
    template: 'passReceipt',
    to: to.email,
    lang,
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    data: {
      name: to.firstName,
      pass: translate(lang, type === 'MULTI_PASS' ? 'Multi pass' : 'Single pass'),
      amount,
      invoice: invoice.invoiceId,
      paidAt: formatDate(entry.createdAt),
      from: formatDate(from),
      to: formatDate(until),
      days: PASS_LENGTH_DAYS[type],
      next: formatDate(until),
      renewal: entry.metadata.renewal === true,
      url: `${deps.env.PUBLIC_BASE_URL}/user/payment-plan`,
    },
  });
  return 1;
}

export async function sendReceiptNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  if (entry.metadata.pass_payment === true) {
    const invoice = await getInvoice(deps.db, { id: Number(entry.metadata.invoice_id) });
    return invoice ? sendPassReceipt(deps, entry, invoice) : 0;
  }
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
    idempotencyKey: entry.idempotencyKey,
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
    idempotencyKey: entry.idempotencyKey,
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
