// Reads Stripe's subscription events (already signature-verified) into what a pass needs:
// customer.subscription.created/updated/deleted → a snapshot of the subscription (with the end the student
// asked for: cancel_at, else the item's current_period_end when cancel_at_period_end); invoice.paid → the paid
// period and what it took (amount_paid: our invoice and receipt of the pass); checkout.session.completed in subscription mode → only the promotion codes redeemed.
import { PASS_TYPES, type PassEvent, type PassType } from '@valik/domain';
import type { PassNotification } from './provider.ts';

interface StripeEventLike {
  id: string;
  type: string;
  created?: number;
  data: { object: unknown };
}

type Meta = Record<string, string> | null | undefined;

interface SubscriptionLike {
  id: string;
  object: 'subscription';
  status: string;
  ended_at?: number | null;
  canceled_at?: number | null;
  cancel_at?: number | null;
  cancel_at_period_end?: boolean;
  /** the period lives on the items in this API version (2025-03-31.basil and later) */
  items?: { data?: { current_period_end?: number }[] };
  pause_collection?: { behavior: string; resumes_at: number | null } | null;
  metadata?: Meta;
  discounts?: (string | { id: string; promotion_code?: string | { id: string } | null })[] | null;
  discount?: { promotion_code?: string | { id: string } | null } | null;
}

interface InvoiceLike {
  id: string;
  object: 'invoice';
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Meta } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null; metadata?: Meta } | null } | null;
  lines?: { data?: { period?: { start: number; end: number } }[] };
  period_start?: number;
  period_end?: number;
  amount_paid?: number;
  discounts?: (string | { promotion_code?: string | { id: string } | null })[] | null;
}

interface SessionLike {
  id: string;
  object: 'checkout.session';
  mode?: string;
  subscription?: string | { id: string } | null;
  metadata?: Meta;
  discounts?: { promotion_code?: string | { id: string } | null }[] | null;
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

function ours(meta: Meta): { userId: number | null; type: PassType | null } {
  const userId = Number(meta?.user_id);
  const type = meta?.pass_type as PassType | undefined;
  return { userId: Number.isInteger(userId) && userId > 0 ? userId : null, type: type && PASS_TYPES.includes(type) ? type : null };
}

function promotionIds(list: ({ promotion_code?: string | { id: string } | null } | string)[] | null | undefined): string[] {
  return (list ?? []).flatMap((d) => {
    const id = typeof d === 'string' ? null : idOf(d.promotion_code);
    return id ? [id] : [];
  });
}

/** The pass part of a verified event, or null when it is no pass event. */
export function passNotificationOf(event: StripeEventLike): PassNotification | null {
  const at = event.created ?? 0;
  const object = event.data.object as { object?: string };
  if (event.type.startsWith('customer.subscription.') && object.object === 'subscription') {
    if (!['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'].includes(event.type)) return null;
    const sub = object as SubscriptionLike;
    const snapshot: PassEvent = {
      kind: 'snapshot',
      id: event.id,
      at,
      status: sub.status,
      deleted: event.type === 'customer.subscription.deleted',
      endedAt: sub.ended_at ?? null,
      cancelAt: sub.cancel_at ?? (sub.cancel_at_period_end ? (sub.items?.data?.[0]?.current_period_end ?? null) : null),
      pauseCollection: sub.pause_collection ? { behavior: sub.pause_collection.behavior, resumes_at: sub.pause_collection.resumes_at ?? null } : null,
      pausedByUser: sub.metadata?.paused_by_user === 'true',
      discount: (sub.discounts?.length ?? 0) > 0 || Boolean(sub.discount),
    };
    const codes = [...promotionIds(sub.discounts), ...promotionIds(sub.discount ? [sub.discount] : [])];
    return { subscriptionId: sub.id, ...ours(sub.metadata), event: snapshot, promotionCodeIds: [...new Set(codes)] };
  }
  if ((event.type === 'refund.created' || event.type === 'refund.updated') && object.object === 'refund') {
    // a refund of a duplicate pass went through (StripeProvider.endPassNow names the pass in its metadata)
    const refund = object as { status?: string; metadata?: Record<string, string> | null };
    const meta = refund.metadata ?? {};
    if (refund.status !== 'succeeded' || meta.reason !== 'DUPLICATE' || !meta.subscription_id) return null;
    return { subscriptionId: meta.subscription_id, userId: null, type: null, event: null, promotionCodeIds: [], refundArrived: { providerInvoiceId: meta.provider_invoice_id ?? null } };
  }
  if (event.type === 'invoice.paid' && object.object === 'invoice') {
    const invoice = object as InvoiceLike;
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
    if (!subscriptionId) return null; // a one-off invoice: no pass
    const period = invoice.lines?.data?.[0]?.period ?? (invoice.period_start && invoice.period_end ? { start: invoice.period_start, end: invoice.period_end } : null);
    return {
      subscriptionId,
      ...ours(details?.metadata ?? invoice.subscription_details?.metadata),
      event: period ? { kind: 'paid', id: event.id, at, periodStart: period.start, periodEnd: period.end } : null,
      promotionCodeIds: promotionIds(invoice.discounts),
      payment: typeof invoice.amount_paid === 'number' && invoice.amount_paid > 0 ? { providerInvoiceId: invoice.id, amountCents: invoice.amount_paid } : null,
    };
  }
  if (event.type === 'checkout.session.completed' && object.object === 'checkout.session' && (object as SessionLike).mode === 'subscription') {
    const session = object as SessionLike;
    return { subscriptionId: idOf(session.subscription), ...ours(session.metadata), event: null, promotionCodeIds: promotionIds(session.discounts) };
  }
  return null;
}
