import { z } from 'zod';
import { isDigitsBeyondPgInteger } from '@valik/domain';

/** `?course=` takes a course id or a course slug. */
export const listCohortsQuery = z.object({
  course: z
    .string()
    .trim()
    .regex(/^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'The course could not be found')
    // a course id (digits) within PostgreSQL's integer; a slug of digits is no id and no slug either
    .refine((v) => !isDigitsBeyondPgInteger(v), 'The course could not be found'),
});
