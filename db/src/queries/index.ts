// Query functions: `(db, params)`, plain camelCase rows. Pass `tx` inside a transaction.
export * from './courses.ts';
export * from './cohorts.ts';
export * from './seats.ts';
export * from './course-starts.ts';
export * from './schools.ts';
export * from './users.ts';
export * from './accounts.ts';
export * from './access.ts';
export * from './teacher-applications.ts';
export * from './emails.ts';
export * from './user-data.ts';
export * from './registrations.ts';
export * from './waitlist.ts';
export * from './teacher.ts';
export * from './school-rep.ts';
export * from './student-extras.ts';
export { HIDDEN_COHORT_STATUSES } from './_shared.ts';
export type { TeacherSummary } from './_shared.ts';
