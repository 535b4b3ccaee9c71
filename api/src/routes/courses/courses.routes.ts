import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { courseSlugParam, listCoursesQuery } from './courses.schemas.ts';

/** The public catalogue: approved courses only. */
export const courseRoutes = new Hono<AppEnv>()
  .get('/', allow('public'), validate('query', listCoursesQuery), async (c) => {
    const data = await c.get('deps').catalog.listCourses(c.req.valid('query'));
    return c.json({ data });
  })
  .get('/:slug', allow('public'), async (c) => {
    const parsed = courseSlugParam.safeParse(c.req.param());
    const course = parsed.success ? await c.get('deps').catalog.getCourse(parsed.data.slug) : null;
    if (!course) throw new ApiError('NOT_FOUND', 'The course could not be found');
    return c.json({ data: course });
  });
