// Where the login page sends someone already signed in (issue 18 item 10).
import { describe, expect, it } from 'vitest';
import { pathForSignedIn, withRedirect } from './after-login.ts';

describe('the login page for someone already signed in', () => {
  it('goes to the landing page of the role without a redirect', () => {
    expect(pathForSignedIn(null, 'STUDENT')).toBe('/user/my-courses');
    expect(pathForSignedIn(null, 'ADMIN')).toBe('/manage/cohorts');
  });

  it('goes on to the redirect the role may open', () => {
    expect(pathForSignedIn('/user/courses/4?cohort=7', 'STUDENT')).toBe('/user/courses/4?cohort=7');
    expect(pathForSignedIn('/manage/schools/1/credits', 'ADMIN')).toBe('/manage/schools/1/credits');
    expect(pathForSignedIn('/pricing', 'TEACHER')).toBe('/pricing');
  });

  it('never back to a page the role may not open (that page sent them here: it would loop)', () => {
    expect(pathForSignedIn('/manage/schools/1/credits', 'STUDENT')).toBe('/user/my-courses');
    expect(pathForSignedIn('/manage/cohorts', 'SCHOOL_REP')).toBe('/user/school/my-students');
    expect(pathForSignedIn('/user/school/credits', 'TEACHER')).toBe('/user/dashboard');
    expect(pathForSignedIn('https://evil.example/', 'STUDENT')).toBe('/user/my-courses');
  });

  it('keeps the redirect on the links between the auth pages', () => {
    expect(withRedirect('/auth/signup', '/user/courses/4?cohort=7')).toBe('/auth/signup?redirect=%2Fuser%2Fcourses%2F4%3Fcohort%3D7');
    expect(withRedirect('/auth/signup', '//evil.example')).toBe('/auth/signup');
  });
});
