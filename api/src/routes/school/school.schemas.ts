import { z } from 'zod';
import { COHORT_PARTICIPANT_STATUSES } from '@valik/db/enum-values';
import { BULK_REGISTRATION_MAX_ROWS, SCHOOL_YEAR_FILTERS, PG_INT_MAX, STUDENT_LIST_CSV_MAX_CHARS, STUDENT_LIST_MESSAGES } from '@valik/domain';

const id = z.coerce.number().int().positive('Must be a number').max(PG_INT_MAX, 'Must be a number');

export const schoolStudentsQuery = z.object({
  school_id: id.optional(),
  course_id: id.optional(),
  status: z.enum([...COHORT_PARTICIPANT_STATUSES, 'WAITLISTED']).optional(), // WAITLISTED: waiting in a full group's line
  school_year: z.enum(SCHOOL_YEAR_FILTERS).default('ALL'),
});

/** The school-year report's filters: the spec's school years (default the current one) and a course. */
export const schoolReportQuery = z.object({
  school_id: id.optional(),
  course_id: id.optional(),
  school_year: z.enum(SCHOOL_YEAR_FILTERS).default('CURRENT'),
});

export const schoolCohortsQuery = z.object({ school_id: id.optional() });

export const schoolRegistrationBody = z.object({
  user_id: z.number().int().positive('Choose a student'),
  cohort_id: z.number().int().positive('Choose a cohort'),
  school_id: z.number().int().positive().optional(),
});

/** Many students into one cohort (issue 29 item 8): the row limit itself is checked with the parsed list (bulk-register.ts). */
export const schoolBulkRegistrationBody = z.object({
  cohort_id: z.number().int().positive('Choose a cohort').max(PG_INT_MAX, 'Must be a number'),
  user_ids: z
    .array(z.number().int().positive('Choose a student').max(PG_INT_MAX, 'Must be a number'))
    .max(BULK_REGISTRATION_MAX_ROWS, STUDENT_LIST_MESSAGES.tooManyShort)
    .default([]),
  csv: z.string().max(STUDENT_LIST_CSV_MAX_CHARS, STUDENT_LIST_MESSAGES.tooLong).default(''),
  school_id: z.number().int().positive().max(PG_INT_MAX, 'Must be a number').optional(),
});

export const digestChoiceBody = z.object({ subscribed: z.boolean() });

export const digestTokenQuery = z.object({ token: z.string().min(1).max(200) });
export const digestTokenBody = z.object({ token: z.string().min(1).max(200) });
