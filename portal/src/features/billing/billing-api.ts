// Invoices and school credits from the API (issue 7): my billing history, my school's credits, invoices
// and payment conditions. Answers as the API's route chain types them.
import type { SchoolPaymentLimitations } from '@valik/domain/contracts';
import { json, v1 } from '../../lib/http.ts';

export const billingKeys = {
  myInvoices: ['billing', 'my-invoices'] as const,
  myBilling: ['billing', 'my-billing'] as const,
  schoolCredits: ['school', 'credits'] as const,
  schoolInvoices: ['school', 'invoices'] as const,
  schoolConditions: ['school', 'conditions'] as const,
};

export const fetchMyInvoices = () => json(v1.me.invoices.$get()).then((r) => r.data);
/** My invoices with their credit notes, and every payment, refund and credit with its documents (issue 28). */
export const fetchMyBilling = () => json(v1.me.billing.$get()).then((r) => r.data);
/** One page of the ledger (newest first) with the balance of the whole of it. */
export const fetchSchoolCredits = ({ offset, limit }: { offset: number; limit: number }) =>
  json(v1.school.credits.$get({ query: { offset: String(offset), limit: String(limit) } })).then((r) => r.data);
export const fetchSchoolInvoices = () => json(v1.school.invoices.$get({ query: {} })).then((r) => r.data);
export const fetchSchoolConditions = () => json(v1.school.conditions.$get({ query: {} })).then((r) => r.data);
export const saveSchoolConditions = (body: { payment_condition_text: string | null; payment_limitations: SchoolPaymentLimitations | null }) =>
  json(v1.school.conditions.$put({ json: body })).then((r) => r.data);
