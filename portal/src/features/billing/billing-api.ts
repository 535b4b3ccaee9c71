// Invoices and school credits from the API (issue 7): my billing history, my school's credits, invoices
// and payment conditions. Shapes are the API's contracts.
import type { InvoiceDto, SchoolConditionsDto, SchoolCreditsDto, SchoolPaymentLimitations } from '@valik/api/contracts';
import { api } from '../../lib/http.ts';

export const billingKeys = {
  myInvoices: ['billing', 'my-invoices'] as const,
  schoolCredits: ['school', 'credits'] as const,
  schoolInvoices: ['school', 'invoices'] as const,
  schoolConditions: ['school', 'conditions'] as const,
};

export const fetchMyInvoices = () => api.get<{ data: InvoiceDto[] }>('/api/v1/me/invoices').then((r) => r.data);
/** One page of the ledger (newest first) with the balance of the whole of it. */
export const fetchSchoolCredits = ({ offset, limit }: { offset: number; limit: number }) =>
  api.get<{ data: SchoolCreditsDto }>(`/api/v1/school/credits?offset=${offset}&limit=${limit}`).then((r) => r.data);
export const fetchSchoolInvoices = () => api.get<{ data: InvoiceDto[] }>('/api/v1/school/invoices').then((r) => r.data);
export const fetchSchoolConditions = () => api.get<{ data: SchoolConditionsDto }>('/api/v1/school/conditions').then((r) => r.data);
export const saveSchoolConditions = (body: { payment_condition_text: string | null; payment_limitations: SchoolPaymentLimitations | null }) =>
  api.put<{ data: SchoolConditionsDto }>('/api/v1/school/conditions', body).then((r) => r.data);
