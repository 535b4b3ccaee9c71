import { z } from 'zod';
import { COHORT_STATUSES } from '@valik/domain';
import { idList, idValue, oneOrMany, searchText, type SortMap } from '../list-query.ts';
import type { ManageCohortSortField } from '@valik/db/queries/manage';

export const cohortListFilter = z
  .object({
    id: idList.optional(),
    q: searchText,
    status: oneOrMany(z.enum(COHORT_STATUSES)).optional(),
    course_id: idValue.optional(),
    teacher_id: idValue.optional(),
    review_status: z.enum(['IN_REVIEW', 'SENT_BACK', 'APPROVED']).optional(),
  })
  .transform((f) => ({ ids: f.id, q: f.q, statuses: f.status, courseId: f.course_id, teacherId: f.teacher_id, reviewStatus: f.review_status }));

export const cohortSort: SortMap<ManageCohortSortField> = {
  next_start: 'nextStart',
  id: 'id',
  name: 'name',
  start_date: 'startDate',
  end_date: 'endDate',
  status: 'status',
  created_at: 'createdAt',
};
