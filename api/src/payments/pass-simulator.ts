// The local simulator's pass pages (no Stripe keys, never production). Buying a pass on its page sends what
// Stripe sends for a subscription-mode Checkout: checkout.session.completed, customer.subscription.created
// and invoice.paid. The student's own page (MY_PASS_SIMULATOR_PATH) plays the end of the paid period of a
// pass set to end: customer.subscription.deleted, as Stripe sends it then. (Pausing, resuming, cancelling
// and keeping are confirmed by the simulated adapter itself: simulated-stripe.ts.) Every event is signed
// with the webhook secret and posted to /api/v1/webhooks/stripe through the app itself: the same code a real
// Stripe notification runs.
import { Hono } from 'hono';
import { getCurrentPass } from '@valik/db/queries';
import { formatDate, isPassActive, PASS_LENGTH_DAYS, PASS_MESSAGES, type PassType } from '@valik/domain';
import { translateCount } from '@valik/domain/i18n';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { allow } from '../middleware/allow.ts';
import { passStateOf } from './apply-pass-event.ts';
import { formatEuros } from './notify.ts';
import type { Deliver } from './provider.ts';
import { simulatorPage, simulatorTexts } from './simulator.routes.ts';
import { decodePassReference, passChangeEvent, passPurchaseEvents, passRenewalEvent } from './stripe-simulator-events.ts';
import { passPriceCents } from '../env.ts';

export { passChangeEvent, passPurchaseEvents, passRenewalEvent } from './stripe-simulator-events.ts';

/** The signed-in student's simulated pass: where its paid period is ended. */
export const MY_PASS_SIMULATOR_PATH = '/dev/payments/stripe-pass/my-pass';

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const passName = (type: PassType) => (type === 'MULTI_PASS' ? 'Multi pass' : 'Single pass');

/** The signed-in student's active simulated pass, or a 404 (no Stripe simulator, no active pass). */
async function mySimulatedPass(c: { get(key: 'deps'): AppEnv['Variables']['deps']; get(key: 'user'): AppEnv['Variables']['user'] }) {
  const { db, payments } = c.get('deps');
  const user = c.get('user');
  const pass = user && payments.stripe?.simulated ? await getCurrentPass(db, { userId: user.id }) : null;
  if (!pass?.active || !isPassActive(passStateOf(pass))) throw new ApiError('NOT_FOUND', 'You have no active pass');
  return pass;
}

export function passSimulatorRoutes(deliver: Deliver) {
  return new Hono<AppEnv>()
    // before /:reference, which would take "my-pass" for a purchase reference
    .get('/my-pass', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      const state = passStateOf(pass);
      const lang = c.get('lang');
      const { t, both } = simulatorTexts(lang);
      const date = (s: number | null) => (s === null ? '–' : formatDate(new Date(s * 1000)));
      return c.html(
        simulatorPage(
          lang,
          t('Payment simulator'),
          `<p class="note">${esc(both('Development mode: here the paid period of the pass passes at once.'))}</p>
<dl><dt>${esc(both('Pass'))}</dt><dd>${esc(t(passName(pass.type)))}</dd><dt>${esc(both('Paid until'))}</dt><dd>${date(state.paidThrough)}</dd><dt>${esc(both('Ends'))}</dt><dd>${state.cancelAt === null ? esc(t('renews')) : date(state.cancelAt)}</dd></dl>
${
  state.cancelAt === null
    ? `<p>${esc(both('The pass renews at the period end. To let it end, cancel it on the payment plan page first.'))}</p>
<form method="post" action="/dev/payments/stripe-pass/my-pass/renew"><button type="submit" class="primary">${esc(both('Renew now: pay the next period'))}</button></form>`
    : `<form method="post" action="/dev/payments/stripe-pass/my-pass/end"><button type="submit" class="primary">${esc(both('End the period now'))}</button></form>`
}
<p><a href="/user/payment-plan">${esc(both('Back to the payment plan'))}</a></p>`,
        ),
      );
    })
    .post('/my-pass/end', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      if (passStateOf(pass).cancelAt === null) throw new ApiError('CONFLICT', PASS_MESSAGES.notEnding);
      const stripe = c.get('deps').payments.stripe;
      if (!stripe) throw new ApiError('NOT_FOUND', 'Page not found');
      const { path, init } = passChangeEvent(stripe, pass, 'end', c.get('deps').clock());
      const res = await deliver(path, init);
      if (!res.ok) throw new Error(`the simulated webhook answered ${res.status}`);
      return c.redirect('/user/payment-plan', 303);
    })
    // the next period paid now, as Stripe does at the period end: invoice.paid (its invoice and receipt here)
    .post('/my-pass/renew', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      if (passStateOf(pass).cancelAt !== null) throw new ApiError('CONFLICT', PASS_MESSAGES.alreadyEnding);
      const { payments, env, clock } = c.get('deps');
      if (!payments.stripe) throw new ApiError('NOT_FOUND', 'Page not found');
      const { path, init } = passRenewalEvent(payments.stripe, pass, passPriceCents(env, pass.type), clock());
      const res = await deliver(path, init);
      if (!res.ok) throw new Error(`the simulated webhook answered ${res.status}`);
      return c.redirect('/user/payment-plan', 303);
    })
    // 'public': a signed-in student's saved language is the page's
    .get('/:reference', allow('public'), (c) => {
      const { payments } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      if (!purchase || !payments.stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      const ref = esc(c.req.param('reference'));
      const lang = c.get('lang');
      const { t, both } = simulatorTexts(lang);
      const period = translateCount(lang, PASS_LENGTH_DAYS[purchase.type], '{n} day|{n} days');
      return c.html(
        simulatorPage(
          lang,
          t('Payment simulator'),
          `<p class="note">${esc(both('Development mode: no money moves; the subscription notifications are sent with real signatures to our webhook.'))}</p>
<dl><dt>${esc(both('Service'))}</dt><dd>${esc(t('Stripe (subscription)'))}</dd><dt>${esc(both('Pass'))}</dt><dd>${esc(t(passName(purchase.type)))}</dd><dt>${esc(both('Amount'))}</dt><dd>${esc(formatEuros(purchase.priceCents, lang))} / ${esc(period)}</dd>
${purchase.promotionCodeId ? `<dt>${esc(both('Promotion code'))}</dt><dd>${esc(purchase.promotionCodeId)}</dd>` : ''}</dl>
<form method="post" action="/dev/payments/stripe-pass/${ref}/pay"><button type="submit" class="primary">${esc(both('Pay'))}</button></form>
<form method="post" action="/dev/payments/stripe-pass/${ref}/abandon"><button type="submit">${esc(both('Abandon'))}</button></form>`,
        ),
      );
    })
    .post('/:reference/:action', async (c) => {
      const { logger, payments, clock } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      if (!purchase || !payments.stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      if (c.req.param('action') === 'abandon') return c.redirect('/user/payment-plan?canceled=1', 303);
      if (c.req.param('action') !== 'pay') throw new ApiError('NOT_FOUND', 'Page not found');
      for (const { path, init } of passPurchaseEvents(payments.stripe, purchase, clock())) {
        const res = await deliver(path, init);
        if (!res.ok) logger.error({ status: res.status, body: await res.text() }, 'the simulator pass notification was refused');
      }
      return c.redirect('/user/success/subscription', 303);
    });
}
