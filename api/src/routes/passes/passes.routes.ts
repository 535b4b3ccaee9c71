// Passes and promotion codes (issue 7 items 4, 5) for the signed-in student: the payment plan page's data,
// buying a pass (Stripe Checkout in subscription mode), pausing and resuming it, cancelling it at the end of
// the paid period and keeping it after all, and the personal promotion code (created on demand). State
// changes come from Stripe's signed events only.
// A gift card (ADR 010) is redeemed once on one of the student's unpaid personal invoices.
import { Hono } from 'hono';
import { getCurrentPass, getPromotionCodeOfUser } from '@valik/db/queries';
import { PASS_COHORTS_PER_PERIOD, PASS_LENGTH_DAYS, PASS_TYPES, REFERRAL_PERCENT_OFF } from '@valik/domain';
import { passPriceCents } from '../../env.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { MY_PASS_SIMULATOR_PATH } from '../../payments/pass-simulator.ts';
import { changePass, codeJson, coverageNow, ensurePersonalCode, passJson, startPassCheckout } from '../../payments/passes.ts';
import { redeemGiftCard } from '../../payments/gift-cards.ts';
import { invoiceJson } from '../../invoices/invoice-documents.ts';
import { giftCardBody, invoiceIdParam, passChangeBody, passCheckoutBody } from './passes.schemas.ts';

function me(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return user;
}

export const passRoutes = new Hono<AppEnv>()
  .get('/passes', allow('auth'), async (c) => {
    const { db, env, payments } = c.get('deps');
    const user = me(c);
    const pass = await getCurrentPass(db, { userId: user.id });
    const { coverage } = await coverageNow(db, user.id, c.get('deps').clock(), { lock: false });
    return c.json({
      data: {
        pass: passJson(pass),
        covers_registration_now: coverage.covered,
        coverage_reason: coverage.covered ? null : coverage.reason,
        offers: PASS_TYPES.map((type) => ({ type, price: passPriceCents(env, type), length_days: PASS_LENGTH_DAYS[type], cohorts_per_period: PASS_COHORTS_PER_PERIOD[type] })),
        promotion_code: codeJson(await getPromotionCodeOfUser(db, { userId: user.id })),
        referral_percent_off: REFERRAL_PERCENT_OFF,
        available: payments.stripe !== null,
        // where a simulated pass's period end is played (development only)
        simulator_url: pass && payments.stripe?.simulated ? MY_PASS_SIMULATOR_PATH : null,
      },
    });
  })
  .post('/passes/checkouts', allow('auth'), validate('json', passCheckoutBody), async (c) => {
    const user = me(c);
    const body = c.req.valid('json');
    const { url } = await startPassCheckout(c.get('deps'), { userId: user.id, type: body.type, promotionCode: body.promotion_code || null, lang: c.get('lang') });
    return c.json({ data: { url } }, 201);
  })
  .post('/passes/pause', allow('auth'), validate('json', passChangeBody), async (c) => {
    const row = await changePass(c.get('deps'), { userId: me(c).id, change: 'pause' });
    return c.json({ data: passJson(row) });
  })
  .post('/passes/resume', allow('auth'), validate('json', passChangeBody), async (c) => {
    const row = await changePass(c.get('deps'), { userId: me(c).id, change: 'resume' });
    return c.json({ data: passJson(row) });
  })
  .post('/passes/cancel', allow('auth'), validate('json', passChangeBody), async (c) => {
    const row = await changePass(c.get('deps'), { userId: me(c).id, change: 'cancel' });
    return c.json({ data: passJson(row) });
  })
  .post('/passes/keep', allow('auth'), validate('json', passChangeBody), async (c) => {
    const row = await changePass(c.get('deps'), { userId: me(c).id, change: 'keep' });
    return c.json({ data: passJson(row) });
  })
  .get('/promotion-codes/mine', allow('auth'), async (c) => {
    const { db } = c.get('deps');
    return c.json({ data: codeJson(await getPromotionCodeOfUser(db, { userId: me(c).id })) });
  })
  .post('/promotion-codes/mine', allow('auth'), async (c) => {
    const row = await ensurePersonalCode(c.get('deps'), { userId: me(c).id });
    return c.json({ data: codeJson(row) }, 201);
  })
  .post('/invoices/:id/gift-card', allow('auth'), validate('param', invoiceIdParam), validate('json', giftCardBody), async (c) => {
    const { id } = c.req.valid('param');
    const deps = c.get('deps');
    const result = await redeemGiftCard(deps, { userId: me(c).id, invoiceId: id, code: c.req.valid('json').code });
    return c.json({ data: { invoice: invoiceJson(result.invoice), applied: result.appliedCents, gift_card: result.code } });
  });
