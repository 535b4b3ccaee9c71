// Online payments (issue 7): open a checkout for a cohort, and read a checkout's state on the return pages.
import { api } from '../../lib/http.ts';

export type PaymentMethod = 'card' | 'bank_link';
export type ReturnState = 'PAID' | 'PROCESSING' | 'FAILED' | 'UNVERIFIED' | 'COURSE_NOT_FOUND' | 'REFUNDED_NO_SEAT' | 'WAITING';

export interface CheckoutViewDto {
  state: ReturnState;
  message: string | null;
  checkout: {
    id: string;
    status: 'OPEN' | 'PROCESSING' | 'PAID' | 'FAILED' | 'EXPIRED';
    provider: 'STRIPE' | 'MONTONIO';
    amount: number;
    refund_status: 'NONE' | 'DUE' | 'REFUNDED';
    registration_id: number | null;
    cohort_id: number;
    course_id: number | null;
    course_name: string | null;
    cohort_name: string | null;
  } | null;
}

export const paymentKeys = {
  methods: ['payments', 'methods'] as const,
  checkout: (id: string, token: string | null) => ['payments', 'checkout', id, token] as const,
};

export const fetchPaymentMethods = () => api.get<{ data: { methods: PaymentMethod[]; simulated: boolean } }>('/api/v1/payments/methods').then((r) => r.data);
export const startPayment = (cohortId: number, method: PaymentMethod) =>
  api.post<{ data: { id: string; url: string } }>(`/api/v1/cohorts/${cohortId}/checkouts`, { method }).then((r) => r.data);

/** The checkout's state: by the Montonio order token when the return URL has one, else by our id. */
export function fetchCheckoutView(id: string | null, orderToken: string | null): Promise<CheckoutViewDto> {
  if (orderToken) return api.get<{ data: CheckoutViewDto }>(`/api/v1/payments/montonio/return?order_token=${encodeURIComponent(orderToken)}`).then((r) => r.data);
  if (!id) return Promise.resolve({ state: 'UNVERIFIED', message: 'Unable to validate payment...check if you are registered before contacting support', checkout: null });
  return api.get<{ data: CheckoutViewDto }>(`/api/v1/payments/checkouts/${encodeURIComponent(id)}`).then((r) => r.data);
}
