// A teacher's own courses and cohort proposals (issue 18 item 3, product-spec §2 /user/courses and
// /user/cohorts/new, §4 course status). The teacher drafts a course with the spec's course form (DRAFT),
// changes it while it is a draft and sends it for review (IN_REVIEW); an admin approves it (APPROVED) in
// the console. For an approved course of theirs the teacher proposes a cohort: a DRAFT with the teacher
// as its teacher and creator, which the admin completes (links, …) and opens for registration.
import type { Db } from '@valik/db/client';
import { getManageCourse, insertManageCohort } from '@valik/db/queries/manage';
import { moveCourseStatus } from '@valik/db/queries';
import type { Course } from '@valik/db/schema';
import {
  canTeacherEditCourse,
  parseFormDate,
  TEACHER_COURSE_MESSAGES,
  type CohortProposalValues,
  type CourseFormValues,
  type TeacherCourseValues,
} from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { createCourse, updateCourse } from './save-course.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export const TEACHER_COURSE_NOT_FOUND = 'The course could not be found';

/** A teacher reaches only the courses they created; an admin reaches every course. */
export async function loadOwnCourse(db: Db, params: { id: number; userId: number; isAdmin: boolean }): Promise<Course> {
  const course = await getManageCourse(db, { id: params.id });
  if (!course || (!params.isAdmin && course.userCreatorId !== params.userId)) throw new ApiError('NOT_FOUND', TEACHER_COURSE_NOT_FOUND);
  return course;
}

function asCourseForm(values: TeacherCourseValues, base: { status: 'DRAFT'; creatorId: number; keep?: Course }): CourseFormValues {
  return {
    ...values,
    status: base.status,
    user_creator_id: base.creatorId,
    academic_hours: base.keep?.academicHours ?? null,
    testimonials: base.keep?.testimonials ?? [],
    tag: base.keep?.tag ?? null,
    lw_course_id: base.keep?.lwCourseId ?? null,
  };
}

export async function createTeacherCourse(deps: WorkDeps, params: { userId: number; values: TeacherCourseValues }): Promise<Course> {
  return createCourse(deps, asCourseForm(params.values, { status: 'DRAFT', creatorId: params.userId }));
}

export async function updateTeacherCourse(deps: WorkDeps, params: { course: Course; values: TeacherCourseValues }): Promise<Course> {
  if (!canTeacherEditCourse(params.course.status)) throw new ApiError('CONFLICT', TEACHER_COURSE_MESSAGES.locked);
  const values = asCourseForm(params.values, { status: 'DRAFT', creatorId: params.course.userCreatorId ?? 0, keep: params.course });
  const saved = await updateCourse(deps, { id: params.course.id, values });
  if (!saved) throw new ApiError('NOT_FOUND', TEACHER_COURSE_NOT_FOUND);
  return saved;
}

/** DRAFT → IN_REVIEW; a course already sent stays as it is (a second click is not an error). */
export async function submitCourseForReview(deps: WorkDeps, params: { course: Course }): Promise<Course> {
  if (params.course.status === 'IN_REVIEW') return params.course;
  if (!canTeacherEditCourse(params.course.status)) throw new ApiError('CONFLICT', TEACHER_COURSE_MESSAGES.locked);
  return unitOfWork(deps, async (tx) => {
    await moveCourseStatus(tx, { id: params.course.id, from: 'DRAFT', to: 'IN_REVIEW' });
    return (await getManageCourse(tx, { id: params.course.id })) as Course;
  });
}

export async function proposeCohort(deps: WorkDeps, params: { userId: number; isAdmin: boolean; values: CohortProposalValues }): Promise<number> {
  const { db } = deps;
  const v = params.values;
  const course = await getManageCourse(db, { id: v.course_id });
  if (!course || course.status !== 'APPROVED' || (!params.isAdmin && course.userCreatorId !== params.userId)) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'course_id', message: TEACHER_COURSE_MESSAGES.notApproved }]);
  }
  return unitOfWork(deps, (tx) =>
    insertManageCohort(tx, {
      values: {
        name: v.name,
        status: 'DRAFT',
        courseId: course.id,
        startDate: parseFormDate(v.start_date) as Date,
        endDate: parseFormDate(v.end_date) as Date,
        onlineClassTimes: v.online_class_times,
        onlineLessonLength: v.online_lesson_length,
        minSize: v.min_size,
        size: v.size,
        notes: v.notes,
        userCreatorId: params.userId,
      },
      teacherIds: [params.userId],
    }),
  );
}
