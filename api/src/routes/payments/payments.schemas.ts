import { z } from 'zod';
import { PAYMENT_METHODS } from '@valik/domain';

export const checkoutBody = z.object({ method: z.enum(PAYMENT_METHODS as ['card', 'bank_link'], 'Choose how you pay') });
export const montonioReturnQuery = z.object({ order_token: z.string().min(1).max(8000) });
