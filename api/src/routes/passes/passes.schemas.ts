import { z } from 'zod';
import { PASS_TYPES } from '../../domain/index.ts';

export const passCheckoutBody = z.object({
  type: z.enum(PASS_TYPES, 'Choose a pass'),
  promotion_code: z.string().trim().max(40).regex(/^[A-Za-z0-9-]*$/, 'This promotion code does not exist').optional().nullable(),
});
export const passChangeBody = z.object({ confirm: z.literal(true).optional() });
