import { z } from 'zod';
import { classTimeSchema } from '@valik/domain';

const link = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter a link starting with https://')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** The fields a teacher may change on their own cohort; anything else in the body is refused. */
export const teacherCohortPatch = z
  .object({
    video_url: link.optional(),
    discord_invite_url: link.optional(),
    external_lms_link: link.optional(),
    lms_id: z.string().trim().max(200).nullable().optional(),
    notes: z.string().max(10_000).nullable().optional(),
    online_class_times: z.array(classTimeSchema).min(1, 'Add at least one online class time').max(14).optional(),
  })
  .strict();
