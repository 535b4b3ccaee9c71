import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LANGUAGES } from '@valik/db/enum-values';
import { COURSE_STATUSES } from '@valik/domain';
import { idList, oneOrMany, searchText, type SortMap } from '../list-query.ts';
import type { ManageCourseSortField } from '@valik/db/queries/manage';

export const courseListFilter = z
  .object({
    id: idList.optional(),
    q: searchText,
    status: oneOrMany(z.enum(COURSE_STATUSES)).optional(),
    language: z.enum(COURSE_LANGUAGES).optional(),
    category: z.enum(COURSE_CATEGORIES).optional(),
  })
  .transform((f) => ({ ids: f.id, q: f.q, statuses: f.status, language: f.language, category: f.category }));

export const courseSort: SortMap<ManageCourseSortField> = {
  id: 'id',
  name: 'name',
  slug: 'slug',
  status: 'status',
  language: 'language',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

/** PUT /manage/courses/{id}/feedback-quotes/{quoteId}: show (true) or hide (false) the quote on the course page. */
export const quoteChoiceBody = z.object({ quoted: z.boolean('Invalid value') });
