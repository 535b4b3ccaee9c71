// "Pay" (issue 7 item 2): opens ONE checkout per student and cohort, however often they click.
//  Phase 1, under the cohort lock: reuse the live checkout, or check the seat (registrations + offers +
//  other students' holds) and insert an OPEN checkout that holds it for CHECKOUT_HOLD_MINUTES; when
//  the student already has a registration with an UNPAID personal invoice, the checkout pays that
//  invoice instead (the registration already holds the seat).
//  Phase 2, outside any transaction (no row lock is held across the provider's answer, which can take its
//  20 s timeout): ask the provider for a session with the checkout's public id as the idempotency key, so
//  concurrent clicks get the same session; then store its url once under the checkout's row lock (the first
//  stored wins, every click answers with it). A provider failure releases the hold.
import type { Db } from '@valik/db/client';
import type { PaymentCheckout } from '@valik/db/schema';
import {
  countSeatsTakenIn,
  findLiveCheckout,
  findLiveRegistration,
  getCohortWithCourse,
  getInvoice,
  getMailRecipient,
  lockCheckout,
  lockCohortForUpdate,
  insertCheckout,
  updateCheckout,
  type LockedCohort,
} from '@valik/db/queries';
import { canRegister, COURSE_LIST_PRICE_CENTS, holdUntil, PASS_MESSAGES, PAYMENT_MESSAGES, REGISTRATION_MESSAGES, type PaymentMethod } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { COHORT_NOT_FOUND } from '../registrations/enrol-student.ts';
import { isUniqueViolation } from '../registrations/unique-violation.ts';
import { providerFor } from './providers.ts';
import type { PaymentProvider } from './provider.ts';
import { coverageNow } from './passes.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

// The provider's session outlives our hold a little (Stripe needs at least 30 minutes from its clock);
// a payment in that margin takes the late-payment path (a free seat, or a refund).
const PROVIDER_MARGIN_MS = 5 * 60_000;

type CheckoutDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'payments' | 'clock' | 'outbox'>;

export interface StartCheckoutResult {
  checkout: PaymentCheckout;
  url: string;
}

export async function startCheckout(
  deps: CheckoutDeps,
  input: { userId: number; cohortId: number; method: PaymentMethod; lang: Lang },
): Promise<StartCheckoutResult> {
  const now = deps.clock();
  const provider = providerFor(deps.payments, input.method);
  if (!provider) throw new ApiError('NOT_READY', PAYMENT_MESSAGES.notAvailable);
  let opened: { checkout: PaymentCheckout; cohort: LockedCohort };
  try {
    opened = await unitOfWork(deps, (tx) => openCheckout(tx, input, provider, now));
  } catch (error) {
    if (isUniqueViolation(error, 'payment_checkouts_live_key')) {
      // A click that raced past the lock on another path: the winner's checkout is the one.
      const live = await findLiveCheckout(deps.db, { userId: input.userId, cohortId: input.cohortId });
      if (!live) throw error;
      opened = { checkout: live, cohort: null as unknown as LockedCohort };
    } else {
      throw error;
    }
  }
  return ensureProviderSession(deps, opened.checkout, input, now);
}

