// Passes and promotion codes for the student (issue 7 items 4, 5): buy a pass (Stripe Checkout in
// subscription mode), pause / resume it, cancel it at the end of the paid period or keep it after all, through
// Stripe (the state changes only when Stripe's signed event arrives: apply-pass-event.ts), the coverage of a
// registration, and the personal promotion code. Provider calls go through the CardProvider port
// (payments/provider.ts): the real Stripe client or the local simulator, never told apart here.
import { randomBytes } from 'node:crypto';
import type { Db } from '@valik/db/client';
import {
  closePassCheckouts,
  countPassCoveredRegistrations,
  findOpenPassCheckout,
  getCurrentPass,
  insertPassCheckout,
  setPassCheckoutSession,
  getMailRecipient,
  getPromotionCodeByName,
  getPromotionCodeOfUser,
  getUserById,
  insertPromotionCode,
  type PassCheckoutRow,
  type PromotionCodeRow,
  type SubscriptionRow,
} from '@valik/db/queries';
import {
  isPassActive,
  PASS_CHECKOUT_HOURS,
  PASS_MESSAGES,
  passCoverage,
  personalCodeName,
  REFERRAL_PERCENT_OFF,
  type PassChange,
  type PassCoverage,
  type PassType,
} from '@valik/domain';
import { passPriceCents } from '../env.ts';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { passStateOf } from './apply-pass-event.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'payments' | 'clock' | 'outbox'>;

/** Whether the student's pass pays for a registration made now; call inside the registration's transaction. */
export async function coverageNow(tx: Db, userId: number, now: Date, options: { lock?: boolean } = {}): Promise<{ coverage: PassCoverage; pass: SubscriptionRow | null }> {
  // locked inside a registration's transaction; a read-only look (the price shown before paying) does not lock
  const pass = await getCurrentPass(tx, { userId, lock: options.lock ?? true });
  if (!pass) return { coverage: passCoverage(null, { coveredInPeriod: 0 }, now), pass: null };
  const state = passStateOf(pass);
  const coveredInPeriod = state.paidFrom === null ? 0 : await countPassCoveredRegistrations(tx, { userId, subscriptionRowId: pass.id, since: new Date(state.paidFrom * 1000) });
  return { coverage: passCoverage({ type: pass.type, state }, { coveredInPeriod }, now), pass };
}

export function passJson(row: SubscriptionRow | null) {
  if (!row) return null;
  const state = passStateOf(row);
  const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());
  return {
    id: row.id,
    type: row.type,
    active: row.active && isPassActive(state),
    status: state.status,
    created_at: row.createdAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    paused: state.pauseCollection !== null,
    paused_by_user: row.pausedByUser,
    pause_collection: state.pauseCollection ? { behavior: state.pauseCollection.behavior, resumes_at: iso(state.pauseCollection.resumes_at) } : null,
    discount: state.discount,
    paid_from: iso(state.paidFrom),
    paid_through: iso(state.paidThrough),
    cancel_at: iso(state.cancelAt),
  };
}

export function codeJson(row: PromotionCodeRow | null) {
  return row ? { promotion_code: row.name, times_redeemed: row.redeemedUserIds.length, percent_off: REFERRAL_PERCENT_OFF } : null;
}

function stripeOrFail(deps: Deps) {
  const stripe = deps.payments.stripe;
  if (!stripe) throw new ApiError('NOT_READY', PASS_MESSAGES.notAvailable);
  return stripe;
}

/**
 * The student's OPEN pass checkout for this pass type and code, or a new one. One that ran out, or was for
 * another type or code, is closed first (a payment that still arrives on it is a second pass: ended and
 * refunded by apply-pass-event.ts).
 */
async function openPassCheckout(deps: Deps, input: { userId: number; type: PassType; promotionCodeId: string | null }, now: Date): Promise<PassCheckoutRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await findOpenPassCheckout(deps.db, { userId: input.userId });
    if (current) {
      const same = current.type === input.type && current.promotionCodeId === input.promotionCodeId && current.expiresAt.getTime() > now.getTime();
      if (same) return current;
      // its session at the provider is closed after the commit, by the outbox (CHECKOUT_EXPIRE)
      await unitOfWork(deps, async (tx, outbox) => {
        await closePassCheckouts(tx, { userId: input.userId, id: current.id, status: 'EXPIRED' });
        if (current.providerSessionId) await outbox.add('CHECKOUT_EXPIRE', { provider: 'STRIPE', session_id: current.providerSessionId }, { userId: input.userId });
      });
    }
    const created = await insertPassCheckout(deps.db, { ...input, expiresAt: new Date(now.getTime() + PASS_CHECKOUT_HOURS * 3_600_000) });
    if (created) return created;
    // a concurrent click opened one first: read it on the next round
  }
  throw new Error('could not open a pass checkout');
}

