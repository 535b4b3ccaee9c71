import { z } from 'zod';
import { ACTIVITY_TYPES, parseFormDate } from '@valik/domain';
import { addTallinnDays } from '@valik/domain';
import { idList, idValue, oneOrMany, type SortMap } from '../list-query.ts';
import type { ActivitySortField } from '@valik/db/queries/manage';

const day = z
  .string()
  .trim()
  .refine((v) => parseFormDate(v) !== null, 'Invalid date')
  .transform((v) => parseFormDate(v) as Date);

/** created_gte / created_lte are Tallinn days, both inclusive (the date inputs of the filter bar). */
export const activityListFilter = z
  .object({
    id: idList.optional(),
    type: oneOrMany(z.enum(ACTIVITY_TYPES)).optional(),
    user_id: idValue.optional(),
    actor_user_id: idValue.optional(),
    cohort_id: idValue.optional(),
    school_id: idValue.optional(),
    created_gte: day.optional(),
    created_lte: day.optional(),
  })
  .transform((f) => ({
    ids: f.id,
    types: f.type,
    userId: f.user_id,
    actorUserId: f.actor_user_id,
    cohortId: f.cohort_id,
    schoolId: f.school_id,
    from: f.created_gte,
    to: f.created_lte ? addTallinnDays(f.created_lte, 1) : undefined,
  }));

export const activitySort: SortMap<ActivitySortField> = {
  id: 'id',
  created_at: 'createdAt',
  type: 'type',
};
