import { describe, expect, it } from 'vitest';
import { ROLES } from './constants.ts';
import {
  ADMIN_ROUTES,
  GUARDS,
  PORTAL_ROUTES,
  assertGuardName,
  landingPageForRole,
  matchRoute,
  safeRedirectPath,
  shouldReloadOnNavigationError,
} from './routes.ts';

const ok = (table: typeof PORTAL_ROUTES, path: string) => {
  const match = matchRoute(table, path);
  if (match.status !== 200) throw new Error(`${path} gave ${match.status} ${match.message}`);
  return match;
};

describe('matchRoute (portal)', () => {
  it('matches every portal route of the spec', () => {
    for (const path of [
      '/auth/login',
      '/auth/signup',
      '/auth/signup-teacher',
      '/auth/signup-teacher-success',
      '/auth/update-password',
      '/user/share',
      '/user/profile',
      '/user/dashboard',
      '/user/my-courses',
      '/user/courses',
      '/user/payment-plan',
      '/user/favourites',
      '/user/cohorts',
      '/user/billing/cancellation',
      '/user/success/signup',
      '/user/success/subscription',
      '/user/success/course-registration',
      '/user/school/credits',
      '/user/school/conditions',
      '/user/school/my-students',
      '/user/school/feedback-dashboard',
      '/user/school/register',
      '/user/school/report',
      '/user/track/stripe',
      '/user/track/montonio',
      '/user/track/cancel-sub',
      '/user/track/school-reg',
      '/user/track/student-reg',
    ]) {
      expect(ok(PORTAL_ROUTES, path).route.pattern).toBe(path);
    }
  });

  it('accepts a numeric course id or new, and answers 400 to anything else', () => {
    expect(ok(PORTAL_ROUTES, '/user/courses/42').params).toEqual({ id: '42' });
    expect(ok(PORTAL_ROUTES, '/user/courses/new').params).toEqual({ id: 'new' });
    expect(matchRoute(PORTAL_ROUTES, '/user/courses/abc')).toEqual({ status: 400, message: 'The course could not be found' });
  });

  it('accepts a numeric cohort id or new, and answers 404 with the cohort message to anything else', () => {
    expect(ok(PORTAL_ROUTES, '/user/cohorts/7').route.pattern).toBe('/user/cohorts/:id');
    expect(ok(PORTAL_ROUTES, '/user/cohorts/new').params).toEqual({ id: 'new' });
    expect(matchRoute(PORTAL_ROUTES, '/user/cohorts/7x')).toEqual({ status: 404, message: 'The cohort could not be found' });
  });

  it('refuses new on the cohort students page with the cohort message', () => {
    expect(ok(PORTAL_ROUTES, '/user/cohorts/7/students').route.pattern).toBe('/user/cohorts/:id/students');
    expect(matchRoute(PORTAL_ROUTES, '/user/cohorts/new/students')).toEqual({
      status: 404,
      message: 'The cohort could not be found',
    });
  });

  it('matches the feedback form and dashboard of a cohort', () => {
    expect(ok(PORTAL_ROUTES, '/user/cohorts/3/feedback').route.pattern).toBe('/user/cohorts/:id/feedback');
    expect(ok(PORTAL_ROUTES, '/user/cohorts/3/feedback-dashboard').route.pattern).toBe('/user/cohorts/:id/feedback-dashboard');
  });

  it('refuses ids that are zero, padded, negative or beyond a safe integer', () => {
    for (const id of ['0', '007', '-1', '1.5', '99999999999999999999']) {
      expect(matchRoute(PORTAL_ROUTES, `/user/cohorts/${id}`).status).toBe(404);
    }
  });

  it('answers 404 Page not found to an unknown route', () => {
    expect(matchRoute(PORTAL_ROUTES, '/user/nope')).toEqual({ status: 404, message: 'Page not found' });
    expect(matchRoute(PORTAL_ROUTES, '/user/cohorts/1/unknown')).toEqual({ status: 404, message: 'Page not found' });
    expect(matchRoute(PORTAL_ROUTES, '/manage/users')).toEqual({ status: 404, message: 'Page not found' });
  });

  it('ignores a trailing slash', () => {
    expect(ok(PORTAL_ROUTES, '/user/profile/').route.pattern).toBe('/user/profile');
  });

  it('guards signed-in pages with auth, the dashboard with teacher and school pages with school-rep-auth', () => {
    expect(ok(PORTAL_ROUTES, '/user/profile').route.guards).toEqual(['auth']);
    expect(ok(PORTAL_ROUTES, '/user/dashboard').route.guards).toEqual(['auth', 'teacher']);
    expect(ok(PORTAL_ROUTES, '/user/school/credits').route.guards).toEqual(['auth', 'school-rep-auth']);
  });

  it('needs no login on the auth pages and the tracking pages', () => {
    expect(ok(PORTAL_ROUTES, '/auth/login').route.guards).toEqual([]);
    expect(ok(PORTAL_ROUTES, '/user/track/stripe').route.guards).toEqual(['stripe-redirect']);
    expect(ok(PORTAL_ROUTES, '/user/track/montonio').route.guards).toEqual(['montonio-redirect']);
    for (const route of PORTAL_ROUTES.filter((r) => r.pattern.startsWith('/user/track/'))) {
      expect(route.guards).not.toContain('auth');
    }
  });
});

