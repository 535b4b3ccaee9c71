// Passes (issue 7 item 4), pure: SINGLE_PASS and MULTI_PASS are card subscriptions renewed every pass
// length (spec §9: 7 and 14 days). This file holds the prices, the rule that says whether a pass covers a
// registration, and the reducer that folds the provider's subscription events into one state in ANY order
// (newest event wins, an ended pass is final, the paid-through date only grows). Cancelling schedules the
// end at the end of the paid period (Stripe's cancel_at_period_end): the pass stays active until then.
import { MULTI_PASS_DAYS, SINGLE_PASS_DAYS } from './constants.ts';

export const PASS_TYPES = ['SINGLE_PASS', 'MULTI_PASS'] as const;
export type PassType = (typeof PASS_TYPES)[number];

/** One pass period, in days (spec §9). */
export const PASS_LENGTH_DAYS: Record<PassType, number> = { SINGLE_PASS: SINGLE_PASS_DAYS, MULTI_PASS: MULTI_PASS_DAYS };

/** The price of one pass period, in euro cents (the spec shows no amounts: these are ours). */
export const PASS_PRICE_CENTS: Record<PassType, number> = { SINGLE_PASS: 4900, MULTI_PASS: 7900 };

/** How many cohort registrations one paid period covers: a single pass one, a multi pass several. */
export const PASS_COHORTS_PER_PERIOD: Record<PassType, number> = { SINGLE_PASS: 1, MULTI_PASS: 3 };

/** What a student can ask of an active pass: pause or resume it, cancel it at the end of the paid period, or keep it. */
export const PASS_CHANGES = ['pause', 'resume', 'cancel', 'keep'] as const;
export type PassChange = (typeof PASS_CHANGES)[number];

/** An open pass checkout is reused this long (Stripe keeps a session and an idempotency key for 24 hours). */
export const PASS_CHECKOUT_HOURS = 23;

/** A student's personal code gives the friend this much off their first payment. */
export const REFERRAL_PERCENT_OFF = 10;

export const PASS_MESSAGES = {
  notFound: 'You have no active pass',
  alreadyActive: 'You already have an active pass',
  alreadyPaused: 'The pass is already paused',
  notPaused: 'The pass is not paused',
  alreadyEnding: 'The pass is already set to end',
  notEnding: 'The pass is not set to end',
  coveredByPass: 'Your pass covers this course: register without paying',
  unknownCode: 'This promotion code does not exist',
  ownCode: 'You cannot use your own promotion code',
  codeUsed: 'You have already used this promotion code',
  notAvailable: 'Passes cannot be bought right now',
} as const;

/** Gift cards (ADR 010): a prepaid code an admin issues, redeemed once on an unpaid personal invoice. */
export const GIFT_CARD_MESSAGES = {
  unknown: 'This gift card does not exist',
  used: 'This gift card has already been used',
  invoiceNotPayable: 'This invoice cannot be paid with a gift card',
  paymentOpen: 'A payment of this invoice is open: finish it or wait 30 minutes',
} as const;

/** The largest gift card an admin can issue, in euro cents. */
export const GIFT_CARD_MAX_CENTS = 1_000_000;

