// /api/v1/manage/cohorts: the list by next start time with status, course, teachers, seats and badge;
// the cohort form (create, read, update) validated with the domain's cohortFormSchema; and the refusal
// to delete (product-spec §8: cancel a cohort instead).
import { Hono } from 'hono';
import { getManageCohort, listManageCohorts } from '@valik/db/queries/manage';
import type { ManageCohortDetail, ManageCohortRow } from '@valik/db/queries/manage';
import { cohortFormSchema, getCohortState, reviewDecisionSchema } from '@valik/domain';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { listRoutes, recordId } from '../list-routes.ts';
import { cohortListFilter, cohortSort } from './cohorts.schemas.ts';
import { createCohort, updateCohort } from '../../../cohorts/save-cohort.ts';
import { reviewCohortProposal } from '../../../courses/review.ts';

const COHORT_NOT_FOUND = { message: 'The cohort could not be found' } as const;

function cohortFields(c: ManageCohortDetail | ManageCohortRow) {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    course_id: c.courseId,
    course_name: c.courseName,
    start_date: c.startDate.toISOString(),
    end_date: c.endDate.toISOString(),
    online_class_times: c.onlineClassTimes,
    online_lesson_length: c.onlineLessonLength,
    min_size: c.minSize,
    size: c.size,
    seats_taken: c.seatsTaken,
    user_creator_id: c.userCreatorId,
    external_lms_link: c.externalLmsLink,
    video_url: c.videoUrl,
    discord_channel_id: c.discordChannelId,
    discord_invite_url: c.discordInviteUrl,
    lms_id: c.lmsId,
    lw_course_id: c.lwCourseId,
    notes: c.notes,
    // a teacher's proposal (issue 29 item 6): IN_REVIEW, SENT_BACK with the reason, APPROVED; null otherwise
    review_status: c.reviewStatus,
    review_note: c.reviewNote,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function stateOf(c: ManageCohortDetail | ManageCohortRow, now: Date) {
  const state = getCohortState(
    { status: c.status, startDate: c.startDate, endDate: c.endDate, size: c.size, seatsTaken: c.seatsTaken },
    now,
  );
  return { badge: state.badge, availability: state.availability, seats_left: state.seatsLeft };
}

export function cohortListJson(c: ManageCohortRow, now: Date) {
  return {
    ...cohortFields(c),
    ...stateOf(c, now),
    next_start: c.nextStart.toISOString(),
    teacher_ids: c.teachers.map((t) => t.id),
    teacher_names: c.teachers.map((t) => `${t.firstName} ${t.lastName}`.trim()),
    /** each teacher with the photo the list shows beside the name (issue 30) */
    teachers: c.teachers.map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}`.trim(), avatar: t.avatar })),
  };
}

export function cohortDetailJson(c: ManageCohortDetail, now: Date) {
  return { ...cohortFields(c), ...stateOf(c, now), teacher_ids: c.teacherIds };
}

export const manageCohortRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'cohorts',
      filter: cohortListFilter,
      sort: cohortSort,
      defaultSort: { field: 'nextStart', order: 'ASC' },
      query: listManageCohorts,
      toJson: (row, now) => cohortListJson(row, now),
      csvColumns: [
        'id',
        'name',
        'course_name',
        'status',
        'start_date',
        'end_date',
        'next_start',
        'seats_taken',
        'size',
        'min_size',
        'badge',
        'teacher_names',
        'online_class_times',
        'online_lesson_length',
      ],
    }),
  )
  .get('/:id', async (c) => {
    const cohort = await getManageCohort(c.get('deps').db, { id: recordId(c.req.param('id'), COHORT_NOT_FOUND) });
    if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND.message);
    return c.json(cohortDetailJson(cohort, c.get('deps').clock()));
  })
  .post('/', validate('json', cohortFormSchema), async (c) => {
    const { db } = c.get('deps');
    const id = await createCohort(c.get('deps'), c.req.valid('json'));
    return c.json(cohortDetailJson((await getManageCohort(db, { id })) as ManageCohortDetail, c.get('deps').clock()), 201);
  })
  .put('/:id', validate('json', cohortFormSchema), async (c) => {
    const id = recordId(c.req.param('id'), COHORT_NOT_FOUND);
    const deps = c.get('deps');
    const { db } = deps;
    const updated = await updateCohort(deps, { id, values: c.req.valid('json') });
    if (!updated) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND.message);
    return c.json(cohortDetailJson((await getManageCohort(db, { id })) as ManageCohortDetail, deps.clock()));
  })
  // a teacher's proposal in review: approve it, or send it back with a reason (issue 29 item 6)
  .post('/:id/review', validate('json', reviewDecisionSchema), async (c) => {
    const id = recordId(c.req.param('id'), COHORT_NOT_FOUND);
    const deps = c.get('deps');
    await reviewCohortProposal(deps, { cohortId: id, actorId: c.get('user')?.id ?? null, decision: c.req.valid('json') });
    return c.json(cohortDetailJson((await getManageCohort(deps.db, { id })) as ManageCohortDetail, deps.clock()));
  })
  .delete('/:id', (c) => {
    recordId(c.req.param('id'), COHORT_NOT_FOUND);
    throw new ApiError('CONFLICT', 'Currently, it is not possible to delete a cohort');
  });
