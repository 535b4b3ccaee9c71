// Passes and promotion codes (issue 7 items 4, 5): the payment plan page's data and actions.
import { json, v1, type Answer } from '../../lib/http.ts';

export type PassType = 'SINGLE_PASS' | 'MULTI_PASS';

// Answers as the API's route chain types them (`@valik/api/client`).
export type PassesDto = Answer<typeof v1.passes.$get>['data'];
export type PassDto = NonNullable<PassesDto['pass']>;
export type PromotionCodeDto = NonNullable<PassesDto['promotion_code']>;

export const passKeys = { all: ['passes'] as const };

export const fetchPasses = () => json(v1.passes.$get()).then((r) => r.data);
export const buyPass = (type: PassType, promotionCode: string) =>
  json(v1.passes.checkouts.$post({ json: { type, ...(promotionCode ? { promotion_code: promotionCode } : {}) } })).then((r) => r.data);
export type PassChange = 'pause' | 'resume' | 'cancel' | 'keep';

export const changePass = (change: PassChange) =>
  json(v1.passes[change].$post({ json: change === 'cancel' ? { confirm: true } : {} })).then((r) => r.data);
export const makeMyCode = () => json(v1['promotion-codes'].mine.$post()).then((r) => r.data);

/** Redeems a gift card on one of my unpaid invoices (ADR 010): its value comes off the invoice. */
export const redeemGiftCard = (invoiceId: number, code: string) =>
  json(v1.invoices[':id']['gift-card'].$post({ param: { id: String(invoiceId) }, json: { code } })).then((r) => r.data);
