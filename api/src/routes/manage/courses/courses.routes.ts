// /api/v1/manage/courses: the course list and the course form (create, read, update), validated with
// the domain's courseFormSchema. Every write drops the public catalogue cache, so the course page
// shows the change on the next request.
import { Hono } from 'hono';
import { getManageCourse, listManageCourses } from '@valik/db/queries/manage';
import type { Course } from '@valik/db/schema';
import { courseFormSchema, reviewDecisionSchema } from '@valik/domain';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { listRoutes, recordId } from '../list-routes.ts';
import { courseListFilter, courseSort } from './courses.schemas.ts';
import { createCourse, updateCourse } from '../../../courses/save-course.ts';
import { reviewCourse } from '../../../courses/review.ts';
import { chooseQuote, listCourseQuotes } from '../../../feedback/feedback-quotes.ts';
import { quoteChoiceBody } from './courses.schemas.ts';

// product-spec §2: a bad course id is 400 'The course could not be found'
const COURSE_NOT_FOUND = { code: 'BAD_REQUEST', message: 'The course could not be found' } as const;

export function courseJson(c: Course) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    summary: c.summary,
    short_description: c.shortDescription,
    description: c.description,
    learning_outcomes: c.learningOutcomes,
    grading_criteria: c.gradingCriteria,
    status: c.status,
    categories: c.categories,
    thumbnail: c.thumbnail,
    language: c.language,
    academic_hours: c.academicHours,
    testimonials: c.testimonials,
    user_creator_id: c.userCreatorId,
    tag: c.tag,
    lw_course_id: c.lwCourseId,
    average_score: c.averageScore,
    rating: c.rating,
    feedback_count: c.feedbackCount,
    // the reason an admin sent the course back to its author (issue 29 item 6)
    review_note: c.reviewNote,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export const manageCourseRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'courses',
      filter: courseListFilter,
      sort: courseSort,
      defaultSort: { field: 'name', order: 'ASC' },
      query: listManageCourses,
      toJson: courseJson,
      csvColumns: ['id', 'name', 'slug', 'status', 'language', 'categories', 'academic_hours', 'average_score', 'created_at', 'updated_at'],
    }),
  )
  .get('/:id', async (c) => {
    const course = await getManageCourse(c.get('deps').db, { id: recordId(c.req.param('id'), COURSE_NOT_FOUND) });
    if (!course) throw new ApiError('NOT_FOUND', COURSE_NOT_FOUND.message);
    return c.json(courseJson(course));
  })
  .post('/', validate('json', courseFormSchema), async (c) => {
    const course = await createCourse(c.get('deps'), c.req.valid('json'));
    return c.json(courseJson(course), 201);
  })
  .put('/:id', validate('json', courseFormSchema), async (c) => {
    const id = recordId(c.req.param('id'), COURSE_NOT_FOUND);
    const course = await updateCourse(c.get('deps'), { id, values: c.req.valid('json') });
    if (!course) throw new ApiError('NOT_FOUND', COURSE_NOT_FOUND.message);
    return c.json(courseJson(course));
  })
  // a course in review: approve it, or send it back to its author with a reason (issue 29 item 6)
  .post('/:id/review', validate('json', reviewDecisionSchema), async (c) => {
    const id = recordId(c.req.param('id'), COURSE_NOT_FOUND);
    const course = await reviewCourse(c.get('deps'), { courseId: id, actorId: c.get('user')?.id ?? null, decision: c.req.valid('json') });
    return c.json(courseJson(course));
  })
  // testimonials from feedback (issue 29 item 4): the highlights whose authors agreed to be quoted, and the
  // admin's choice of which ones the course page shows
  .get('/:id/feedback-quotes', async (c) => {
    const courseId = recordId(c.req.param('id'), COURSE_NOT_FOUND);
    return c.json({ data: await listCourseQuotes(c.get('deps'), { courseId }) });
  })
  .put('/:id/feedback-quotes/:quoteId', validate('json', quoteChoiceBody), async (c) => {
    const courseId = recordId(c.req.param('id'), COURSE_NOT_FOUND);
    const id = recordId(c.req.param('quoteId'), { code: 'NOT_FOUND', message: 'The feedback could not be found' });
    return c.json({ data: await chooseQuote(c.get('deps'), { courseId, id, quoted: c.req.valid('json').quoted }) });
  });
