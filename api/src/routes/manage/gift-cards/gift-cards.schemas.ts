import { z } from 'zod';
import type { GiftCardSortField } from '@valik/db/queries';
import { GIFT_CARD_MAX_CENTS } from '@valik/domain';
import { idList, type SortMap } from '../list-query.ts';

export const giftCardListFilter = z
  .object({
    id: idList.optional(),
    redeemed: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  })
  .transform((f) => ({ ids: f.id, redeemed: f.redeemed }));

export const giftCardSort: SortMap<GiftCardSortField> = { id: 'id', created_at: 'createdAt', value: 'prepaidCents' };

/** A new gift card: its prepaid value in euro cents (the console's form sends euros × 100). */
export const createGiftCardBody = z.object({
  value: z
    .number('Enter the value')
    .int('Enter the value in whole cents')
    .min(100, 'The value must be at least 1 €')
    .max(GIFT_CARD_MAX_CENTS, 'The value can be at most 10 000 €'),
});
