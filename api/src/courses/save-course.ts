// The course form's write (create or update). The slug must be unique: checked first for a readable
// answer, and the unique key (courses_slug_key) decides a race between two saves.
import { getUserRoles } from '@valik/db/queries';
import type { Course } from '@valik/db/schema';
import type { Db } from '@valik/db/client';
import { insertManageCourse, isCourseSlugTaken, updateManageCourse, type CourseWrite } from '@valik/db/queries/manage';
import type { CourseFormValues } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export const SLUG_TAKEN = 'This slug is already used by another course';

const slugTaken = () => new ApiError('CONFLICT', SLUG_TAKEN, [{ path: 'slug', message: SLUG_TAKEN }]);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function toWrite(v: CourseFormValues): CourseWrite {
  return {
    name: v.name,
    slug: v.slug,
    summary: v.summary,
    learningOutcomes: v.learning_outcomes,
    gradingCriteria: v.grading_criteria,
    status: v.status,
    categories: v.categories,
    thumbnail: v.thumbnail,
    language: v.language,
    shortDescription: v.short_description,
    description: v.description,
    academicHours: v.academic_hours,
    testimonials: v.testimonials,
    userCreatorId: v.user_creator_id,
    tag: v.tag,
    lwCourseId: v.lw_course_id,
  };
}

async function checkCreator(db: Db, id: number): Promise<void> {
  if (!(await getUserRoles(db, { ids: [id] })).has(id)) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'user_creator_id', message: 'The user could not be found' }]);
  }
}

export async function createCourse(deps: WorkDeps, values: CourseFormValues): Promise<Course> {
  const { db } = deps;
  await checkCreator(db, values.user_creator_id);
  if (await isCourseSlugTaken(db, { slug: values.slug })) throw slugTaken();
  try {
    return await unitOfWork(deps, (tx) => insertManageCourse(tx, { values: toWrite(values) }));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateCourse(deps: WorkDeps, input: { id: number; values: CourseFormValues }): Promise<Course | null> {
  const { db } = deps;
  const { id, values } = input;
  await checkCreator(db, values.user_creator_id);
  if (await isCourseSlugTaken(db, { slug: values.slug, exceptId: id })) throw slugTaken();
  try {
    return await unitOfWork(deps, (tx) => updateManageCourse(tx, { id, values: toWrite(values) }));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
