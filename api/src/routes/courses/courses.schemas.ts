import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LANGUAGES } from '@valik/domain/contracts';

export const listCoursesQuery = z.object({
  category: z.enum(COURSE_CATEGORIES, { error: 'Unknown category' }).optional(),
  language: z.enum(COURSE_LANGUAGES, { error: 'Unknown language' }).optional(),
  q: z.string().trim().max(100).optional(),
});

export const courseSlugParam = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The course could not be found').max(120),
});
