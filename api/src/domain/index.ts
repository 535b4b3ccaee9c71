// @valik/api/domain: pure business rules shared by the server, the Astro site and the React apps.
// No Node-only imports, no database, no clock: time comes in as `now`.
export * from './constants.ts';
export * from './dates.ts';
export * from './cohort-progress.ts';
export * from './cohort-badge.ts';
export * from './cohort-order.ts';
export * from './attention-flag.ts';
export * from './school-year.ts';
export * from './routes.ts';
export * from './language.ts';
export * from './errors-display.ts';
export * from './registration-rules.ts';
export * from './registration-eligibility.ts';
export * from './invoice-due-date.ts';
export * from './waitlist-offers.ts';
export * from './school-payment-limitations.ts';
export * from './payer-change.ts';
export * from './feedback.ts';
export * from './feedback-aggregates.ts';
export * from './teacher-week.ts';
export * from './validation.ts';
export * from './common-passwords.ts';
export * from './manage-forms.ts';
export * from './school-credits.ts';
export * from './invoices.ts';
export * from './school-conditions.ts';
export * from './payments.ts';
