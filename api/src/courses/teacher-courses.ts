// A teacher's own courses and cohort proposals (issue 18 item 3, product-spec §2 /user/courses and
// /user/cohorts/new, §4 course status). The teacher drafts a course with the spec's course form (DRAFT),
// changes it while it is a draft and sends it for review (IN_REVIEW); an admin approves it (APPROVED) in
// the console. Sending for review, cohort proposals and the admin's review are in review.ts (issue 29 item 6).
import type { Db } from '@valik/db/client';
import { getManageCourse } from '@valik/db/queries/manage';
import type { Course } from '@valik/db/schema';
import {
  canTeacherEditCourse,
  TEACHER_COURSE_MESSAGES,
  type CourseFormValues,
  type TeacherCourseValues,
} from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { createCourse, updateCourse } from './save-course.ts';
import type { WorkDeps } from '../outbox/unit-of-work.ts';

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
