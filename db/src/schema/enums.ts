// Every enum of product-spec §4, as PostgreSQL enums, built from the value arrays in
// ../enum-values.ts (the single source for TypeScript unions, zod schemas and UI selects).
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  USER_ROLES,
  COHORT_PARTICIPANT_STATUSES,
  COHORT_STATUSES,
  COURSE_STATUSES,
  INVOICE_STATUSES,
  PAYERS,
  SUBSCRIPTION_TYPES,
  SCHOOL_CREDIT_LOG_TYPES,
  ACTIVITY_TYPES,
  COURSE_LANGUAGES,
  COURSE_CATEGORIES,
  UI_LANGUAGES,
} from '../enum-values.ts';

export * from '../enum-values.ts';

export const userRole = pgEnum('user_role', USER_ROLES);

export const cohortParticipantStatus = pgEnum('cohort_participant_status', COHORT_PARTICIPANT_STATUSES);

export const cohortStatus = pgEnum('cohort_status', COHORT_STATUSES);

export const courseStatus = pgEnum('course_status', COURSE_STATUSES);

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);

export const payer = pgEnum('payer', PAYERS);

export const subscriptionType = pgEnum('subscription_type', SUBSCRIPTION_TYPES);

export const schoolCreditLogType = pgEnum('school_credit_log_type', SCHOOL_CREDIT_LOG_TYPES);

export const activityType = pgEnum('activity_type', ACTIVITY_TYPES);

export const courseLanguage = pgEnum('course_language', COURSE_LANGUAGES);

export const courseCategory = pgEnum('course_category', COURSE_CATEGORIES);

export const uiLanguage = pgEnum('ui_language', UI_LANGUAGES);