export async function startPassCheckout(
  deps: Deps,
  input: { userId: number; type: PassType; promotionCode: string | null; lang: Lang },
): Promise<{ url: string }> {
  const now = deps.clock();
  const stripe = stripeOrFail(deps);
  const current = await getCurrentPass(deps.db, { userId: input.userId });
  if (current?.active && isPassActive(passStateOf(current))) throw new ApiError('CONFLICT', PASS_MESSAGES.alreadyActive);
  let promotionCodeId: string | null = null;
  if (input.promotionCode) {
    const code = await getPromotionCodeByName(deps.db, { name: input.promotionCode.trim() });
    if (!code?.stripeId) throw new ApiError('VALIDATION_FAILED', PASS_MESSAGES.unknownCode);
    if (code.userId === input.userId) throw new ApiError('VALIDATION_FAILED', PASS_MESSAGES.ownCode);
    if (code.redeemedUserIds.includes(input.userId)) throw new ApiError('VALIDATION_FAILED', PASS_MESSAGES.codeUsed);
    promotionCodeId = code.stripeId;
  }
  // One open pass checkout per student (issue 19 item 3): a double click or a second tab gets the same one,
  // and its public id is the provider's idempotency key, so concurrent first clicks get one provider session.
  const open = await openPassCheckout(deps, { userId: input.userId, type: input.type, promotionCodeId }, now);
  if (open.checkoutUrl) return { url: open.checkoutUrl };
  const to = await getMailRecipient(deps.db, { userId: input.userId });
  const base = deps.env.PUBLIC_BASE_URL;
  try {
    // outside any transaction: no row lock is held across the provider's answer
    const session = await stripe.createPassCheckout({
      reference: open.publicId,
      userId: input.userId,
      type: input.type,
      priceCents: passPriceCents(deps.env, input.type),
      description: input.type === 'MULTI_PASS' ? translate(input.lang, 'Valik: multi pass') : translate(input.lang, 'Valik: single pass'),
      customerEmail: to?.email ?? null,
      locale: input.lang,
      promotionCodeId,
      returnUrl: `${base}/user/success/subscription`,
      cancelUrl: `${base}/user/payment-plan?canceled=1`,
    });
    const stored = await setPassCheckoutSession(deps.db, { id: open.id, providerSessionId: session.sessionId, checkoutUrl: session.url });
    return { url: stored?.checkoutUrl ?? session.url };
  } catch (error) {
    deps.logger.error({ err: error, userId: input.userId, type: input.type }, 'could not open a pass checkout');
    throw new ApiError('NOT_READY', PASS_MESSAGES.notAvailable);
  }
}

/**
 * Pause (by the student) or resume the student's pass, cancel it at the end of the paid period, or keep it
 * (undo that cancellation before the end), through Stripe.
 */
export async function changePass(deps: Deps, input: { userId: number; change: PassChange }): Promise<SubscriptionRow> {
  const now = deps.clock();
  const stripe = stripeOrFail(deps);
  const pass = await getCurrentPass(deps.db, { userId: input.userId });
  const state = pass ? passStateOf(pass) : null;
  if (!pass || !state || !pass.active || !isPassActive(state)) throw new ApiError('NOT_FOUND', PASS_MESSAGES.notFound);
  const paused = state.pauseCollection !== null;
  const ending = state.cancelAt !== null;
  if (input.change === 'pause' && paused) throw new ApiError('CONFLICT', PASS_MESSAGES.alreadyPaused);
  if (input.change === 'resume' && !paused) throw new ApiError('CONFLICT', PASS_MESSAGES.notPaused);
  if (input.change === 'cancel' && ending) throw new ApiError('CONFLICT', PASS_MESSAGES.alreadyEnding);
  if (input.change === 'keep' && !ending) throw new ApiError('CONFLICT', PASS_MESSAGES.notEnding);
  try {
    if (input.change === 'pause') await stripe.pausePass(pass, now);
    else if (input.change === 'resume') await stripe.resumePass(pass, now);
    else await stripe.setPassEnding(pass, input.change === 'cancel', `${input.change}-${pass.subscriptionId}-${state.lastEventId}`, now);
  } catch (error) {
    deps.logger.error({ err: error, userId: input.userId, subscriptionId: pass.subscriptionId, change: input.change }, 'could not change the pass at the provider');
    throw new ApiError('NOT_READY', PASS_MESSAGES.notAvailable);
  }
  return (await getCurrentPass(deps.db, { userId: input.userId })) ?? pass;
}

/** The student's personal promotion code, created on first request (in Stripe, then here). */
export async function ensurePersonalCode(deps: Deps, input: { userId: number }): Promise<PromotionCodeRow> {
  const { userId } = input;
  const existing = await getPromotionCodeOfUser(deps.db, { userId });
  if (existing) return existing;
  const stripe = stripeOrFail(deps);
  const user = await getUserById(deps.db, { id: userId });
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = personalCodeName(user?.firstName ?? null, randomBytes(6).toString('hex'));
    let stripeId: string;
    try {
      stripeId = await stripe.createPromotionCode({ code: name, percentOff: REFERRAL_PERCENT_OFF, ownerUserId: userId });
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'could not create a promotion code at the provider');
      throw new ApiError('NOT_READY', PASS_MESSAGES.notAvailable);
    }
    const row = await insertPromotionCode(deps.db, { userId, name, stripeId });
    if (row) return row;
    const raced = await getPromotionCodeOfUser(deps.db, { userId });
    if (raced) return raced;
  }
  throw new Error('could not find a free promotion code name');
}
