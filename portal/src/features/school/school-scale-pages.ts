// The two pages of schools at scale (issue 29 item 8) as one lazily loaded chunk: one dynamic import in the
// route table (app/pages.ts) instead of two keeps the first page's list of chunk dependencies shorter (the
// login page's JavaScript budget, e2e/tests/server/bundle-budget.spec.ts).
export { default as SchoolBulkRegistrationPage } from './SchoolBulkRegistrationPage.tsx';
export { default as SchoolReportPage } from './SchoolReportPage.tsx';
