// The student journey's API calls (routes/registrations, feedback, diplomas, calendar, favourites).
import type { FeedbackAnswers, FeedbackStepId, Payer } from '@valik/domain';
import { json, v1, type Answer } from '../../lib/http.ts';

export const journeyKeys = {
  cohorts: (courseId: number) => ['cohorts', courseId] as const,
  payerOptions: (cohortId: number) => ['payer-options', cohortId] as const,
  myRegistrations: ['me', 'registrations'] as const,
  feedback: (cohortId: number) => ['me', 'feedback', cohortId] as const,
  calendar: ['me', 'calendar'] as const,
};

// Answers as the API's route chain types them (`@valik/api/client`), never written here.
type MyRegistrations = Answer<typeof v1.me.registrations.$get>;
export type PayerOptionsDto = Answer<(typeof v1.cohorts)[':id']['payer-options']['$get']>['data'];
export type MyRegistrationDto = MyRegistrations['data'][number];
export type WaitlistEntryDto = MyRegistrations['waitlist'][number];
/** A seat the student holds while paying (card or bank link, not confirmed yet). */
export type OpenPaymentDto = MyRegistrations['open_payments'][number];
export type RegisterResponse = Answer<(typeof v1.cohorts)[':id']['registrations']['$post']>;
export type FeedbackDto = Answer<(typeof v1.me.cohorts)[':id']['feedback']['$get']>['data'];

const id = (n: number) => ({ id: String(n) });

export const fetchCohorts = (courseId: number) => json(v1.cohorts.$get({ query: { course: String(courseId) } })).then((r) => r.data);
export const fetchPayerOptions = (cohortId: number) => json(v1.cohorts[':id']['payer-options'].$get({ param: id(cohortId) })).then((r) => r.data);
export const register = (cohortId: number, payer: Payer) => json(v1.cohorts[':id'].registrations.$post({ param: id(cohortId), json: { payer } }));
export const fetchMyRegistrations = () => json(v1.me.registrations.$get({ query: {} }));
export const unenrol = (registrationId: number) => json(v1.me.registrations[':id'].unenrol.$post({ param: id(registrationId) }));
export const changePayer = (registrationId: number, payer: Payer) => json(v1.me.registrations[':id'].payer.$put({ param: id(registrationId), json: { payer } }));
/** issue 29 item 3: the groups of the course my registration could move to, and the move itself */
export type TransferTargetDto = Answer<(typeof v1.me.registrations)[':id']['transfer-targets']['$get']>['data'][number];
export const fetchTransferTargets = (registrationId: number) => json(v1.me.registrations[':id']['transfer-targets'].$get({ param: id(registrationId) })).then((r) => r.data);
export const transferRegistration = (registrationId: number, cohortId: number) =>
  json(v1.me.registrations[':id'].transfer.$post({ param: id(registrationId), json: { cohort_id: cohortId } })).then((r) => r.data);
export const leaveWaitlist = (cohortId: number) => json(v1.cohorts[':id'].waitlist.$delete({ param: id(cohortId) }));
export const fetchCalendarUrl = () => json(v1.me.calendar.$get()).then((r) => r.data.url);

export const fetchFeedback = (cohortId: number) => json(v1.me.cohorts[':id'].feedback.$get({ param: id(cohortId) })).then((r) => r.data);
export const saveFeedbackStep = (cohortId: number, step: FeedbackStepId, answers: FeedbackAnswers) =>
  json(v1.me.cohorts[':id'].feedback.$put({ param: id(cohortId), json: { step, answers } }));
/** `quoteConsent`: the student agrees to be quoted on the course page (issue 29 item 4) */
export const submitFeedback = (cohortId: number, quoteConsent: boolean) =>
  json(v1.me.cohorts[':id'].feedback.submit.$post({ param: id(cohortId), json: { quote_consent: quoteConsent } }));

/** Links that record attendance / LMS clicks on the server, then redirect. */
export const joinUrl = (registrationId: number, link: 'video' | 'discord' | 'lms') => `/api/v1/me/registrations/${registrationId}/join/${link}`;
export const diplomaUrl = (registrationId: number) => `/api/v1/me/registrations/${registrationId}/diploma`;
