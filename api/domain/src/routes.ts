// The signed-in route table of product-spec §2 as data. The server uses it to answer a history-fallback
// request with the right HTTP status (200, or 404/400 with the spec's message); the portal and admin
// routers use the same table for guards and param checks, so a route is declared once.
import type { Role } from './constants.ts';

export const GUARDS = [
  'auth',
  'teacher',
  'school-rep-auth',
  'admin',
  'discord-redirect',
  'montonio-redirect',
  'stripe-redirect',
] as const;
export type GuardName = (typeof GUARDS)[number];

export function isGuardName(name: string): name is GuardName {
  return (GUARDS as readonly string[]).includes(name);
}

/** An unknown guard name is a programming error and throws (product-spec §8). */
export function assertGuardName(name: string): asserts name is GuardName {
  if (!isGuardName(name)) throw new Error(`Unknown route guard: ${name}`);
}

export const ROUTE_MESSAGES = {
  notFound: 'Page not found',
  course: 'The course could not be found',
  cohort: 'The cohort could not be found',
  user: 'The user could not be found',
} as const;
export type RouteErrorMessage = (typeof ROUTE_MESSAGES)[keyof typeof ROUTE_MESSAGES];

export interface ParamRule {
  /** whether the word `new` (a create page) is accepted besides a numeric id */
  allowNew: boolean;
  /** the answer to a value that is neither */
  status: 400 | 404;
  message: RouteErrorMessage;
}

const userId = { allowNew: true, status: 404, message: ROUTE_MESSAGES.user } as const satisfies ParamRule;
const cohortId = { allowNew: true, status: 404, message: ROUTE_MESSAGES.cohort } as const satisfies ParamRule;
const existingCohortId = { ...cohortId, allowNew: false } as const satisfies ParamRule;
const courseId = { allowNew: true, status: 400, message: ROUTE_MESSAGES.course } as const satisfies ParamRule;
// The spec has no message for a bad school id; it is an unknown page.
const schoolId = { allowNew: false, status: 404, message: ROUTE_MESSAGES.notFound } as const satisfies ParamRule;

export interface RouteDef {
  pattern: string;
  /** checked in order; every signed-in page starts with `auth` */
  guards: readonly GuardName[];
  params?: Readonly<Record<string, ParamRule>>;
  /** where a user failing a guard is sent; the router's default (login) otherwise */
  deniedRedirect?: string;
}

const route = (pattern: string, guards: readonly GuardName[] = [], extra: Omit<RouteDef, 'pattern' | 'guards'> = {}): RouteDef => {
  for (const guard of guards) assertGuardName(guard);
  return { pattern, guards, ...extra };
};
const AUTH = ['auth'] as const;

/** /auth/* and /user/* (the portal). The redirect guards' logic is not in the spec. */
export const PORTAL_ROUTES: readonly RouteDef[] = [
  route('/auth/login'),
  route('/auth/signup'),
  route('/auth/signup-teacher'),
  route('/auth/signup-teacher-success'),
  route('/auth/update-password'),
  route('/user/share', AUTH),
  route('/user/profile', AUTH),
  route('/user/dashboard', ['auth', 'teacher']),
  route('/user/my-courses', AUTH),
  route('/user/courses', AUTH),
  route('/user/courses/:id', AUTH, { params: { id: courseId } }),
  route('/user/payment-plan', AUTH),
  // issue 29 item 5: the student's favourite courses ("Lemmikud")
  route('/user/favourites', AUTH),
  route('/user/cohorts', AUTH),
  route('/user/cohorts/:id', AUTH, { params: { id: cohortId } }),
  route('/user/cohorts/:id/feedback', AUTH, { params: { id: existingCohortId } }),
  route('/user/cohorts/:id/students', AUTH, { params: { id: existingCohortId } }),
  route('/user/cohorts/:id/attendance', AUTH, { params: { id: existingCohortId } }),
  route('/user/cohorts/:id/feedback-dashboard', AUTH, { params: { id: existingCohortId } }),
  route('/user/billing/cancellation', AUTH),
  route('/user/success/signup', AUTH),
  route('/user/success/subscription', AUTH),
  route('/user/success/course-registration', AUTH),
  route('/user/school/credits', ['auth', 'school-rep-auth']),
  route('/user/school/conditions', ['auth', 'school-rep-auth']),
  route('/user/school/my-students', ['auth', 'school-rep-auth']),
  route('/user/school/feedback-dashboard', ['auth', 'school-rep-auth']),
  // issue 29 item 8: many students into one group at once, and the school-year report
  route('/user/school/register', ['auth', 'school-rep-auth']),
  route('/user/school/report', ['auth', 'school-rep-auth']),
  // Tracking landing pages need no login.
  route('/user/track/stripe', ['stripe-redirect']),
  route('/user/track/montonio', ['montonio-redirect']),
  route('/user/track/cancel-sub', ['stripe-redirect']),
  route('/user/track/school-reg'),
  route('/user/track/student-reg'),
  // the school rep's weekly digest e-mail: its unsubscribe link (a signed token, no login)
  route('/user/track/unsubscribe'),
  // Discord sends the person back here after its consent page (issue 14); the guard wants them signed in
  route('/user/track/discord', ['discord-redirect']),
];

