import { describe, expect, it } from 'vitest';
import { checkAdminPath } from './admin-path.ts';

describe('checkAdminPath', () => {
  it('accepts the landing path and the pages of spec §2', () => {
    for (const path of ['/', '/cohorts', '/users/new', '/users/7/cohorts', '/cohorts/3/students', '/courses/new', '/schools/2/credits']) {
      expect(checkAdminPath(path).status, path).toBe(200);
    }
  });

  it('answers a non-numeric user id with 404 The user could not be found', () => {
    expect(checkAdminPath('/users/abc')).toEqual({ status: 404, message: 'The user could not be found' });
  });

  it("refuses react-admin's own /create path: the spec's create page is /new", () => {
    expect(checkAdminPath('/users/create')).toEqual({ status: 404, message: 'The user could not be found' });
  });

  it('answers a bad cohort id with 404 and a bad course id with 400', () => {
    expect(checkAdminPath('/cohorts/x1')).toEqual({ status: 404, message: 'The cohort could not be found' });
    expect(checkAdminPath('/cohorts/new/students')).toEqual({ status: 404, message: 'The cohort could not be found' });
    expect(checkAdminPath('/courses/abc')).toEqual({ status: 400, message: 'The course could not be found' });
  });

  it('answers an unknown path with 404 Page not found', () => {
    expect(checkAdminPath('/nothing/here')).toEqual({ status: 404, message: 'Page not found' });
    expect(checkAdminPath('/schools/1')).toEqual({ status: 404, message: 'Page not found' });
  });
});
