// Online payments (issue 7): open a checkout for a cohort, and read a checkout's state on the return pages.
import { json, v1, type Answer } from '../../lib/http.ts';

export type PaymentMethod = 'card' | 'bank_link';
export type ReturnState = 'PAID' | 'PROCESSING' | 'FAILED' | 'UNVERIFIED' | 'COURSE_NOT_FOUND' | 'REFUNDED_NO_SEAT' | 'WAITING';

export type CheckoutViewDto = Answer<(typeof v1.payments.checkouts)[':publicId']['$get']>['data'];

export const paymentKeys = {
  methods: ['payments', 'methods'] as const,
  checkout: (id: string, token: string | null) => ['payments', 'checkout', id, token] as const,
};

export const fetchPaymentMethods = () => json(v1.payments.methods.$get()).then((r) => r.data);
export const startPayment = (cohortId: number, method: PaymentMethod) =>
  json(v1.cohorts[':id'].checkouts.$post({ param: { id: String(cohortId) }, json: { method } })).then((r) => r.data);

/** The checkout's state: by the Montonio order token when the return URL has one, else by our id. */
export function fetchCheckoutView(id: string | null, orderToken: string | null): Promise<CheckoutViewDto> {
  if (orderToken) return json(v1.payments.montonio.return.$get({ query: { order_token: orderToken } })).then((r) => r.data);
  if (!id) return Promise.resolve({ state: 'UNVERIFIED', message: 'Unable to validate payment...check if you are registered before contacting support', checkout: null });
  return json(v1.payments.checkouts[':publicId'].$get({ param: { publicId: id } })).then((r) => r.data);
}
