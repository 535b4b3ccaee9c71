// The two pages of schools at scale (issue 29 item 8) as one lazily loaded chunk, one default export that
// draws the page of the address: the route table (app/pages.ts, on every first page) names one import for
// both routes, so the login page's JavaScript stays within its budget (e2e/tests/server/bundle-budget.spec.ts).
import { createElement } from 'react';
import { useLocation } from 'react-router';
import { i18n } from '../../i18n/index.ts';
import { schoolsEt } from './et.schools.ts';
import { schoolsRu } from './ru.schools.ts';
import SchoolBulkRegistrationPage from './SchoolBulkRegistrationPage.tsx';
import SchoolReportPage from './SchoolReportPage.tsx';

// the pages' Estonian and Russian come with them, before they are drawn (not on the student's first page)
i18n.addResourceBundle('et', schoolsEt, false);
i18n.addResourceBundle('ru', schoolsRu, false);

export default function SchoolScalePage() {
  return createElement(useLocation().pathname.startsWith('/user/school/report') ? SchoolReportPage : SchoolBulkRegistrationPage);
}
