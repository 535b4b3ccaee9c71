// Applies one verified pass (subscription) event, in ONE transaction: the provider's event id is recorded
// once in queue_messages (a duplicate does nothing), the subscription row is locked (created by whichever
// event comes first), the event is folded in with reducePass (any order, never back), the change is logged
// as SUBSCRIPTION_CREATED / SUBSCRIPTION_UPDATE (also a cancellation scheduled for the period end, or undone) /
// PAUSE_SUBSCRIPTION / SUBSCRIPTION_CANCELLED (the pass has ended), and
// promotion codes the student redeemed are recorded once per user. A pass that becomes active while the
// student already has another active one (two checkouts paid in a provider race) is the duplicate: the
// outcome names it, and the outbox ends and refunds it after commit (PASS_END), never leaving two; its paid
// invoices get credit notes in this transaction (invoices/duplicate-pass-credit.ts).
// The first event of a new pass closes the student's open pass checkout (COMPLETED). Each payment of the pass
// (invoice.paid with an amount: the first period and every renewal) is a PAID invoice with its receipt.
import type { SubscriptionStripeMetadata } from '@valik/db/schema';
import {
  closePassCheckouts,
  listOtherActivePasses,
  lockOrCreateSubscription,
  logActivity,
  recordPromotionRedemption,
  recordProviderEvent,
  updateSubscription,
  type SubscriptionRow,
} from '@valik/db/queries';
import { isPassActive, passActivity, reducePass, type PassState } from '@valik/domain';
import { invoicePassPayment } from '../invoices/pass-invoice.ts';
import { creditDuplicatePass, duplicatePassRefundArrived } from '../invoices/duplicate-pass-credit.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import type { PassNotification, VerifiedNotification } from './provider.ts';

export interface PassOutcome {
  duplicate: boolean;
  subscription: SubscriptionRow | null;
  activity: string | null;
  redeemed: string[];
  /** this event made a second active pass of the student: ended and refunded after commit (a PASS_END outbox entry) */
  duplicatePass: SubscriptionRow | null;
}

/** The pass state kept in subscriptions.stripe_metadata (session user reads discount and pause_collection). */
export function passStateOf(row: SubscriptionRow): PassState {
  const m = row.stripeMetadata as SubscriptionStripeMetadata & Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    status: typeof m.status === 'string' ? m.status : 'incomplete',
    endedAt: num(m.ended_at),
    cancelAt: num(m.cancel_at),
    pauseCollection: m.pause_collection ?? null,
    pausedByUser: row.pausedByUser,
    discount: Boolean(m.discount),
    paidFrom: num(m.paid_from),
    paidThrough: num(m.paid_through),
    lastEventAt: num(m.last_event_at) ?? 0,
    lastEventId: typeof m.last_event_id === 'string' ? m.last_event_id : '',
  };
}

function metadataOf(state: PassState, previous: SubscriptionStripeMetadata): SubscriptionStripeMetadata {
  return {
    ...previous,
    status: state.status,
    ended_at: state.endedAt,
    cancel_at: state.cancelAt,
    pause_collection: state.pauseCollection,
    discount: state.discount,
    paid_from: state.paidFrom,
    paid_through: state.paidThrough,
    last_event_at: state.lastEventAt,
    last_event_id: state.lastEventId,
  };
}

