// Queries of the admin console (`@valik/db/queries/manage`): `(db, params)`, camelCase rows.
export * from './_list.ts';
export * from './users.ts';
export * from './cohorts.ts';
export * from './courses.ts';
export * from './schools.ts';
export * from './participants.ts';
export * from './credits.ts';
export * from './activity.ts';
export * from './invoices.ts';
export * from './overview.ts';
