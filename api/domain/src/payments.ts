// Online payment rules (issue 7), pure: how long a checkout holds a seat, how a provider's signal moves a
// checkout's status (in any order, never backwards), and the messages the return pages show.
export const CHECKOUT_STATUS_VALUES = ['OPEN', 'PROCESSING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type CheckoutStatusValue = (typeof CHECKOUT_STATUS_VALUES)[number];

/** A pay-and-register checkout holds its seat this long (Stripe's shortest session is 30 minutes). */
export const CHECKOUT_HOLD_MINUTES = 30;
/** A bank payment the provider reports as on its way keeps the seat this long (2 working days + a weekend). */
export const PROCESSING_HOLD_DAYS = 5;

export { REFUND_REASONS, type RefundReason } from '@valik/db/enum-values';

export type PaymentMethod = 'card' | 'bank_link';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'bank_link'];

/** What a verified provider notification says about a checkout. */
export type PaymentSignal = 'PROCESSING' | 'PAID' | 'FAILED' | 'EXPIRED';

// Higher wins. FAILED and EXPIRED are equal: whichever comes first stays. PAID beats everything (a late
// payment after expiry is still money received), so every order of the same events ends the same way.
const RANK: Record<CheckoutStatusValue, number> = { OPEN: 0, PROCESSING: 1, FAILED: 2, EXPIRED: 2, PAID: 3 };

/** The status after a signal, or null when the signal changes nothing (duplicate, stale, or backwards). */
export function nextCheckoutStatus(current: CheckoutStatusValue, signal: PaymentSignal): CheckoutStatusValue | null {
  if (RANK[signal] <= RANK[current]) return null;
  return signal;
}

/** Whether the checkout still holds its seat at `now`. */
export function isHoldingSeat(checkout: { status: CheckoutStatusValue; expiresAt: Date }, now: Date): boolean {
  return (checkout.status === 'OPEN' || checkout.status === 'PROCESSING') && checkout.expiresAt.getTime() > now.getTime();
}

export function holdUntil(now: Date, signal: 'OPEN' | 'PROCESSING'): Date {
  const ms = signal === 'OPEN' ? CHECKOUT_HOLD_MINUTES * 60_000 : PROCESSING_HOLD_DAYS * 86_400_000;
  return new Date(now.getTime() + ms);
}

/** Cents to the provider's decimal euros (Montonio's grandTotal) and back, without float drift. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** The return pages' states (product-spec §8 messages where they apply). */
export type ReturnPageState = 'PAID' | 'PROCESSING' | 'FAILED' | 'UNVERIFIED' | 'COURSE_NOT_FOUND' | 'REFUNDED_NO_SEAT';

export const PAYMENT_MESSAGES = {
  unableToValidate: 'Unable to validate payment...check if you are registered before contacting support',
  courseNotFound: 'Could not find the course paid for in the course list',
  notAvailable: 'Online payment is not available right now',
  groupFull: 'The group is full: join the waitlist instead',
  alreadyPaid: 'This registration is already paid',
  checkoutNotFound: 'The payment could not be found',
  invalidSignature: 'The notification signature is not valid',
} as const;

/**
 * What a return page shows for a checkout. OPEN means the provider's confirmation has not arrived yet
 * (the page waits for it: the return URL alone never counts as paid).
 */
export function returnPageState(
  checkout: { status: CheckoutStatusValue; refundStatus: string; refundReason: string | null } | null,
  cohortListed: boolean,
): ReturnPageState | 'WAITING' {
  if (!checkout) return 'UNVERIFIED';
  if (checkout.status === 'PAID' && checkout.refundStatus !== 'NONE' && checkout.refundReason === 'NO_SEAT') return 'REFUNDED_NO_SEAT';
  if (!cohortListed && checkout.status !== 'PAID') return 'COURSE_NOT_FOUND';
  switch (checkout.status) {
    case 'PAID':
      return 'PAID';
    case 'PROCESSING':
      return 'PROCESSING';
    case 'FAILED':
    case 'EXPIRED':
      return 'FAILED';
    case 'OPEN':
      return 'WAITING';
  }
}

/**
 * What a registration costs the student, shown before any payment (issue 18 item 6): the course's list
 * price (VAT included), what covers it (an active pass, or the school when the school pays) and what is
 * left to pay. The registration itself decides the same way (enrol-student: a covering pass makes
 * the invoice PAID at zero; a school payer puts the seat on the school's invoice).
 */
export interface RegistrationPrice {
  list_cents: number;
  covered_by: 'PASS' | 'SCHOOL' | null;
  to_pay_cents: number;
}

export function registrationPrice(params: { listCents: number; payer: 'STUDENT' | 'SCHOOL'; passCovers: boolean }): RegistrationPrice {
  const covered_by = params.payer === 'SCHOOL' ? 'SCHOOL' : params.passCovers ? 'PASS' : null;
  return { list_cents: params.listCents, covered_by, to_pay_cents: covered_by === null ? params.listCents : 0 };
}