describe('matchRoute (admin)', () => {
  it('matches every management route of the spec', () => {
    for (const [path, pattern] of [
      ['/manage', '/manage'],
      ['/manage/users', '/manage/users'],
      ['/manage/users/5', '/manage/users/:id'],
      ['/manage/users/new', '/manage/users/:id'],
      ['/manage/users/5/cohorts', '/manage/users/:id/cohorts'],
      ['/manage/cohorts', '/manage/cohorts'],
      ['/manage/cohorts/5', '/manage/cohorts/:id'],
      ['/manage/cohorts/5/students', '/manage/cohorts/:id/students'],
      ['/manage/cohorts/5/feedback-dashboard', '/manage/cohorts/:id/feedback-dashboard'],
      ['/manage/courses', '/manage/courses'],
      ['/manage/courses/new', '/manage/courses/:id'],
      ['/manage/schools', '/manage/schools'],
      ['/manage/schools/2/students', '/manage/schools/:id/students'],
      ['/manage/schools/2/conditions', '/manage/schools/:id/conditions'],
      ['/manage/schools/2/credits', '/manage/schools/:id/credits'],
    ] as const) {
      expect(ok(ADMIN_ROUTES, path).route.pattern).toBe(pattern);
    }
  });

  it('answers 404 with the user message to a bad user id', () => {
    expect(matchRoute(ADMIN_ROUTES, '/manage/users/bob')).toEqual({ status: 404, message: 'The user could not be found' });
    expect(matchRoute(ADMIN_ROUTES, '/manage/users/bob/cohorts')).toEqual({
      status: 404,
      message: 'The user could not be found',
    });
  });

  it('answers 404 with the cohort message and 400 with the course message', () => {
    expect(matchRoute(ADMIN_ROUTES, '/manage/cohorts/x')).toEqual({ status: 404, message: 'The cohort could not be found' });
    expect(matchRoute(ADMIN_ROUTES, '/manage/courses/x')).toEqual({ status: 400, message: 'The course could not be found' });
  });

  it('keeps the school credits page for admins and sends others to /auth/login', () => {
    const { route } = ok(ADMIN_ROUTES, '/manage/schools/2/credits');
    expect(route.guards).toContain('admin');
    expect(route.deniedRedirect).toBe('/auth/login');
    expect(ok(ADMIN_ROUTES, '/manage/schools/2/students').route.guards).not.toContain('admin');
  });
});

describe('guards', () => {
  it('lists the seven guard names', () => {
    expect(GUARDS).toEqual(['auth', 'teacher', 'school-rep-auth', 'admin', 'discord-redirect', 'montonio-redirect', 'stripe-redirect']);
  });

  it('throws on an unknown guard name', () => {
    expect(() => assertGuardName('superuser')).toThrow('Unknown route guard: superuser');
    expect(() => assertGuardName('auth')).not.toThrow();
  });

  it('uses only known guards in both tables', () => {
    for (const route of [...PORTAL_ROUTES, ...ADMIN_ROUTES]) {
      for (const guard of route.guards) expect(GUARDS).toContain(guard);
    }
  });
});

describe('landingPageForRole', () => {
  it('sends each role to its landing page', () => {
    expect(landingPageForRole('ADMIN')).toBe('/manage/cohorts');
    expect(landingPageForRole('STUDENT')).toBe('/user/my-courses');
    expect(landingPageForRole('SCHOOL_REP')).toBe('/user/school/my-students');
    expect(landingPageForRole('TEACHER')).toBe('/user/dashboard');
  });

  it('lands every role on a route of the tables', () => {
    for (const role of ROLES) {
      const path = landingPageForRole(role);
      expect(matchRoute([...PORTAL_ROUTES, ...ADMIN_ROUTES], path).status).toBe(200);
    }
  });
});

describe('safeRedirectPath', () => {
  it('keeps own absolute paths with query and hash', () => {
    expect(safeRedirectPath('/user/cohorts/5?tab=students#top')).toBe('/user/cohorts/5?tab=students#top');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('refuses other hosts, schemes, relative paths and tricks', () => {
    for (const input of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'user/profile',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /user/profile',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(input)).toBeNull();
    }
  });
});

describe('shouldReloadOnNavigationError', () => {
  it('reloads at the target path unless it contains auth', () => {
    expect(shouldReloadOnNavigationError('/user/profile')).toBe(true);
    expect(shouldReloadOnNavigationError('/auth/login')).toBe(false);
    expect(shouldReloadOnNavigationError('/user/track/discord-auth')).toBe(false);
  });
});
