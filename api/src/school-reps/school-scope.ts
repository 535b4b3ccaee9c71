// Which school a request is about: a school rep's own school (a school_id of another school is refused),
// or, for an admin, the school_id they name.
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';

export const SCHOOL_REQUIRED = 'Choose a school';

export function schoolOfRequest(c: Context<AppEnv>, requested: number | undefined, options: { required: boolean }): number | undefined {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  if (user.role === 'SCHOOL_REP') {
    if (user.school_id === null) throw new ApiError('FORBIDDEN', 'You do not have access to this');
    if (requested !== undefined && requested !== user.school_id) throw new ApiError('FORBIDDEN', 'You do not have access to this');
    return user.school_id;
  }
  if (options.required && requested === undefined) throw new ApiError('BAD_REQUEST', SCHOOL_REQUIRED);
  return requested;
}
