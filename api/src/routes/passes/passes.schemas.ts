import { z } from 'zod';
import { PASS_TYPES, PG_INT_MAX } from '@valik/domain';

export const passCheckoutBody = z.object({
  type: z.enum(PASS_TYPES, 'Choose a pass'),
  promotion_code: z.string().trim().max(40).regex(/^[A-Za-z0-9-]*$/, 'This promotion code does not exist').optional().nullable(),
});
export const passChangeBody = z.object({ confirm: z.literal(true).optional() });

/** A gift card typed on an unpaid invoice (ADR 010). */
export const giftCardBody = z.object({
  code: z.string().trim().min(1, 'This gift card does not exist').max(40).regex(/^[A-Za-z0-9-]+$/, 'This gift card does not exist'),
});
export const invoiceIdParam = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });
