import { z } from 'zod';
import { PAYERS } from '@valik/domain';
import { idList, searchText, type SortMap } from '../list-query.ts';
import type { ManageSchoolSortField } from '@valik/db/queries/manage';

export const schoolListFilter = z
  .object({
    id: idList.optional(),
    q: searchText,
    country: z.string().trim().regex(/^[A-Za-z]{2}$/).optional(),
    default_payer: z.enum(PAYERS).optional(),
  })
  .transform((f) => ({ ids: f.id, q: f.q, country: f.country, defaultPayer: f.default_payer }));

export const schoolSort: SortMap<ManageSchoolSortField> = {
  id: 'id',
  name: 'name',
  country: 'country',
  default_payer: 'defaultPayer',
  prepaid_student_seats: 'prepaidStudentSeats',
  created_at: 'createdAt',
};
