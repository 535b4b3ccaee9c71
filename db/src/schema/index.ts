// The whole database schema: tables, enums, relations and row types. Safe to import anywhere
// (no client, no driver), including the Astro site.
export * from './enums.ts';
export * from './auth.ts';
export * from './schools.ts';
export * from './users.ts';
export * from './courses.ts';
export * from './billing.ts';
export * from './cohorts.ts';
export * from './diplomas.ts';
export * from './feedback.ts';
export * from './activity.ts';
export * from './outbox.ts';
export * from './accounts.ts';
export * from './teacher-applications.ts';
export * from './emails.ts';
export * from './error-reports.ts';
export * from './einvoices.ts';
export * from './dev-stand-ins.ts';
export * from './waitlist.ts';
export * from './payments.ts';
export * from './credit-notes.ts';
export * from './community.ts';
export * from './consent.ts';
export * from './legal.ts';
export * from './attendance.ts';
export * from './relations.ts';
export type * from './types.ts';
