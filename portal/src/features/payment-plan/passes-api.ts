// Passes and promotion codes (issue 7 items 4, 5): the payment plan page's data and actions.
import { api } from '../../lib/http.ts';

export type PassType = 'SINGLE_PASS' | 'MULTI_PASS';

export interface PassDto {
  id: number;
  type: PassType;
  active: boolean;
  status: string;
  created_at: string;
  ended_at: string | null;
  paused: boolean;
  paused_by_user: boolean;
  pause_collection: { behavior: string; resumes_at: string | null } | null;
  discount: boolean;
  paid_from: string | null;
  paid_through: string | null;
  /** set to end then (cancelled, active until the end of the paid period); null when it renews */
  cancel_at: string | null;
}

export interface PromotionCodeDto {
  promotion_code: string;
  times_redeemed: number;
  percent_off: number;
}

export interface PassesDto {
  pass: PassDto | null;
  covers_registration_now: boolean;
  coverage_reason: string | null;
  offers: { type: PassType; price: number; length_days: number; cohorts_per_period: number }[];
  promotion_code: PromotionCodeDto | null;
  referral_percent_off: number;
  available: boolean;
  /** the local payment simulator's page of my pass (development only) */
  simulator_url: string | null;
}

export const passKeys = { all: ['passes'] as const };

export const fetchPasses = () => api.get<{ data: PassesDto }>('/api/v1/passes').then((r) => r.data);
export const buyPass = (type: PassType, promotionCode: string) =>
  api.post<{ data: { url: string } }>('/api/v1/passes/checkouts', { type, ...(promotionCode ? { promotion_code: promotionCode } : {}) }).then((r) => r.data);
export type PassChange = 'pause' | 'resume' | 'cancel' | 'keep';

export const changePass = (change: PassChange) => api.post<{ data: PassDto }>(`/api/v1/passes/${change}`, change === 'cancel' ? { confirm: true } : {}).then((r) => r.data);
export const makeMyCode = () => api.post<{ data: PromotionCodeDto }>('/api/v1/promotion-codes/mine', {}).then((r) => r.data);

/** Redeems a gift card on one of my unpaid invoices (ADR 010): its value comes off the invoice. */
export const redeemGiftCard = (invoiceId: number, code: string) =>
  api.post<{ data: { applied: number; gift_card: string; invoice: { status: 'PAID' | 'UNPAID' | 'CANCELED'; amount: number } } }>(`/api/v1/invoices/${invoiceId}/gift-card`, { code }).then((r) => r.data);
