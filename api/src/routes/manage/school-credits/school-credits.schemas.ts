import { z } from 'zod';
import { SCHOOL_CREDIT_LOG_TYPES } from '@valik/domain';
import { idList, idValue, oneOrMany, type SortMap } from '../list-query.ts';
import type { SchoolCreditSortField } from '@valik/db/queries/manage';

export const schoolCreditListFilter = z
  .object({
    id: idList.optional(),
    school_id: idValue.optional(),
    type: oneOrMany(z.enum(SCHOOL_CREDIT_LOG_TYPES)).optional(),
  })
  .transform((f) => ({ ids: f.id, schoolId: f.school_id, types: f.type }));

export const schoolCreditSort: SortMap<SchoolCreditSortField> = {
  id: 'id',
  event_applies_at: 'eventAppliesAt',
  created_at: 'createdAt',
  amount: 'amount',
  expires_at: 'expiresAt',
  type: 'type',
};
