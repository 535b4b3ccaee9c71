import { z } from 'zod';
import { SCHOOL_YEAR_FILTERS, PG_INT_MAX } from '@valik/domain';

const id = z.coerce.number().int().positive('Must be a number').max(PG_INT_MAX, 'Must be a number');

export const feedbackDashboardQuery = z.object({
  course_id: id.optional(),
  cohort_id: id.optional(),
  school_id: id.optional(),
  school_year: z.enum(SCHOOL_YEAR_FILTERS).default('ALL'),
});