/** /manage/* (the admin console). Most need only a signed-in user (product-spec §6). */
export const ADMIN_ROUTES: readonly RouteDef[] = [
  route('/manage', AUTH),
  route('/manage/users', AUTH),
  route('/manage/users/:id', AUTH, { params: { id: userId } }),
  route('/manage/users/:id/cohorts', AUTH, { params: { id: { ...userId, allowNew: false } } }),
  route('/manage/cohorts', AUTH),
  route('/manage/cohorts/:id', AUTH, { params: { id: cohortId } }),
  route('/manage/cohorts/:id/students', AUTH, { params: { id: existingCohortId } }),
  // the per-cohort feedback dashboard of product-spec §1 ('see per-cohort student lists and feedback dashboards')
  route('/manage/cohorts/:id/feedback-dashboard', AUTH, { params: { id: existingCohortId } }),
  route('/manage/courses', AUTH),
  route('/manage/courses/:id', AUTH, { params: { id: courseId } }),
  route('/manage/schools', AUTH),
  route('/manage/schools/:id/students', AUTH, { params: { id: schoolId } }),
  route('/manage/schools/:id/conditions', AUTH, { params: { id: schoolId } }),
  route('/manage/schools/:id/credits', ['auth', 'admin'], { params: { id: schoolId }, deniedRedirect: '/auth/login' }),
  // Beyond spec §2: the activity log of spec §4 (issue 5), a list only.
  route('/manage/activity_log', AUTH),
  // the teacher applications of spec §2 (/auth/signup-teacher), decided by an admin (issue 5)
  route('/manage/teacher_applications', AUTH),
  // gift cards (issue 7 item 5, ADR 010): prepaid codes an admin issues
  route('/manage/gift_cards', AUTH),
  // the outbox (issue 25 item 2, ADR 024): what the server still has to deliver after a commit
  route('/manage/outbox', AUTH),
  // invoices marked paid from a bank statement by reference number (issue 28 item 4)
  route('/manage/bank_payments', AUTH),
  // every invoice with its credit notes, PDFs and e-invoices (issue 28 items 3 and 5)
  route('/manage/invoices', AUTH),
];

export type RouteMatch =
  | { status: 200; route: RouteDef; params: Record<string, string> }
  | { status: 400 | 404; message: RouteErrorMessage };

/** A positive integer id that fits a JavaScript number exactly. */
export function isNumericId(value: string): boolean {
  return /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value));
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * Finds the route of a pathname (no query or hash; one trailing slash is ignored). A path that fits a
 * route's shape but has a bad id gets that id's status and message; anything else is 404 'Page not found'.
 */
export function matchRoute(table: readonly RouteDef[], pathname: string): RouteMatch {
  const segments = splitPath(pathname);
  let paramError: RouteMatch | null = null;
  for (const candidate of table) {
    const parts = splitPath(candidate.pattern);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let shapeFits = true;
    let error: RouteMatch | null = null;
    parts.forEach((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) {
        if (part !== segment) shapeFits = false;
        return;
      }
      const name = part.slice(1);
      params[name] = segment;
      const rule = candidate.params?.[name];
      if (rule && !(isNumericId(segment) || (rule.allowNew && segment === 'new'))) {
        error ??= { status: rule.status, message: rule.message };
      }
    });
    if (!shapeFits) continue;
    if (error === null) return { status: 200, route: candidate, params };
    paramError ??= error;
  }
  return paramError ?? { status: 404, message: ROUTE_MESSAGES.notFound };
}

const LANDING_PAGES: Record<Role, string> = {
  ADMIN: '/manage/cohorts',
  STUDENT: '/user/my-courses',
  SCHOOL_REP: '/user/school/my-students',
  TEACHER: '/user/dashboard',
};

export function landingPageForRole(role: Role): string {
  return LANDING_PAGES[role];
}

const SAFE_BASE = 'http://valik.invalid';

/**
 * A `?redirect=` target is followed only when it is a path on this site: it starts with exactly one '/',
 * has no backslash, whitespace or control character (browsers strip or reinterpret those, turning
 * '/\evil.com' or '/\t/evil.com' into another host) and resolves to this origin. Otherwise null.
 */
export function safeRedirectPath(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || !input.startsWith('/') || input.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, SAFE_BASE);
  } catch {
    return null;
  }
  return url.origin === SAFE_BASE ? input : null;
}

/** On a navigation error the page reloads at the target path unless the path contains 'auth'. */
export function shouldReloadOnNavigationError(path: string): boolean {
  return !path.includes('auth');
}
