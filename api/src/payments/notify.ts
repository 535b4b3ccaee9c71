// Payment e-mails, after commit, in the recipient's language: the receipt when a payment settles an
// invoice, and the refund notice when a refund is recorded. Each runs once because the state change
// that triggers it happens once (apply-notification.ts, refunds.ts).
import { getCheckout, getCohortWithCourse, getInvoice, getMailRecipient } from '@valik/db/queries';
import type { PaymentCheckout } from '@valik/db/schema';
import { formatDate } from '../domain/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'auth'>;

export function formatEuros(cents: number, lang: 'et' | 'en'): string {
  return new Intl.NumberFormat(lang === 'et' ? 'et-EE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

const METHOD_NAMES = { et: { STRIPE: 'kaardimakse', MONTONIO: 'pangalink' }, en: { STRIPE: 'card', MONTONIO: 'bank link' } } as const;

/** Who a checkout's e-mail goes to, in which language, and the cohort it paid for (null: nobody to tell). */
async function recipientOf(deps: MailDeps, checkout: PaymentCheckout) {
  if (!checkout.userId) return null;
  const to = await getMailRecipient(deps.db, { userId: checkout.userId });
  const cohort = await getCohortWithCourse(deps.db, { cohortId: checkout.cohortId });
  if (!to || !cohort) return null;
  return { to, cohort, lang: to.language ?? 'et' };
}

export async function sendReceipt(deps: MailDeps, checkoutId: number): Promise<void> {
  const checkout = await getCheckout(deps.db, { id: checkoutId });
  if (!checkout?.invoiceId) return;
  const found = await recipientOf(deps, checkout);
  const invoice = await getInvoice(deps.db, { id: checkout.invoiceId });
  if (!found || !invoice) return;
  const { to, cohort, lang } = found;
  await sendEmail(deps.db, deps.auth.services.mailer, {
    template: 'paymentReceipt',
    to: to.email,
    lang,
    userId: to.id,
    data: {
      name: to.firstName,
      course: cohort.courseName,
      cohort: cohort.name,
      amount: formatEuros(checkout.amount, lang),
      invoice: invoice.invoiceId,
      method: METHOD_NAMES[lang][checkout.provider],
      paidAt: formatDate(checkout.paidAt ?? new Date()),
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    },
  });
}

export function notifyReceipt(deps: MailDeps, checkoutId: number): void {
  deps.auth.services.tasks.run('payment-receipt-email', () => sendReceipt(deps, checkoutId));
}

export async function notifyRefund(deps: MailDeps, checkout: PaymentCheckout): Promise<void> {
  const found = await recipientOf(deps, checkout);
  if (!found) return;
  const { to, cohort, lang } = found;
  await sendEmail(deps.db, deps.auth.services.mailer, {
    template: 'paymentRefunded',
    to: to.email,
    lang,
    userId: to.id,
    data: {
      name: to.firstName,
      course: cohort.courseName,
      amount: formatEuros(checkout.refundAmount, lang),
      reason: (checkout.refundReason ?? 'CANCELED') as 'NO_SEAT' | 'DUPLICATE' | 'CANCELED',
      url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses`,
    },
  });
}
