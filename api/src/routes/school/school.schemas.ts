import { z } from 'zod';
import { COHORT_PARTICIPANT_STATUSES } from '@valik/db/enum-values';
import { SCHOOL_YEAR_FILTERS, PG_INT_MAX } from '@valik/domain';

const id = z.coerce.number().int().positive('Must be a number').max(PG_INT_MAX, 'Must be a number');

export const schoolStudentsQuery = z.object({
  school_id: id.optional(),
  course_id: id.optional(),
  status: z.enum([...COHORT_PARTICIPANT_STATUSES, 'WAITLISTED']).optional(), // WAITLISTED: waiting in a full group's line
  school_year: z.enum(SCHOOL_YEAR_FILTERS).default('ALL'),
});

export const schoolCohortsQuery = z.object({ school_id: id.optional() });

export const schoolRegistrationBody = z.object({
  user_id: z.number().int().positive('Choose a student'),
  cohort_id: z.number().int().positive('Choose a cohort'),
  school_id: z.number().int().positive().optional(),
});

export const digestChoiceBody = z.object({ subscribed: z.boolean() });

export const digestTokenQuery = z.object({ token: z.string().min(1).max(200) });
export const digestTokenBody = z.object({ token: z.string().min(1).max(200) });