/** A gift card's code from random characters: GIFT-XXXX-XXXX (no 0/O or 1/I to misread). */
export function giftCardName(random: Uint8Array): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from(random.slice(0, 8), (b) => alphabet[b % alphabet.length]).join('');
  return `GIFT-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** How much of a gift card an invoice takes: all of it, or the invoice's total when that is less. */
export function giftCardApplies(prepaidCents: number, invoiceAmountCents: number): number {
  return Math.max(0, Math.min(prepaidCents, invoiceAmountCents));
}

/** What we keep of a pass (subscriptions row + its stripe_metadata). Times are unix seconds. */
export interface PassState {
  /** the provider's status: active, trialing, past_due, canceled, … */
  status: string;
  /** cancelled for good (never comes back) */
  endedAt: number | null;
  /** the end the student asked for (Stripe's cancel_at): active and covering until then; null when it renews */
  cancelAt: number | null;
  pauseCollection: { behavior: string; resumes_at: number | null } | null;
  pausedByUser: boolean;
  discount: boolean;
  /** the paid period that covers registrations */
  paidFrom: number | null;
  paidThrough: number | null;
  /** the newest subscription event applied: (time, id) */
  lastEventAt: number;
  lastEventId: string;
}

export type PassEvent =
  | {
      kind: 'snapshot';
      id: string;
      at: number;
      status: string;
      deleted: boolean;
      endedAt: number | null;
      cancelAt: number | null;
      pauseCollection: { behavior: string; resumes_at: number | null } | null;
      pausedByUser: boolean;
      discount: boolean;
    }
  | { kind: 'paid'; id: string; at: number; periodStart: number; periodEnd: number };

const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const EMPTY_PASS: PassState = {
  status: 'incomplete',
  endedAt: null,
  cancelAt: null,
  pauseCollection: null,
  pausedByUser: false,
  discount: false,
  paidFrom: null,
  paidThrough: null,
  lastEventAt: 0,
  lastEventId: '',
};

function newer(event: { at: number; id: string }, state: PassState): boolean {
  return event.at > state.lastEventAt || (event.at === state.lastEventAt && event.id > state.lastEventId);
}

/** Folds one event into the pass. Commutative over any set of events: the final state is the same in every order. */
export function reducePass(state: PassState | null, event: PassEvent): PassState {
  const current = state ?? EMPTY_PASS;
  if (event.kind === 'paid') {
    // a paid invoice extends the pass; an older invoice never shortens it
    if (current.paidThrough !== null && current.paidThrough >= event.periodEnd) return current;
    return { ...current, paidFrom: event.periodStart, paidThrough: event.periodEnd };
  }
  const ending = event.deleted || ENDED_STATUSES.has(event.status);
  const latest = newer(event, current) ? { discount: event.discount, lastEventAt: event.at, lastEventId: event.id } : {};
  if (current.endedAt !== null || ending) {
    // final: nothing revives an ended pass; the end time settles on the earliest report, the discount
    // flag on the newest event
    const endedAt = ending ? Math.min(current.endedAt ?? Number.MAX_SAFE_INTEGER, event.endedAt ?? event.at) : current.endedAt;
    return { ...current, ...latest, status: 'canceled', endedAt, cancelAt: null, pauseCollection: null, pausedByUser: false };
  }
  if (!newer(event, current)) return current;
  return {
    ...current,
    status: event.status,
    cancelAt: event.cancelAt,
    pauseCollection: event.pauseCollection,
    pausedByUser: event.pauseCollection !== null && event.pausedByUser,
    discount: event.discount,
    lastEventAt: event.at,
    lastEventId: event.id,
  };
}

export function isPassActive(state: Pick<PassState, 'endedAt' | 'status'>): boolean {
  return state.endedAt === null && !ENDED_STATUSES.has(state.status) && state.status !== 'incomplete' && state.status !== 'unpaid';
}

export type PassCoverage =
  | { covered: true }
  | { covered: false; reason: 'NO_PASS' | 'ENDED' | 'PAUSED' | 'NOT_PAID' | 'LIMIT_REACHED' };

/**
 * Whether a pass pays for a registration made now: the pass is active, not paused, `now` lies in its paid
 * period (one pass length from the paid renewal), and fewer registrations than the type allows
 * (SINGLE_PASS 1, MULTI_PASS 3) were already covered in this period.
 */
export function passCoverage(
  pass: { type: PassType; state: Pick<PassState, 'endedAt' | 'status' | 'pauseCollection' | 'paidFrom' | 'paidThrough'> } | null,
  usage: { coveredInPeriod: number },
  now: Date,
): PassCoverage {
  if (!pass) return { covered: false, reason: 'NO_PASS' };
  if (!isPassActive(pass.state)) return { covered: false, reason: 'ENDED' };
  if (pass.state.pauseCollection !== null) return { covered: false, reason: 'PAUSED' };
  const t = Math.floor(now.getTime() / 1000);
  const { paidFrom, paidThrough } = pass.state;
  if (paidFrom === null || paidThrough === null || t < paidFrom || t >= paidThrough) return { covered: false, reason: 'NOT_PAID' };
  if (usage.coveredInPeriod >= PASS_COHORTS_PER_PERIOD[pass.type]) return { covered: false, reason: 'LIMIT_REACHED' };
  return { covered: true };
}

/** Which activity an applied event stands for (logged once per recorded event). */
export function passActivity(
  before: PassState | null,
  after: PassState,
): 'SUBSCRIPTION_CREATED' | 'SUBSCRIPTION_CANCELLED' | 'PAUSE_SUBSCRIPTION' | 'SUBSCRIPTION_UPDATE' | null {
  if (before === null) return after.endedAt !== null ? 'SUBSCRIPTION_CANCELLED' : 'SUBSCRIPTION_CREATED';
  if (before.endedAt === null && after.endedAt !== null) return 'SUBSCRIPTION_CANCELLED';
  if (before.pauseCollection === null && after.pauseCollection !== null) return 'PAUSE_SUBSCRIPTION';
  const changed =
    before.status !== after.status ||
    before.pausedByUser !== after.pausedByUser ||
    (before.pauseCollection === null) !== (after.pauseCollection === null) ||
    before.cancelAt !== after.cancelAt ||
    before.discount !== after.discount ||
    before.paidThrough !== after.paidThrough;
  return changed ? 'SUBSCRIPTION_UPDATE' : null;
}

/** A personal promotion code's name, from the owner's first name and a short random part. */
export function personalCodeName(firstName: string | null, random: string): string {
  const base = (firstName ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 10);
  return `${base || 'VALIK'}-${random.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6)}`;
}
