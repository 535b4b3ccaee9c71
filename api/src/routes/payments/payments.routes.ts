// Online payments (issue 7): open a checkout for a cohort (card or bank link), read a checkout's state for
// the return pages, and the providers' webhooks. The webhooks are guarded by `provider-signature`: only a
// valid signature of the raw body passes (no session), and the work after commit (receipt e-mail,
// refund call) runs in the background so the provider gets its answer at once.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getCheckoutByPublicId, getCohortWithCourse, HIDDEN_COHORT_STATUSES } from '@valik/db/queries';
import type { PaymentCheckout, PaymentProviderName } from '@valik/db/schema';
import { isNumericId, PAYMENT_MESSAGES, returnPageState } from '@valik/domain';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { applyNotification } from '../../payments/apply-notification.ts';
import { applyPassNotification } from '../../payments/apply-pass-event.ts';
import { NotificationRejected } from '../../payments/provider.ts';
import { availableMethods } from '../../payments/providers.ts';
import { startCheckout } from '../../payments/start-checkout.ts';
import { COHORT_NOT_FOUND } from '../../registrations/enrol-student.ts';
import { checkoutBody, montonioReturnQuery } from './payments.schemas.ts';

async function checkoutJson(deps: Pick<AppDeps, 'db'>, checkout: PaymentCheckout | null) {
  const cohort = checkout ? await getCohortWithCourse(deps.db, { cohortId: checkout.cohortId }) : null;
  const listed = cohort !== null && !HIDDEN_COHORT_STATUSES.includes(cohort.status);
  const state = returnPageState(checkout, listed);
  return {
    state,
    message:
      state === 'UNVERIFIED' ? PAYMENT_MESSAGES.unableToValidate : state === 'COURSE_NOT_FOUND' ? PAYMENT_MESSAGES.courseNotFound : null,
    checkout: checkout
      ? {
          id: checkout.publicId,
          status: checkout.status,
          provider: checkout.provider,
          purpose: checkout.purpose,
          amount: checkout.amount,
          refund_status: checkout.refundStatus,
          registration_id: checkout.participantId,
          cohort_id: checkout.cohortId,
          course_id: cohort?.courseId ?? null,
          course_name: cohort?.courseName ?? null,
          cohort_name: cohort?.name ?? null,
          expires_at: checkout.expiresAt.toISOString(),
        }
      : null,
  };
}

async function handleWebhook(c: Context<AppEnv>, expected: PaymentProviderName) {
  const deps = c.get('deps');
  const notification = c.get('providerNotification');
  if (notification.provider !== expected) throw new ApiError('UNAUTHENTICATED', PAYMENT_MESSAGES.invalidSignature);
  if (notification.pass) {
    // a pass (subscription) event: passes have no checkout row (payments/apply-pass-event.ts)
    const passOutcome = await applyPassNotification(deps, { ...notification, pass: notification.pass });
    if (!passOutcome.duplicate && !passOutcome.subscription && notification.pass.event) {
      deps.logger.warn({ eventId: notification.eventId, kind: notification.kind }, 'pass event without our user or pass type in its metadata');
    }
    return c.json({ received: true, duplicate: passOutcome.duplicate });
  }
  let outcome;
  try {
    outcome = await applyNotification(deps, notification);
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    deps.logger.error({ provider: expected, eventId: notification.eventId, reason: error.message }, 'payment notification does not match its checkout');
    throw new ApiError('BAD_REQUEST', PAYMENT_MESSAGES.invalidSignature);
  }
  if (!outcome.checkout) deps.logger.warn({ provider: expected, eventId: notification.eventId, reference: notification.reference }, 'payment notification for an unknown checkout');
  // its consequences (receipt, refund, offers) are outbox entries written with the change (ADR 024)
  // Montonio gets 200 for every valid token, whatever its status; Stripe for every verified event.
  return c.json({ received: true, duplicate: outcome.duplicate });
}

export const paymentRoutes = new Hono<AppEnv>()
  .get('/payments/methods', allow('public'), (c) => {
    const payments = c.get('deps').payments;
    return c.json({ data: { methods: availableMethods(payments), simulated: payments.simulatorOn } });
  })
  .post('/cohorts/:id/checkouts', allow('auth'), validate('json', checkoutBody), async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    const id = c.req.param('id');
    if (!isNumericId(id)) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    const { checkout, url } = await startCheckout(deps, { userId: user.id, cohortId: Number(id), method: c.req.valid('json').method, lang: c.get('lang') });
    return c.json({ data: { id: checkout.publicId, status: checkout.status, purpose: checkout.purpose, url, expires_at: checkout.expiresAt.toISOString() } }, 201);
  })
  .get('/payments/checkouts/:publicId', allow('public'), async (c) => {
    const deps = c.get('deps');
    const checkout = await getCheckoutByPublicId(deps.db, { publicId: c.req.param('publicId') });
    return c.json({ data: await checkoutJson(deps, checkout) });
  })
  .get('/payments/montonio/return', allow('public'), validate('query', montonioReturnQuery), async (c) => {
    // The order token on the return URL tells which checkout to show; it never changes the payment.
    const deps = c.get('deps');
    const montonio = deps.payments.montonio;
    let checkout: PaymentCheckout | null = null;
    if (montonio) {
      try {
        const order = await montonio.verifyOrderToken(c.req.valid('query').order_token, deps.clock());
        checkout = await getCheckoutByPublicId(deps.db, { publicId: order.merchantReference });
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        deps.logger.warn({ reason: error.message }, 'Montonio return token refused');
      }
    }
    return c.json({ data: await checkoutJson(deps, checkout) });
  })
  .post('/webhooks/stripe', allow('provider-signature'), (c) => handleWebhook(c, 'STRIPE'))
  .post('/webhooks/montonio', allow('provider-signature'), (c) => handleWebhook(c, 'MONTONIO'));
