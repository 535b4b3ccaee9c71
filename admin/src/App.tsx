// The console at a glance: providers, layout, the four resources and the pages of spec §2 that are
// not plain resource views. /manage itself is the overview (issue 29 item 7), react-admin's dashboard. Every path is also checked against the domain route table (AppLayout).
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import activityLog from './activity-log/index.ts';
import { BankPaymentsPage } from './bank-payments/BankPaymentsPage.tsx';
import cohorts from './cohorts/index.ts';
import courses from './courses/index.ts';
import giftCards from './gift-cards/index.ts';
import invoices from './invoices/index.ts';
import outbox from './outbox/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { NotFoundScreen } from './layout/ErrorScreen.tsx';
import { createBrowserAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { BASENAME } from './routing/admin-path.ts';
import schools from './schools/index.ts';
import teacherApplications from './teacher-applications/index.ts';
import { adminTheme } from './theme.ts';
import users from './users/index.ts';

// the overview (/manage) is its own chunk: the console's first page stays within its budget (450 kB)
const Overview = lazy(() => import('./overview/Overview.tsx'));

const dataProvider = createDataProvider();
const authProvider = createBrowserAuthProvider();

// React-Admin would create a hash router of its own; the console lives at real /manage/* URLs, so it
// runs inside a browser router with that basename (react-admin's links stay relative to it).
/** `i18nProvider`: made by main.tsx once the chosen language's messages are loaded. */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <BrowserRouter basename={BASENAME}>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      dashboard={Overview}
      layout={AppLayout}
      notification={AppNotification}
      catchAll={NotFoundScreen}
      loginPage={false}
      requireAuth
      disableTelemetry
      title="Valik"
    >
      <Resource name="cohorts" list={cohorts.list} edit={cohorts.edit} icon={cohorts.icon} recordRepresentation={cohorts.recordRepresentation} />
      <Resource name="courses" list={courses.list} edit={courses.edit} icon={courses.icon} recordRepresentation={courses.recordRepresentation} />
      <Resource name="users" list={users.list} edit={users.edit} icon={users.icon} recordRepresentation={users.recordRepresentation} />
      <Resource name="schools" list={schools.list} icon={schools.icon} recordRepresentation={schools.recordRepresentation} />
      <Resource
        name="teacher_applications"
        list={teacherApplications.list}
        icon={teacherApplications.icon}
        recordRepresentation={teacherApplications.recordRepresentation}
      />
      <Resource name="activity_log" list={activityLog.list} icon={activityLog.icon} recordRepresentation={activityLog.recordRepresentation} />
      <Resource name="gift_cards" list={giftCards.list} icon={giftCards.icon} recordRepresentation={giftCards.recordRepresentation} />
      <Resource name="invoices" list={invoices.list} icon={invoices.icon} recordRepresentation={invoices.recordRepresentation} />
      <Resource name="outbox" list={outbox.list} icon={outbox.icon} recordRepresentation={outbox.recordRepresentation} />
      {/* registrations: shown inside the cohort, user and school pages, no menu entry of their own */}
      <Resource name="participants" />
      <Resource name="school_credits" />
      <CustomRoutes>
        {/* create pages live at /new (spec), not react-admin's /create */}
        <Route path="/cohorts/new" element={<cohorts.create />} />
        <Route path="/cohorts/:id/students" element={<cohorts.pages.students />} />
        <Route path="/cohorts/:id/feedback-dashboard" element={<cohorts.pages.feedbackDashboard />} />
        <Route path="/courses/new" element={<courses.create />} />
        <Route path="/users/new" element={<users.create />} />
        <Route path="/users/:id/cohorts" element={<users.pages.cohorts />} />
        <Route path="/schools/:id/students" element={<schools.pages.students />} />
        <Route path="/schools/:id/conditions" element={<schools.pages.conditions />} />
        <Route path="/schools/:id/credits" element={<schools.pages.credits />} />
        <Route path="/bank_payments" element={<BankPaymentsPage />} />
      </CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}
