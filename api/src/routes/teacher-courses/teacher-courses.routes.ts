// /api/v1/teacher/courses, /teacher/cohorts (POST) and /teacher/uploads/thumbnails (issue 18 item 3): a
// teacher's own courses (list, draft, change while a draft, send for review), the course thumbnail and the
// proposal of a cohort of an approved course they created or teach (issue 29 item 6). Teachers reach only the
// courses they created (404 for any other); admins pass the teacher guard and reach every course.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { listCoursesOfCreator, listProposableCourses } from '@valik/db/queries';
import { cohortProposalSchema, teacherCourseSchema } from '@valik/domain';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { allow, param } from '../../middleware/allow.ts';
import { storeThumbnail } from '../../courses/save-thumbnail.ts';
import { createTeacherCourse, loadOwnCourse, updateTeacherCourse } from '../../courses/teacher-courses.ts';
import { proposeCohort, resubmitCohortProposal, submitCourseForReview } from '../../courses/review.ts';
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
    const course = await createTeacherCourse(c.get('deps'), { userId: currentUserId(c), values: c.req.valid('json') });
    return c.json({ data: courseJson(course) }, 201);
  })
  .get('/courses/:id{[0-9]+}', allow('teacher'), async (c) => {
    return c.json({ data: courseJson(await ownCourse(c)) });
  })
  .put('/courses/:id{[0-9]+}', allow('teacher'), validate('json', teacherCourseSchema), async (c) => {
    const course = await updateTeacherCourse(c.get('deps'), { course: await ownCourse(c), values: c.req.valid('json') });
    return c.json({ data: courseJson(course) });
  })
  .post('/courses/:id{[0-9]+}/submit', allow('teacher'), async (c) => {
    const course = await submitCourseForReview(c.get('deps'), { course: await ownCourse(c), userId: currentUserId(c) });
    return c.json({ data: courseJson(course) });
  })
  // the approved courses this teacher may propose cohorts of: created by them or taught by them (issue 29 item 6)
  .get('/proposable-courses', allow('teacher'), async (c) => {
    return c.json({ data: await listProposableCourses(c.get('deps').db, { userId: currentUserId(c) }) });
  })
  .post('/cohorts', allow('teacher'), validate('json', cohortProposalSchema), async (c) => {
    const id = await proposeCohort(c.get('deps'), { userId: currentUserId(c), isAdmin: isAdmin(c), values: c.req.valid('json') });
    return c.json({ data: { id, status: 'DRAFT' as const, review_status: isAdmin(c) ? null : ('IN_REVIEW' as const) } }, 201);
  })
  // a proposal the admin sent back, to review again
  .post('/cohorts/:id{[0-9]+}/submit', allow('teacher', { cohort: param('id') }), async (c) => {
    await resubmitCohortProposal(c.get('deps'), { cohortId: Number(c.req.param('id')), userId: currentUserId(c) });
    return c.json({ data: { review_status: 'IN_REVIEW' as const } });
  })
  .post(
    '/uploads/thumbnails',
    allow('teacher'),
    validate('json', thumbnailUpload),
    async (c) => {
      const body = c.req.valid('json');
      const stored = await storeThumbnail(c.get('deps'), { contentType: body.content_type, data: Buffer.from(body.data, 'base64') });
      return c.json({ data: stored }, 201);
    },
  );
