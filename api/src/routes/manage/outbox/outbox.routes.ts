// /api/v1/manage/outbox (issue 25 item 2, ADR 024): the outbox entries not delivered — pending, retrying,
// dead — with whom they concern, their attempts, last error and next attempt; POST /:id/retry and
// POST /:id/discard, each recorded in the activity log (outbox/manage-outbox.ts). Admins only (manage.routes.ts).
import { Hono } from 'hono';
import { listOutbox, type OutboxListRow } from '@valik/db/queries';
import type { AppEnv } from '../../../lib/context.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../../outbox/manage-outbox.ts';
import { actorId, listRoutes, recordId } from '../list-routes.ts';
import { outboxListFilter, outboxSort } from './outbox.schemas.ts';

const NOT_FOUND = { message: 'Page not found' } as const;

/** The console's state of an entry: RETRYING is a pending entry that failed at least once. */
function stateOf(r: { status: string; attempts: number }): 'PENDING' | 'RETRYING' | 'DEAD' | 'DELIVERED' | 'DISCARDED' {
  if (r.status === 'PENDING') return r.attempts > 0 ? 'RETRYING' : 'PENDING';
  return r.status as 'DEAD' | 'DELIVERED' | 'DISCARDED';
}

export function outboxJson(r: OutboxListRow) {
  const notice = typeof r.payload.notice === 'string' ? r.payload.notice : null;
  return {
    id: r.id,
    kind: r.kind,
    /** what an e-mail tells (MAIL: its notice, e.g. PAYMENT_RECEIPT; EMAIL: a queued template), else null */
    notice,
    status: stateOf(r),
    user_id: r.userId,
    user_name: r.userName,
    user_email: r.userEmail,
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.status === 'PENDING' ? r.nextAttemptAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
  };
}

export const manageOutboxRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'outbox',
      filter: outboxListFilter,
      sort: outboxSort,
      defaultSort: { field: 'id', order: 'DESC' },
      query: listOutbox,
      toJson: outboxJson,
      csvColumns: ['id', 'kind', 'notice', 'status', 'user_name', 'user_email', 'attempts', 'last_error', 'next_attempt_at', 'created_at'],
    }),
  )
  .post('/:id/retry', async (c) => {
    const row = await retryOutboxEntry(c.get('deps'), { id: recordId(c.req.param('id'), NOT_FOUND), actorUserId: actorId(c) });
    return c.json({ data: { id: row.id, status: stateOf(row) } });
  })
  .post('/:id/discard', async (c) => {
    const row = await discardOutboxEntry(c.get('deps'), { id: recordId(c.req.param('id'), NOT_FOUND), actorUserId: actorId(c) });
    return c.json({ data: { id: row.id, status: stateOf(row) } });
  });
