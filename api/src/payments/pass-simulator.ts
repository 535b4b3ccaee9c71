// The local simulator's pass pages (no Stripe keys, never production). Buying a pass on its page sends what
// Stripe sends for a subscription-mode Checkout: checkout.session.completed, customer.subscription.created
// and invoice.paid. The student's own page (MY_PASS_SIMULATOR_PATH) plays the end of the paid period of a
// pass set to end: customer.subscription.deleted, as Stripe sends it then. (Pausing, resuming, cancelling
// and keeping are confirmed by the simulated adapter itself: simulated-stripe.ts.) Every event is signed
// with the webhook secret and posted to /api/v1/webhooks/stripe through the app itself: the same code a real
// Stripe notification runs.
import { Hono } from 'hono';
import { getCurrentPass } from '@valik/db/queries';
import { formatDate, isPassActive, PASS_LENGTH_DAYS, PASS_MESSAGES } from '../domain/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { allow } from '../middleware/allow.ts';
import { passStateOf } from './apply-pass-event.ts';
import { formatEuros } from './notify.ts';
import type { Deliver } from './provider.ts';
import { decodePassReference, passChangeEvent, passPurchaseEvents } from './stripe-simulator-events.ts';

export { passChangeEvent, passPurchaseEvents } from './stripe-simulator-events.ts';

/** The signed-in student's simulated pass: where its paid period is ended. */
export const MY_PASS_SIMULATOR_PATH = '/dev/payments/stripe-pass/my-pass';

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const PAGE_HEAD = `<!doctype html><html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Makse simulaator</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}.note{background:#fff7ed;border:1px solid #fdba74;padding:.75rem;border-radius:6px}
form{display:inline}button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.6rem 1rem;border-radius:6px;border:1px solid #9a3412;background:#fff;color:#9a3412;cursor:pointer}button.primary{background:#C2410C;color:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}a{color:#9a3412}</style></head><body>
<h1>Makse simulaator · Payment simulator</h1>`;

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
      const label = pass.type === 'MULTI_PASS' ? 'Multipass · Multi pass' : 'Üksikpass · Single pass';
      const date = (s: number | null) => (s === null ? '–' : formatDate(new Date(s * 1000)));
      return c.html(`${PAGE_HEAD}
<p class="note">Arendusrežiim: siin möödub pääsme makstud periood kohe. · Development mode: here the paid period of the pass passes at once.</p>
<dl><dt>Pass</dt><dd>${esc(label)}</dd><dt>Makstud kuni · Paid until</dt><dd>${date(state.paidThrough)}</dd><dt>Lõpeb · Ends</dt><dd>${state.cancelAt === null ? 'uueneb · renews' : date(state.cancelAt)}</dd></dl>
${
  state.cancelAt === null
    ? '<p>Pääse uueneb perioodi lõpus. Et see lõpeks, lõpeta see enne makseplaani lehel. · The pass renews at the period end. To let it end, cancel it on the payment plan page first.</p>'
    : '<form method="post" action="/dev/payments/stripe-pass/my-pass/end"><button type="submit" class="primary">Lõpeta periood kohe · End the period now</button></form>'
}
<p><a href="/user/payment-plan">Tagasi makseplaani · Back to the payment plan</a></p>
</body></html>`);
    })
    .post('/my-pass/end', allow('auth'), async (c) => {
      const pass = await mySimulatedPass(c);
      if (passStateOf(pass).cancelAt === null) throw new ApiError('CONFLICT', PASS_MESSAGES.notEnding);
      const stripe = c.get('deps').payments.stripe;
      if (!stripe) throw new ApiError('NOT_FOUND', 'Page not found');
      const { path, init } = passChangeEvent(stripe, pass, 'end', new Date());
      const res = await deliver(path, init);
      if (!res.ok) throw new Error(`the simulated webhook answered ${res.status}`);
      return c.redirect('/user/payment-plan', 303);
    })
    .get('/:reference', (c) => {
      const { payments } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      if (!purchase || !payments.stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      const ref = esc(c.req.param('reference'));
      const label = purchase.type === 'MULTI_PASS' ? 'Multipass · Multi pass' : 'Üksikpass · Single pass';
      return c.html(`${PAGE_HEAD}
<p class="note">Arendusrežiim: raha ei liigu. Tellimuse teavitused saadetakse päris allkirjaga meie veebikonksule. · Development mode: no money moves; the subscription notifications are sent with real signatures to our webhook.</p>
<dl><dt>Teenus</dt><dd>Stripe (tellimus / subscription)</dd><dt>Pass</dt><dd>${esc(label)}</dd><dt>Summa</dt><dd>${esc(formatEuros(purchase.priceCents, 'et'))} / ${PASS_LENGTH_DAYS[purchase.type]} p</dd>
${purchase.promotionCodeId ? `<dt>Sooduskood</dt><dd>${esc(purchase.promotionCodeId)}</dd>` : ''}</dl>
<form method="post" action="/dev/payments/stripe-pass/${ref}/pay"><button type="submit" class="primary">Maksa · Pay</button></form>
<form method="post" action="/dev/payments/stripe-pass/${ref}/abandon"><button type="submit">Loobu · Abandon</button></form>
</body></html>`);
    })
    .post('/:reference/:action', async (c) => {
      const { logger, payments } = c.get('deps');
      const purchase = decodePassReference(c.req.param('reference'));
      if (!purchase || !payments.stripe?.simulated) throw new ApiError('NOT_FOUND', 'Page not found');
      if (c.req.param('action') === 'abandon') return c.redirect('/user/payment-plan?canceled=1', 303);
      if (c.req.param('action') !== 'pay') throw new ApiError('NOT_FOUND', 'Page not found');
      for (const { path, init } of passPurchaseEvents(payments.stripe, purchase, new Date())) {
        const res = await deliver(path, init);
        if (!res.ok) logger.error({ status: res.status, body: await res.text() }, 'the simulator pass notification was refused');
      }
      return c.redirect('/user/success/subscription', 303);
    });
}
