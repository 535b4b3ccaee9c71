import { z } from 'zod';
import { ROLES } from '@valik/domain';
import { idList, idValue, oneOrMany, searchText, type SortMap } from '../list-query.ts';
import type { ManageUserSortField } from '@valik/db/queries/manage';

/** filter={"q","role","school_id","id"}: role is one role or a list (the tabs send a list). */
export const userListFilter = z
  .object({
    id: idList.optional(),
    q: searchText,
    role: oneOrMany(z.enum(ROLES)).optional(),
    school_id: idValue.optional(),
  })
  .transform((f) => ({ ids: f.id, q: f.q, roles: f.role, schoolId: f.school_id }));

export const userSort: SortMap<ManageUserSortField> = {
  id: 'id',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  role: 'role',
  created_at: 'createdAt',
};
