import { z } from 'zod';
import { SCHOOL_YEAR_FILTERS } from '../../domain/index.ts';

const id = z.coerce.number().int().positive('Must be a number');

export const feedbackDashboardQuery = z.object({
  course_id: id.optional(),
  cohort_id: id.optional(),
  school_id: id.optional(),
  school_year: z.enum(SCHOOL_YEAR_FILTERS).default('ALL'),
});
