import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from '../auth/after-login.ts';
import { needsSessionUser, resolveGuards } from './guards.ts';

describe('route guards', () => {
  it('sends a signed-out visitor to the login page with the way back', () => {
    expect(resolveGuards(['auth'], null, '/user/profile?tab=billing')).toEqual({
      kind: 'login',
      to: '/auth/login?redirect=%2Fuser%2Fprofile%3Ftab%3Dbilling',
    });
  });

  it('lets Discord’s callback through only with what Discord sends back, and after signing in', () => {
    const back = '/user/track/discord?code=abc&state=xyz';
    expect(resolveGuards(['discord-redirect'], { role: 'STUDENT' }, back)).toEqual({ kind: 'allow' });
    expect(resolveGuards(['discord-redirect'], { role: 'STUDENT' }, '/user/track/discord?error=access_denied&state=xyz')).toEqual({ kind: 'allow' });
    expect(resolveGuards(['discord-redirect'], { role: 'STUDENT' }, '/user/track/discord')).toEqual({ kind: 'redirect', to: '/user/profile' });
    expect(resolveGuards(['discord-redirect'], null, back)).toEqual({ kind: 'login', to: `/auth/login?redirect=${encodeURIComponent(back)}` });
    expect(needsSessionUser(['discord-redirect'])).toBe(true);
  });

  it('lets a signed-in user through auth', () => {
    expect(resolveGuards(['auth'], { role: 'STUDENT' }, '/user/profile')).toEqual({ kind: 'allow' });
  });

  it('sends a student away from the teacher dashboard to their own landing page', () => {
    expect(resolveGuards(['auth', 'teacher'], { role: 'STUDENT' }, '/user/dashboard')).toEqual({
      kind: 'redirect',
      to: '/user/my-courses',
    });
  });

  it('lets teachers and admins see the dashboard', () => {
    expect(resolveGuards(['auth', 'teacher'], { role: 'TEACHER' }, '/user/dashboard').kind).toBe('allow');
    expect(resolveGuards(['auth', 'teacher'], { role: 'ADMIN' }, '/user/dashboard').kind).toBe('allow');
  });

  it('keeps the school pages for school representatives', () => {
    expect(resolveGuards(['auth', 'school-rep-auth'], { role: 'SCHOOL_REP' }, '/user/school/credits').kind).toBe('allow');
    expect(resolveGuards(['auth', 'school-rep-auth'], { role: 'TEACHER' }, '/user/school/credits')).toEqual({
      kind: 'redirect',
      to: '/user/dashboard',
    });
  });

  it('uses the route’s own denied redirect when it has one', () => {
    expect(resolveGuards(['auth', 'admin'], { role: 'SCHOOL_REP' }, '/manage/schools/1/credits', '/auth/login')).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
  });

  it('lets anyone through the payment redirect guards', () => {
    expect(resolveGuards(['stripe-redirect'], null, '/user/track/stripe')).toEqual({ kind: 'allow' });
    expect(needsSessionUser(['stripe-redirect'])).toBe(false);
    expect(needsSessionUser(['auth'])).toBe(true);
  });

  it('throws on an unknown guard name', () => {
    expect(() => resolveGuards(['superuser'], { role: 'ADMIN' }, '/user/x')).toThrow(/Unknown route guard/);
  });
});

describe('where a sign-in goes', () => {
  it('follows a safe redirect path', () => {
    expect(pathAfterLogin('/user/cohorts/12', 'STUDENT')).toBe('/user/cohorts/12');
  });

  it('ignores a redirect to another site and goes to the role’s landing page', () => {
    expect(pathAfterLogin('//evil.example', 'STUDENT')).toBe('/user/my-courses');
    expect(pathAfterLogin('https://evil.example/', 'SCHOOL_REP')).toBe('/user/school/my-students');
    expect(pathAfterLogin(null, 'ADMIN')).toBe('/manage/cohorts');
    expect(pathAfterLogin(null, 'TEACHER')).toBe('/user/dashboard');
  });
});
