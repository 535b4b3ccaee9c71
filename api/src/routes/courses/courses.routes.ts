import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { catalogueAnswer } from '../../courses/catalogue-answers.ts';
import { courseSlugParam, listCoursesQuery } from './courses.schemas.ts';

/** The public catalogue: approved courses only. */
export const courseRoutes = new Hono<AppEnv>()
  .get('/', allow('public'), validate('query', listCoursesQuery), async (c) => {
    const filter = c.req.valid('query');
    // kept with the pages (courses/catalogue-answers.ts), a free-text search excepted
    return catalogueAnswer(c, async (catalog) => ({ data: await catalog.listCourses(filter) }), () => new ApiError('NOT_FOUND', 'Page not found'), !filter.q);
  })
  .get('/:slug', allow('public'), async (c) => {
    const parsed = courseSlugParam.safeParse(c.req.param());
    const notFound = () => new ApiError('NOT_FOUND', 'The course could not be found');
    if (!parsed.success) throw notFound();
    return catalogueAnswer(c, async (catalog) => {
      const course = await catalog.getCourse(parsed.data.slug);
      return course ? { data: course } : null;
    }, notFound);
  });
