export * from './catalog.ts';
export * from './diplomas.ts';
export * from './session-user.ts';
export * from './accounts.ts';
export * from './billing.ts';
export * from './feedback-dashboard.ts';
export * from './overview.ts';
