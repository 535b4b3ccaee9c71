// The student journey's API calls (routes/registrations, feedback, diplomas, calendar, favourites).
import type { CohortDto } from '@valik/api/contracts';
import type { FeedbackAnswers, FeedbackStepId, Payer, Refund } from '@valik/api/domain';
import { api } from '../../lib/http.ts';

export const journeyKeys = {
  cohorts: (courseId: number) => ['cohorts', courseId] as const,
  payerOptions: (cohortId: number) => ['payer-options', cohortId] as const,
  myRegistrations: ['me', 'registrations'] as const,
  feedback: (cohortId: number) => ['me', 'feedback', cohortId] as const,
  calendar: ['me', 'calendar'] as const,
};

export interface PayerOptionsDto {
  payers: Payer[];
  default_payer: Payer;
  school: { allowed: true; funded_by: string } | { allowed: false; reason: string; vars: Record<string, string | number> | null };
  school_name: string | null;
  condition_text: string | null;
  cohort_name: string;
  course_id: number;
  course_name: string;
  course_slug: string;
}

export interface InvoiceDto {
  id: number;
  number: string;
  status: 'UNPAID' | 'PAID' | 'CANCELED';
  amount: number;
  due_date: string | null;
  is_school_invoice: boolean;
}

export interface MyRegistrationDto {
  id: number;
  cohort_id: number;
  status: 'REGISTERED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'AWAITING_RESULT';
  default_payer: Payer;
  created_at: string;
  access_closes_at: string | null;
  phase: 'UPCOMING' | 'CURRENT' | 'PAST';
  cohort: {
    id: number;
    name: string;
    status: string;
    start_date: string;
    end_date: string;
    has_video: boolean;
    has_discord: boolean;
    has_lms: boolean;
  };
  course: { id: number; name: string; slug: string; academic_hours: number | null };
  invoice: InvoiceDto | null;
  progress_percent: number;
  next_class_at: string | null;
  refund_if_canceled_now: Refund;
  refund_deadline: string;
  can_unenrol: boolean;
  can_change_payer: boolean;
  feedback: { open: boolean; submitted: boolean };
  diploma: { available: boolean; verification_code: string | null } | null;
}

export interface WaitlistEntryDto {
  id: number;
  cohort_id: number;
  cohort_name: string;
  cohort_start_date: string;
  course_id: number;
  course_name: string;
  status: 'WAITING' | 'OFFERED';
  joined_at: string;
  offer_expires_at: string | null;
  position: number | null;
}

/** A seat the student holds while paying (card or bank link, not confirmed yet). */
export interface OpenPaymentDto {
  id: string;
  cohort_id: number;
  cohort_name: string;
  course_id: number;
  course_name: string;
  status: 'OPEN' | 'PROCESSING';
  url: string | null;
  expires_at: string;
}

export type RegisterResponse =
  | { data: { registration: { id: number; status: string; default_payer: Payer }; invoice: InvoiceDto | null } }
  | { data: { waitlist_entry: { id: number; position: number } } };

export const fetchCohorts = (courseId: number) => api.get<{ data: CohortDto[] }>(`/api/v1/cohorts?course=${courseId}`).then((r) => r.data);
export const fetchPayerOptions = (cohortId: number) =>
  api.get<{ data: PayerOptionsDto }>(`/api/v1/cohorts/${cohortId}/payer-options`).then((r) => r.data);
export const register = (cohortId: number, payer: Payer) => api.post<RegisterResponse>(`/api/v1/cohorts/${cohortId}/registrations`, { payer });
export const fetchMyRegistrations = () =>
  api.get<{ data: MyRegistrationDto[]; waitlist: WaitlistEntryDto[]; open_payments: OpenPaymentDto[] }>('/api/v1/me/registrations');
export const unenrol = (id: number) => api.post<{ data: { refund: Refund } }>(`/api/v1/me/registrations/${id}/unenrol`, {});
export const changePayer = (id: number, payer: Payer) => api.put<{ data: { access_closes_at: string | null } }>(`/api/v1/me/registrations/${id}/payer`, { payer });
export const leaveWaitlist = (cohortId: number) => api.delete<{ data: { left: boolean } }>(`/api/v1/cohorts/${cohortId}/waitlist`, {});
export const fetchCalendarUrl = () => api.get<{ data: { url: string } }>('/api/v1/me/calendar').then((r) => r.data.url);

export interface FeedbackDto {
  cohort_id: number;
  cohort_name: string;
  course_name: string;
  learning_outcomes: string[];
  open: boolean;
  submitted: boolean;
  answers: FeedbackAnswers;
  next_step: FeedbackStepId | null;
}
export const fetchFeedback = (cohortId: number) => api.get<{ data: FeedbackDto }>(`/api/v1/me/cohorts/${cohortId}/feedback`).then((r) => r.data);
export const saveFeedbackStep = (cohortId: number, step: FeedbackStepId, answers: FeedbackAnswers) =>
  api.put<{ data: { answers: FeedbackAnswers; next_step: FeedbackStepId | null } }>(`/api/v1/me/cohorts/${cohortId}/feedback`, { step, answers });
export const submitFeedback = (cohortId: number) => api.post<{ data: { submitted: boolean } }>(`/api/v1/me/cohorts/${cohortId}/feedback/submit`, {});

/** Links that record attendance / LMS clicks on the server, then redirect. */
export const joinUrl = (registrationId: number, link: 'video' | 'discord' | 'lms') => `/api/v1/me/registrations/${registrationId}/join/${link}`;
export const diplomaUrl = (registrationId: number) => `/api/v1/me/registrations/${registrationId}/diploma`;
