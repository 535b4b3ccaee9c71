import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { catalogueAnswer } from '../../courses/catalogue-answers.ts';
import { listCohortsQuery } from './cohorts.schemas.ts';

/** Cohorts of a public course, ordered by next start time, with seats left and badge. */
export const cohortRoutes = new Hono<AppEnv>().get('/', allow('public'), validate('query', listCohortsQuery), async (c) => {
  const { catalog } = c.get('deps');
  const { course } = c.req.valid('query');
  // kept with the pages (courses/catalogue-answers.ts): a seat taken in one of them drops this answer
  return catalogueAnswer(c, async (seen) => {
    let courseId: number | null = /^\d+$/.test(course) ? Number(course) : null;
    if (courseId === null) courseId = (await seen.getCourse(course))?.id ?? null;
    if (courseId === null || !(await catalog.isPublicCourse(courseId))) return null;
    return { data: await seen.listCohorts(courseId) };
  }, () => new ApiError('BAD_REQUEST', 'The course could not be found'));
});
