// Applies one verified pass (subscription) event, in ONE transaction: the provider's event id is recorded
// once in queue_messages (a duplicate does nothing), the subscription row is locked (created by whichever
// event comes first), the event is folded in with reducePass (any order, never back), the change is logged
// as SUBSCRIPTION_CREATED / SUBSCRIPTION_UPDATE (also a cancellation scheduled for the period end, or undone) /
// PAUSE_SUBSCRIPTION / SUBSCRIPTION_CANCELLED (the pass has ended), and
// promotion codes the student redeemed are recorded once per user. A pass that becomes active while the
// student already has another active one (two checkouts paid in a provider race) is the duplicate: the
// outcome names it, and the webhook ends and refunds it after commit (endDuplicatePass), never leaving two.
// The first event of a new pass closes the student's open pass checkout (COMPLETED).
import type { Db } from '@valik/db/client';
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
import { isPassActive, passActivity, reducePass, type PassState } from '../domain/index.ts';
import type { PassNotification, VerifiedNotification } from './provider.ts';

export interface PassOutcome {
  duplicate: boolean;
  subscription: SubscriptionRow | null;
  activity: string | null;
  redeemed: string[];
  /** this event made a second active pass of the student: end and refund it after commit */
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

export async function applyPassNotification(db: Db, n: VerifiedNotification & { pass: PassNotification }, now: Date): Promise<PassOutcome> {
  const pass = n.pass;
  return db.transaction(async (tx) => {
    const fresh = await recordProviderEvent(tx, {
      messageId: n.eventId,
      metadata: { provider: n.provider, kind: n.kind, subscription_id: pass.subscriptionId, user_id: pass.userId, received_at: now.toISOString() },
    });
    if (!fresh) return { duplicate: true, subscription: null, activity: null, redeemed: [], duplicatePass: null };
    const redeemed: string[] = [];
    if (pass.userId !== null) {
      for (const id of pass.promotionCodeIds) if (await recordPromotionRedemption(tx, { stripeId: id, userId: pass.userId })) redeemed.push(id);
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
    // the student's first active pass stays; a later one that became active beside it is the duplicate
    const others = updated.active ? await listOtherActivePasses(tx, { userId: pass.userId, exceptId: updated.id }) : [];
    const duplicatePass = others.some((other) => other.id < updated.id) ? updated : null;
    return { duplicate: false, subscription: updated, activity, redeemed, duplicatePass };
  });
}
