// The cohort form's write (create or update): checks what only the database knows (the course, the
// teachers and the owner exist), then writes the cohort and its teachers in one transaction; seats an
// update frees go to the waitlist in that transaction.
import type { Db } from '@valik/db/client';
import { getManageCourse, insertManageCohort, updateManageCohort, type CohortWrite } from '@valik/db/queries/manage';
import { getUserRoles, lockCohortForUpdate, type LockedCohort } from '@valik/db/queries';
import type { WaitlistEntryRow } from '@valik/db/schema';
import { parseFormDate, type CohortFormValues } from '@valik/domain';
import { ApiError, type ErrorIssue } from '../lib/errors.ts';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

async function checkReferences(db: Db, values: CohortFormValues): Promise<void> {
  const issues: ErrorIssue[] = [];
  if (!(await getManageCourse(db, { id: values.course_id }))) issues.push({ path: 'course_id', message: 'The course could not be found' });
  const byId = await getUserRoles(db, { ids: [...values.teacher_ids, values.user_creator_id] });
  if (values.teacher_ids.some((id) => byId.get(id) !== 'TEACHER')) {
    issues.push({ path: 'teacher_ids', message: 'Only teachers can teach a cohort' });
  }
  if (!byId.has(values.user_creator_id)) issues.push({ path: 'user_creator_id', message: 'The user could not be found' });
  if (issues.length) throw new ApiError('VALIDATION_FAILED', 'Invalid request', issues);
}

function toWrite(values: CohortFormValues): CohortWrite {
  return {
    name: values.name,
    status: values.status,
    courseId: values.course_id,
    startDate: parseFormDate(values.start_date) as Date,
    endDate: parseFormDate(values.end_date) as Date,
    onlineClassTimes: values.online_class_times,
    onlineLessonLength: values.online_lesson_length,
    minSize: values.min_size,
    size: values.size,
    userCreatorId: values.user_creator_id,
    externalLmsLink: values.external_lms_link,
    videoUrl: values.video_url,
    discordChannelId: values.discord_channel_id,
    discordInviteUrl: values.discord_invite_url,
    lmsId: values.lms_id,
    lwCourseId: values.lw_course_id,
    notes: values.notes,
  };
}

/** Creates the cohort; returns its id. */
export async function createCohort(deps: WorkDeps, values: CohortFormValues): Promise<number> {
  await checkReferences(deps.db, values);
  return unitOfWork(deps, (tx) => insertManageCohort(tx, { values: toWrite(values), teacherIds: values.teacher_ids }));
}

/**
 * Updates the cohort; null when it does not exist. A raised size (or a full group reopened) frees seats:
 * they are offered to the waitlist in the same transaction, under the cohort's row lock, their e-mails written
 * to the outbox with them (issue 6 item 2).
 */
export async function updateCohort(
  deps: WorkDeps,
  input: { id: number; values: CohortFormValues },
): Promise<{ cohort: LockedCohort; offers: WaitlistEntryRow[] } | null> {
  const { id, values } = input;
  const now = deps.clock();
  await checkReferences(deps.db, values);
  return unitOfWork(deps, async (tx) => {
    if (!(await updateManageCohort(tx, { id, values: toWrite(values), teacherIds: values.teacher_ids }))) return null;
    const cohort = await lockCohortForUpdate(tx, { cohortId: id });
    if (!cohort) return null;
    return { cohort, offers: await offerFreeSeats(tx, cohort, now) };
  });
}
