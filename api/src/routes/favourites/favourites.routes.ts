// My favourite courses (students.favorited_courses; the session user's favorite_courses).
import { Hono } from 'hono';
import { getFavouriteCourseIds } from '@valik/db/queries';
import { markFavourite } from '../../courses/favourite-course.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow } from '../../middleware/allow.ts';
import { isNumericId } from '@valik/domain';

function courseId(value: string | undefined): number {
  if (!value || !isNumericId(value)) throw new ApiError('BAD_REQUEST', 'The course could not be found');
  return Number(value);
}

export const favouriteRoutes = new Hono<AppEnv>()
  .get('/me/favourites', allow('auth'), async (c) => {
    return c.json({ data: { course_ids: await getFavouriteCourseIds(c.get('deps').db, { userId: c.get('user')?.id ?? 0 }) } });
  })
  .put('/me/favourites/:courseId', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const { db } = deps;
    const userId = c.get('user')?.id ?? 0;
    await markFavourite(deps, { userId, courseId: courseId(c.req.param('courseId')), favourite: true });
    return c.json({ data: { course_ids: await getFavouriteCourseIds(db, { userId }) } });
  })
  .delete('/me/favourites/:courseId', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const { db } = deps;
    const userId = c.get('user')?.id ?? 0;
    await markFavourite(deps, { userId, courseId: courseId(c.req.param('courseId')), favourite: false });
    return c.json({ data: { course_ids: await getFavouriteCourseIds(db, { userId }) } });
  });
