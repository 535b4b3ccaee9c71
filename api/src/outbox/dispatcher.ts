// The one dispatcher of the outbox (ADR 024): claims due entries (FOR UPDATE SKIP LOCKED and a lease, so
// replicas never deliver one entry at the same time and a dispatcher that died leaves its claims to another
// after the lease), delivers each by its kind, and records the outcome entry by entry. A failure of one
// entry delays only that entry (its own attempts and next attempt, backoff.ts); after the last attempt the
// entry is DEAD: reported to error reporting with its id and counted. Delivery is at least once: a process
// that stops between a delivery and its mark delivers again after the lease, with the same idempotency key.
//
// Run: woken after a commit in this process (unit-of-work.ts), by the database's NOTIFY on every replica
// (wake.ts), and every minute by pg-boss for retries that came due (jobs/index.ts).
import { claimDueOutbox, markOutboxDelivered, markOutboxFailed } from '@valik/db/queries';
import type { OutboxRow } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { nextAttemptAt } from './backoff.ts';
import { outboxKindNamed } from './kinds/index.ts';

/** A claim lives this long: a delivery that takes longer may be repeated by another dispatcher. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface DispatchResult {
  delivered: number;
  retrying: number;
  dead: number;
}

const messageOf = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

async function deliverOne(deps: AppDeps, entry: OutboxRow, now: Date, result: DispatchResult): Promise<void> {
  const kind = outboxKindNamed(entry.kind);
  try {
    if (!kind) throw new Error(`no delivery for the outbox kind ${entry.kind}`);
    await kind.deliver(deps, { payload: entry.payload, entry, idempotencyKey: entry.idempotencyKey, now });
  } catch (err) {
    const attempt = entry.attempts + 1;
    const retryAt = nextAttemptAt(attempt, now);
    await markOutboxFailed(deps.db, { id: entry.id, now, error: messageOf(err), retryAt });
    if (retryAt) {
      result.retrying += 1;
      deps.metrics.observeOutbox({ kind: entry.kind, outcome: 'retry' });
      deps.logger.warn({ err, outboxId: entry.id, kind: entry.kind, attempt, retryAt }, 'an outbox entry could not be delivered; it is tried again later');
    } else {
      result.dead += 1;
      deps.metrics.observeOutbox({ kind: entry.kind, outcome: 'dead' });
      deps.logger.error({ err, outboxId: entry.id, kind: entry.kind, attempt }, 'an outbox entry was given up on after its last attempt');
      deps.errors.captureBackground(err, { task: 'outbox', id: String(entry.id), attempt });
    }
    return;
  }
  await markOutboxDelivered(deps.db, { id: entry.id, now });
  result.delivered += 1;
  deps.metrics.observeOutbox({ kind: entry.kind, outcome: 'delivered' });
}

/** Delivers every entry due at `now` (default: the clock), batch after batch; what fails waits for its next attempt. */
export async function dispatchOutbox(deps: AppDeps, options: { now?: Date } = {}): Promise<DispatchResult> {
  const result: DispatchResult = { delivered: 0, retrying: 0, dead: 0 };
  for (;;) {
    const now = options.now ?? deps.clock();
    const batch = await claimDueOutbox(deps.db, { now, leaseMs: OUTBOX_LEASE_MS, limit: BATCH });
    for (const entry of batch) await deliverOne(deps, entry, now, result);
    if (batch.length < BATCH) return result;
  }
}