export async function applyPassNotification(deps: WorkDeps, n: VerifiedNotification & { pass: PassNotification }): Promise<PassOutcome> {
  const pass = n.pass;
  const now = deps.clock();
  return unitOfWork(deps, async (tx, outbox) => {
    const fresh = await recordProviderEvent(tx, {
      messageId: n.eventId,
      metadata: { provider: n.provider, kind: n.kind, subscription_id: pass.subscriptionId, user_id: pass.userId, received_at: now.toISOString() },
    });
    if (!fresh) return { duplicate: true, subscription: null, activity: null, redeemed: [], duplicatePass: null };
    const redeemed: string[] = [];
    if (pass.userId !== null) {
      for (const id of pass.promotionCodeIds) if (await recordPromotionRedemption(tx, { stripeId: id, userId: pass.userId })) redeemed.push(id);
    }
    // the provider says a duplicate pass's refund went through: its credit notes say the money arrived (issue 28 item 3)
    if (pass.refundArrived && pass.subscriptionId) {
      await duplicatePassRefundArrived(tx, { subscriptionId: pass.subscriptionId, providerInvoiceId: pass.refundArrived.providerInvoiceId, now });
      return { duplicate: false, subscription: null, activity: null, redeemed, duplicatePass: null };
    }
    if (!pass.event || !pass.subscriptionId || pass.userId === null || pass.type === null) {
      return { duplicate: false, subscription: null, activity: null, redeemed, duplicatePass: null };
    }
    const { row, created } = await lockOrCreateSubscription(tx, { subscriptionId: pass.subscriptionId, userId: pass.userId, type: pass.type });
    if (created) await closePassCheckouts(tx, { userId: pass.userId, status: 'COMPLETED' });
    const before = created ? null : passStateOf(row);
    const after = reducePass(before, pass.event);
    const updated = await updateSubscription(tx, {
      id: row.id,
      changes: {
        active: isPassActive(after),
        endedAt: after.endedAt === null ? null : new Date(after.endedAt * 1000),
        pausedByUser: after.pausedByUser,
        stripeMetadata: metadataOf(after, row.stripeMetadata),
      },
    });
    const activity = passActivity(before, after);
    if (activity) {
      await logActivity(tx, {
        type: activity,
        userId: pass.userId,
        actorUserId: null,
        metadata: { subscription_id: pass.subscriptionId, pass_type: pass.type, event: n.kind, event_id: n.eventId, paused_by_user: after.pausedByUser, cancel_at: after.cancelAt === null ? null : new Date(after.cancelAt * 1000).toISOString() },
      });
    }
    // a payment of the pass (the first period or a renewal): its invoice and receipt (issue 28 item 1)
    if (pass.payment && pass.event.kind === 'paid') {
      const renewal = before !== null && before.paidFrom !== null && before.paidFrom !== pass.event.periodStart;
      await invoicePassPayment(tx, {
        userId: pass.userId,
        subscriptionRowId: updated.id,
        subscriptionId: pass.subscriptionId,
        type: pass.type,
        amountCents: pass.payment.amountCents,
        providerInvoiceId: pass.payment.providerInvoiceId,
        eventId: n.eventId,
        periodStart: new Date(pass.event.periodStart * 1000),
        periodEnd: new Date(pass.event.periodEnd * 1000),
        renewal,
        now,
      });
    }
    // the student's first active pass stays; a later one that became active beside it is the duplicate
    const others = updated.active ? await listOtherActivePasses(tx, { userId: pass.userId, exceptId: updated.id }) : [];
    const stays = others.find((other) => other.id < updated.id) ?? null;
    let duplicatePass: SubscriptionRow | null = null;
    if (stays) {
      // marked, so that a payment of it arriving after its end is credited too
      duplicatePass =
        updated.stripeMetadata.duplicate_of === undefined ? await updateSubscription(tx, { id: updated.id, changes: { stripeMetadata: { ...updated.stripeMetadata, duplicate_of: stays.id } } }) : updated;
      // ended and refunded at the provider after the commit, by the outbox
      await outbox.add('PASS_END', { subscription_id: duplicatePass.id }, { userId: pass.userId });
    }
    // what a duplicate pass took goes back: each of its invoices gets a credit note (issue 28)
    if (duplicatePass || updated.stripeMetadata.duplicate_of !== undefined) await creditDuplicatePass(tx, { subscriptionRowId: updated.id, now });
    return { duplicate: false, subscription: duplicatePass ?? updated, activity, redeemed, duplicatePass };
  });
}
