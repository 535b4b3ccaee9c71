import { z } from 'zod';

/** `?course=` takes a course id or a course slug. */
export const listCohortsQuery = z.object({
  course: z
    .string()
    .trim()
    .regex(/^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'The course could not be found'),
});