async function openCheckout(
  tx: Db,
  input: { userId: number; cohortId: number; method: PaymentMethod },
  provider: PaymentProvider,
  now: Date,
): Promise<{ checkout: PaymentCheckout; cohort: LockedCohort }> {
  const cohort = await lockCohortForUpdate(tx, { cohortId: input.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  const live = await findLiveCheckout(tx, { userId: input.userId, cohortId: cohort.id });
  if (live) {
    if (live.status === 'PROCESSING' || live.expiresAt.getTime() > now.getTime()) return { checkout: live, cohort };
    // its hold ran out and the expiry job has not seen it yet: close it here, then open a new one
    await updateCheckout(tx, { id: live.id, changes: { status: 'EXPIRED' } });
  }
  const registration = await findLiveRegistration(tx, { userId: input.userId, cohortId: cohort.id });
  const base = { userId: input.userId, cohortId: cohort.id, provider: provider.name, simulated: provider.simulated, currency: 'EUR', status: 'OPEN' as const };
  if (registration) {
    const invoice = registration.invoiceId ? await getInvoice(tx, { id: registration.invoiceId }) : null;
    if (!invoice || invoice.schoolId !== null || invoice.status !== 'UNPAID' || invoice.amount <= 0) {
      throw new ApiError('CONFLICT', invoice?.status === 'PAID' ? PAYMENT_MESSAGES.alreadyPaid : REGISTRATION_MESSAGES.alreadyRegistered);
    }
    const checkout = await insertCheckout(tx, {
      ...base,
      purpose: 'INVOICE',
      participantId: registration.id,
      invoiceId: invoice.id,
      amount: invoice.amount,
      expiresAt: holdUntil(now, 'OPEN'),
    });
    return { checkout, cohort };
  }
  const seatsTaken = await countSeatsTakenIn(tx, { cohortId: cohort.id, now, exceptUserId: input.userId });
  const eligibility = canRegister(
    { cohortStatus: cohort.status, startDate: cohort.startDate, endDate: cohort.endDate, size: cohort.size, seatsTaken, alreadyRegistered: false },
    now,
  );
  if (eligibility.outcome === 'REFUSED') throw new ApiError('CONFLICT', eligibility.reason);
  if (eligibility.outcome === 'WAITLIST') throw new ApiError('CONFLICT', PAYMENT_MESSAGES.groupFull);
  // a pass pays for this seat: the student registers without paying (registrations route)
  if ((await coverageNow(tx, input.userId, now)).coverage.covered) throw new ApiError('CONFLICT', PASS_MESSAGES.coveredByPass);
  const checkout = await insertCheckout(tx, { ...base, purpose: 'REGISTRATION', amount: COURSE_LIST_PRICE_CENTS, expiresAt: holdUntil(now, 'OPEN') });
  return { checkout, cohort };
}

async function ensureProviderSession(
  deps: CheckoutDeps,
  opened: PaymentCheckout,
  input: { userId: number; cohortId: number; method: PaymentMethod; lang: Lang },
  now: Date,
): Promise<StartCheckoutResult> {
  if (opened.checkoutUrl) return { checkout: opened, url: opened.checkoutUrl };
  const provider = providerFor(deps.payments, input.method);
  if (!provider) throw new ApiError('NOT_READY', PAYMENT_MESSAGES.notAvailable);
  const base = deps.env.PUBLIC_BASE_URL;
  try {
    const description = await describeCheckout(deps.db, opened, input.lang);
    const to = await getMailRecipient(deps.db, { userId: input.userId });
    const trackPage = opened.provider === 'STRIPE' ? 'stripe' : 'montonio';
    const session = await provider.createCheckout({
      reference: opened.publicId,
      amountCents: opened.amount,
      description,
      customerEmail: to?.email ?? null,
      locale: input.lang,
      expiresAt: new Date(opened.expiresAt.getTime() + PROVIDER_MARGIN_MS),
      returnUrl: `${base}/user/track/${trackPage}?checkout=${opened.publicId}`,
      cancelUrl: `${base}/user/track/${trackPage}?checkout=${opened.publicId}&canceled=1`,
      notificationUrl: `${base}/api/v1/webhooks/${trackPage}`,
    });
    return await unitOfWork(deps, async (tx) => {
      const checkout = await lockCheckout(tx, { id: opened.id });
      if (!checkout) throw new ApiError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
      // a concurrent click stored its answer first: every click gets that one
      if (checkout.checkoutUrl) return { checkout, url: checkout.checkoutUrl };
      const updated = await updateCheckout(tx, {
        id: checkout.id,
        changes: { providerSessionId: session.sessionId, providerPaymentId: session.paymentId, checkoutUrl: session.url },
      });
      return { checkout: updated, url: session.url };
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    deps.logger.error({ err: error, checkoutId: opened.id, provider: provider.name, at: now.toISOString() }, 'could not open a payment with the provider');
    // release the hold at once: the student can try again or choose the other method
    await unitOfWork(deps, async (tx) => {
      const checkout = await lockCheckout(tx, { id: opened.id });
      if (checkout && checkout.status === 'OPEN' && !checkout.checkoutUrl) await updateCheckout(tx, { id: checkout.id, changes: { status: 'FAILED' } });
    });
    throw new ApiError('NOT_READY', PAYMENT_MESSAGES.notAvailable);
  }
}

/**
 * The product line the provider's payment page shows, in the payer's language (like the e-mails): the
 * course and its group, and the invoice number when the checkout pays an invoice. Course and group names
 * stay as written (ADR 021).
 */
export async function describeCheckout(db: Db, checkout: Pick<PaymentCheckout, 'cohortId' | 'invoiceId'>, lang: Lang): Promise<string> {
  const cohort = await getCohortWithCourse(db, { cohortId: checkout.cohortId });
  if (!cohort) return 'Valik';
  const names = { course: cohort.courseName, cohort: cohort.name };
  const invoice = checkout.invoiceId ? await getInvoice(db, { id: checkout.invoiceId }) : null;
  return invoice
    ? translate(lang, 'Invoice {number}: course “{course}” ({cohort})', { ...names, number: invoice.invoiceId })
    : translate(lang, 'Course “{course}” ({cohort})', names);
}
