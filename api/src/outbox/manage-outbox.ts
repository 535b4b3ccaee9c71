// The console's two actions on an outbox entry (issue 25 item 2, ADR 024), each recorded in the activity
// log in the same transaction: "retry now" (pending or dead → due at once; a dead one gets one more attempt)
// and "discard" (never delivered). A delivered or discarded entry cannot be acted on (404).
import { discardOutbox, logActivity, retryOutboxNow } from '@valik/db/queries';
import type { OutboxRow } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from './unit-of-work.ts';

export const OUTBOX_ENTRY_NOT_FOUND = 'The outbox entry could not be found, or it is already delivered or discarded';

type Deps = Pick<AppDeps, 'db' | 'outbox' | 'clock'>;

async function act(deps: Deps, input: { id: number; actorUserId: number | null }, action: 'RETRIED' | 'DISCARDED'): Promise<OutboxRow> {
  return unitOfWork(deps, async (tx) => {
    const now = deps.clock();
    const row = action === 'RETRIED' ? await retryOutboxNow(tx, { id: input.id, now }) : await discardOutbox(tx, { id: input.id, now });
    if (!row) throw new ApiError('NOT_FOUND', OUTBOX_ENTRY_NOT_FOUND);
    await logActivity(tx, {
      type: action === 'RETRIED' ? 'OUTBOX_RETRIED' : 'OUTBOX_DISCARDED',
      userId: row.userId,
      actorUserId: input.actorUserId,
      metadata: { outbox_id: row.id, kind: row.kind, attempts: row.attempts, last_error: row.lastError },
    });
    return row;
  });
}

/** "Retry now": due at once; the dispatcher is woken when the change commits. */
export function retryOutboxEntry(deps: Deps, input: { id: number; actorUserId: number | null }): Promise<OutboxRow> {
  return act(deps, input, 'RETRIED');
}

/** "Discard": the entry is never delivered. */
export function discardOutboxEntry(deps: Deps, input: { id: number; actorUserId: number | null }): Promise<OutboxRow> {
  return act(deps, input, 'DISCARDED');
}
