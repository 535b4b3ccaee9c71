// The outbox in tests (ADR 024): deliver what is due, and the entries themselves.
import { listOutbox } from '@valik/db/queries';
import type { AppDeps } from '../../src/lib/context.ts';
import { dispatchOutbox } from '../../src/outbox/dispatcher.ts';

/**
 * Waits for the dispatcher runs already woken, then delivers everything due by `now` (default: the
 * clock) — what the dispatcher does after a commit and every minute. Answers how many were delivered.
 */
export async function deliverPending(deps: AppDeps, now?: Date): Promise<number> {
  await deps.tasks.idle();
  const { delivered } = await dispatchOutbox(deps, now ? { now } : {});
  await deps.tasks.idle();
  return delivered;
}

/** A moment after every retry of a failed entry has come due (the backoff's longest wait is 18 hours). */
export const afterAllRetries = (from: Date = new Date()) => new Date(from.getTime() + 2 * 24 * 60 * 60_000);

/** The entries not delivered (pending, retrying, dead), newest first. */
export async function openEntries(deps: AppDeps) {
  return (await listOutbox(deps.db, { filter: {}, sort: { field: 'id', order: 'DESC' }, limit: 1000, offset: 0 })).rows;
}
