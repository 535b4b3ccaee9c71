// /api/v1/manage/gift_cards (ADR 010): gift cards are promotion codes with a prepaid value. GET lists them
// (code, value, who redeemed it), POST issues one with a fresh code; a card is never changed or deleted
// here: its one redemption happens on the student's invoice (payments/gift-cards.ts).
import { Hono } from 'hono';
import { listGiftCards, type GiftCardRow } from '@valik/db/queries';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { issueGiftCard } from '../../../payments/gift-cards.ts';
import { listRoutes, recordId } from '../list-routes.ts';
import { createGiftCardBody, giftCardListFilter, giftCardSort } from './gift-cards.schemas.ts';

const NOT_FOUND = { message: 'Page not found' } as const;

export function giftCardJson(r: Omit<GiftCardRow, 'redeemedByName'> & { redeemedByName?: string | null }) {
  return {
    id: r.id,
    code: r.name,
    value: r.prepaidCents ?? 0,
    redeemed: r.redeemedUserIds.length > 0,
    redeemed_by_user_id: r.redeemedUserIds[0] ?? null,
    redeemed_by_name: r.redeemedByName ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const manageGiftCardRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'gift_cards',
      filter: giftCardListFilter,
      sort: giftCardSort,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      query: listGiftCards,
      toJson: giftCardJson,
      csvColumns: ['id', 'code', 'value', 'redeemed', 'redeemed_by_user_id', 'redeemed_by_name', 'created_at'],
    }),
  )
  .get('/:id', async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const page = await listGiftCards(c.get('deps').db, { filter: { ids: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    const row = page.rows[0];
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(giftCardJson(row));
  })
  .post('/', validate('json', createGiftCardBody), async (c) => {
    const row = await issueGiftCard(c.get('deps'), { prepaidCents: c.req.valid('json').value });
    return c.json(giftCardJson(row), 201);
  });
