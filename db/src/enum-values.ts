// The values of every enum of product-spec §4, as plain arrays with their TypeScript unions, and the few
// constants both the database package (seed) and the API need.
// No imports: the browser apps, the Astro site and the domain rules use these without pulling in
// Drizzle or a driver. db/src/schema/enums.ts turns them into PostgreSQL enums. Spelled once.

export const USER_ROLES = ['STUDENT', 'TEACHER', 'SCHOOL_REP', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const COHORT_PARTICIPANT_STATUSES = [
  'REGISTERED',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
  'CANCELED',
  'AWAITING_RESULT',
] as const;
export type CohortParticipantStatus = (typeof COHORT_PARTICIPANT_STATUSES)[number];

export const COHORT_STATUSES = [
  'DRAFT',
  'REGISTRATION_OPEN',
  'IN_PROGRESS',
  'COMPLETED',
  'GROUP_FULL',
  'CANCELED',
  'TEACHER_PAID',
] as const;
export type CohortStatus = (typeof COHORT_STATUSES)[number];

export const COURSE_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const INVOICE_STATUSES = ['UNPAID', 'PAID', 'CANCELED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYERS = ['SCHOOL', 'STUDENT'] as const;
export type Payer = (typeof PAYERS)[number];

export const SUBSCRIPTION_TYPES = ['SINGLE_PASS', 'MULTI_PASS'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SCHOOL_CREDIT_LOG_TYPES = ['ADD', 'DEDUCT', 'REFUND'] as const;
export type SchoolCreditLogType = (typeof SCHOOL_CREDIT_LOG_TYPES)[number];

export const ACTIVITY_TYPES = [
  'VIDEO_CALL_JOINED',
  'PAYER_CHANGED',
  'UNENROLL',
  'COHORT_PAYMENT',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_CREATED',
  'COHORT_PARTICIPANT_STATUS_CHANGE',
  'COHORT_REGISTRATION',
  'EMAIL_SENT',
  'USER_DELETED',
  'LMS_LINK_CLICKED',
  'PAUSE_SUBSCRIPTION',
  'SCHOOL_CREDITS_LOW',
  'SCHOOL_CREDITS_ADDED',
  'SCHOOL_CREDITS_USED',
  'SCHOOL_CREDITS_REFUNDED',
  'SUBSCRIPTION_UPDATE',
  // issue 14: a chat-community (Discord) account connected to or disconnected from the profile
  'DISCORD_CONNECTED',
  'DISCORD_DISCONNECTED',
  // issue 25: an admin retried or discarded an outbox entry (ADR 024)
  'OUTBOX_RETRIED',
  'OUTBOX_DISCARDED',
  // issue 28: an admin marked an invoice paid from a bank statement (matched by its reference number)
  'INVOICE_PAID',
  // issue 29 item 3: a registration moved to another cohort of the same course (by the student or an admin)
  'COHORT_TRANSFERRED',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

// ISO 639-1, lower case.
export const COURSE_LANGUAGES = ['et', 'en', 'ru'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const COURSE_CATEGORIES = [
  'POPULAR',
  'LIFE_SKILLS',
  'SUSTAINABILITY',
  'LANGUAGES',
  'DIVERSITY',
  'TECHNOLOGY',
  'BUSINESS_AND_FINANCE',
  'MENTAL_HEALTH',
  'OTHERS',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

// Interface languages a user can pick (ADR 021: a new one is added here, in the api's Lang and in each app's dictionaries).
export const UI_LANGUAGES = ['et', 'en', 'ru'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const TEACHER_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TeacherApplicationStatus = (typeof TEACHER_APPLICATION_STATUSES)[number];

/**
 * Why a payment goes back (payment_checkouts.refund_reason, checked by payment_checkouts_refund_reason_valid):
 * NO_SEAT: a late payment found no seat; DUPLICATE: paid twice; CANCELED: the registration was cancelled;
 * AT_PROVIDER: staff refunded it in the provider's dashboard. The refund e-mail has a sentence for each.
 */
export const REFUND_REASONS = ['NO_SEAT', 'DUPLICATE', 'CANCELED', 'AT_PROVIDER'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

// ---- Prices every layer needs (the seed, the registration and checkout paths, the tests) ----

/**
 * List price of one course seat for a student paying personally, in euro cents, VAT included (ADR 009):
 * the personal invoice, the pay-and-register checkout and the seed's invoices. A school pays its own
 * seat_price instead.
 */
export const COURSE_LIST_PRICE_CENTS = 9900;
