import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { listCohortsQuery } from './cohorts.schemas.ts';

/** Cohorts of a public course, ordered by next start time, with seats left and badge. */
export const cohortRoutes = new Hono<AppEnv>().get('/', allow('public'), validate('query', listCohortsQuery), async (c) => {
  const { catalog } = c.get('deps');
  const { course } = c.req.valid('query');
  let courseId: number | null = /^\d+$/.test(course) ? Number(course) : null;
  if (courseId === null) courseId = (await catalog.getCourse(course))?.id ?? null;
  if (courseId === null || !(await catalog.isPublicCourse(courseId))) {
    throw new ApiError('BAD_REQUEST', 'The course could not be found');
  }
  return c.json({ data: await catalog.listCohorts(courseId) });
});
