import { z } from 'zod';
import { PARTICIPANT_STATUSES, PAYERS } from '@valik/domain';
import { idList, idValue, oneOrMany, searchText, type SortMap } from '../list-query.ts';
import type { ManageParticipantSortField } from '@valik/db/queries/manage';

export const participantListFilter = z
  .object({
    id: idList.optional(),
    q: searchText,
    cohort_id: idValue.optional(),
    user_id: idValue.optional(),
    school_id: idValue.optional(),
    status: oneOrMany(z.enum(PARTICIPANT_STATUSES)).optional(),
    default_payer: z.enum(PAYERS).optional(),
  })
  .transform((f) => ({
    ids: f.id,
    q: f.q,
    cohortId: f.cohort_id,
    userId: f.user_id,
    schoolId: f.school_id,
    statuses: f.status,
    payer: f.default_payer,
  }));

export const participantSort: SortMap<ManageParticipantSortField> = {
  id: 'id',
  created_at: 'createdAt',
  status: 'status',
  last_name: 'lastName',
  cohort_start_date: 'cohortStart',
  progress_percent: 'progress',
};
