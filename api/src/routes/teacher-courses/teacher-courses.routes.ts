// /api/v1/teacher/courses, /teacher/cohorts (POST) and /teacher/uploads/thumbnails (issue 18 item 3): a
// teacher's own courses (list, draft, change while a draft, send for review), the course thumbnail and the
// proposal of a cohort of an approved course. Teachers reach only the courses they created (404 for any
// other); admins pass the teacher guard and reach every course.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { listCoursesOfCreator } from '@valik/db/queries';
import { cohortProposalSchema, teacherCourseSchema, UPLOAD_MESSAGES } from '../../domain/index.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { storeThumbnail } from '../../courses/save-thumbnail.ts';
import {
  createTeacherCourse,
  loadOwnCourse,
  proposeCohort,
  submitCourseForReview,
  updateTeacherCourse,
} from '../../courses/teacher-courses.ts';
import { courseJson } from '../manage/courses/courses.routes.ts';
import { thumbnailUpload } from '../manage/uploads/uploads.schemas.ts';
import { currentUserId } from '../teacher/teacher.routes.ts';

const isAdmin = (c: Context<AppEnv>) => c.get('user')?.role === 'ADMIN';

function ownCourse(c: Context<AppEnv>) {
  return loadOwnCourse(c.get('deps').db, { id: Number(c.req.param('id')), userId: currentUserId(c), isAdmin: isAdmin(c) });
}

export const teacherCourseRoutes = new Hono<AppEnv>()
  .get('/courses', allow('teacher'), async (c) => {
    const rows = await listCoursesOfCreator(c.get('deps').db, { userId: currentUserId(c) });
    return c.json({ data: rows.map(courseJson) });
  })
  .post('/courses', allow('teacher'), validate('json', teacherCourseSchema), async (c) => {
    const course = await createTeacherCourse(c.get('deps').db, { userId: currentUserId(c), values: c.req.valid('json') });
    return c.json({ data: courseJson(course) }, 201);
  })
  .get('/courses/:id{[0-9]+}', allow('teacher'), async (c) => {
    return c.json({ data: courseJson(await ownCourse(c)) });
  })
  .put('/courses/:id{[0-9]+}', allow('teacher'), validate('json', teacherCourseSchema), async (c) => {
    const course = await updateTeacherCourse(c.get('deps').db, { course: await ownCourse(c), values: c.req.valid('json') });
    return c.json({ data: courseJson(course) });
  })
  .post('/courses/:id{[0-9]+}/submit', allow('teacher'), async (c) => {
    const course = await submitCourseForReview(c.get('deps').db, { course: await ownCourse(c) });
    return c.json({ data: courseJson(course) });
  })
  .post('/cohorts', allow('teacher'), validate('json', cohortProposalSchema), async (c) => {
    const id = await proposeCohort(c.get('deps').db, { userId: currentUserId(c), isAdmin: isAdmin(c), values: c.req.valid('json') });
    return c.json({ data: { id, status: 'DRAFT' as const } }, 201);
  })
  .post(
    '/uploads/thumbnails',
    allow('teacher'),
    bodyLimit({
      maxSize: 8 * 1024 * 1024,
      onError: () => {
        throw new ApiError('VALIDATION_FAILED', UPLOAD_MESSAGES.tooBig, undefined, 413);
      },
    }),
    validate('json', thumbnailUpload),
    async (c) => {
      const body = c.req.valid('json');
      const stored = await storeThumbnail(c.get('deps').storage, { contentType: body.content_type, data: Buffer.from(body.data, 'base64') });
      return c.json({ data: stored }, 201);
    },
  );
