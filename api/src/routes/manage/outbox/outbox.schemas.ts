import { z } from 'zod';
import type { OutboxSortField } from '@valik/db/queries';
import type { SortMap } from '../list-query.ts';

/** status: PENDING (never tried), RETRYING (failed, tried again later), DEAD (given up); none: all three. */
export const outboxListFilter = z
  .object({
    status: z.enum(['PENDING', 'RETRYING', 'DEAD']).optional(),
    kind: z.string().max(40).optional(),
    q: z.string().max(200).optional(),
  })
  .transform((f) => ({ status: f.status, kind: f.kind, q: f.q }));

export const outboxSort: SortMap<OutboxSortField> = { id: 'id', created_at: 'id', next_attempt_at: 'nextAttemptAt', attempts: 'attempts' };
