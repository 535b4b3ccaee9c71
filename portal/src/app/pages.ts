// Which page component renders each route of the domain route table (`PORTAL_ROUTES`), and which
// layout is around it. Each page and each layout is its own lazily loaded chunk, so the first page
// loads only its own (issue 16: the first page's JavaScript budget). A unit test checks that every
// route of the table has a page here.
import type { ComponentType } from 'react';
import { loadPageDictionaries } from '../i18n/index.ts';

type PageModule = { default: ComponentType };

/**
 * The two layouts: the top bar and menu of /user/* (with the features' Estonian, which only those pages
 * show), the centred card of /auth/* (and unknown paths).
 */
export const LAYOUTS = {
  user: () =>
    Promise.all([import('../features/layout/UserLayout.tsx'), loadPageDictionaries()]).then(([m]) => ({ default: m.UserLayout })),
  default: () => import('../features/layout/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
} satisfies Record<string, () => Promise<PageModule>>;

/** The layout a route pattern (or a path) sits in. */
export function layoutOf(pathOrPattern: string): keyof typeof LAYOUTS {
  return pathOrPattern.startsWith('/user/') ? 'user' : 'default';
}

/** Schools at scale (issue 29 item 8): both pages in one chunk, one import here (scale.ts). */
const schoolScale = () => import('../features/school/scale.ts');

export const PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  '/auth/login': () => import('../features/auth/LoginPage.tsx'),
  '/auth/signup': () => import('../features/auth/SignupPage.tsx'),
  '/auth/signup-teacher': () => import('../features/auth/SignupTeacherPage.tsx'),
  '/auth/signup-teacher-success': () => import('../features/auth/SignupTeacherSuccessPage.tsx'),
  '/auth/update-password': () => import('../features/auth/UpdatePasswordPage.tsx'),
  '/user/share': () => import('../features/share/SharePage.tsx'),
  '/user/profile': () => import('../features/profile/ProfilePage.tsx'),
  '/user/dashboard': () => import('../features/dashboard/DashboardPage.tsx'),
  '/user/my-courses': () => import('../features/my-courses/MyCoursesPage.tsx'),
  '/user/courses': () => import('../features/courses/CoursesPage.tsx'),
  '/user/courses/:id': () => import('../features/registration/CourseRegistrationPage.tsx'),
  '/user/payment-plan': () => import('../features/payment-plan/PaymentPlanPage.tsx'),
  '/user/favourites': () => import('../features/favourites/FavouritesPage.tsx'),
  '/user/cohorts': () => import('../features/cohorts/CohortsPage.tsx'),
  '/user/cohorts/:id': () => import('../features/cohorts/CohortEditPage.tsx'),
  '/user/cohorts/:id/feedback': () => import('../features/feedback/FeedbackPage.tsx'),
  '/user/cohorts/:id/students': () => import('../features/cohorts/CohortStudentsPage.tsx'),
  '/user/cohorts/:id/attendance': () => import('../features/attendance/CohortAttendancePage.tsx'),
  '/user/cohorts/:id/feedback-dashboard': () => import('../features/cohorts/CohortFeedbackDashboardPage.tsx'),
  '/user/billing/cancellation': () => import('../features/billing/BillingCancellationPage.tsx'),
  '/user/success/signup': () => import('../features/success/SuccessSignupPage.tsx'),
  '/user/success/subscription': () => import('../features/success/SuccessSubscriptionPage.tsx'),
  '/user/success/course-registration': () => import('../features/success/SuccessCourseRegistrationPage.tsx'),
  '/user/school/credits': () => import('../features/school/SchoolCreditsPage.tsx'),
  '/user/school/conditions': () => import('../features/school/SchoolConditionsPage.tsx'),
  '/user/school/my-students': () => import('../features/school/SchoolMyStudentsPage.tsx'),
  '/user/school/feedback-dashboard': () => import('../features/school/SchoolFeedbackDashboardPage.tsx'),
  '/user/school/register': schoolScale,
  '/user/school/report': schoolScale,
  '/user/track/stripe': () => import('../features/track/TrackStripePage.tsx'),
  '/user/track/montonio': () => import('../features/track/TrackMontonioPage.tsx'),
  '/user/track/cancel-sub': () => import('../features/track/TrackCancelSubPage.tsx'),
  '/user/track/school-reg': () => import('../features/track/TrackSchoolRegPage.tsx'),
  '/user/track/student-reg': () => import('../features/track/TrackStudentRegPage.tsx'),
  '/user/track/unsubscribe': () => import('../features/school/DigestUnsubscribePage.tsx'),
  '/user/track/discord': () => import('../features/community/TrackDiscordPage.tsx'),
};
