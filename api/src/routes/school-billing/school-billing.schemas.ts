import { z } from 'zod';
import { schoolConditionsSchema } from '../../domain/index.ts';

const id = z.coerce.number().int().positive('Must be a number');

/** A school rep's own school is implied; an admin names one (school-scope.ts). */
export const schoolQuery = z.object({ school_id: id.optional() });

export const schoolConditionsBody = schoolConditionsSchema.extend({ school_id: z.number().int().positive().optional() });
