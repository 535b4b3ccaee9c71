// The cohort a student gives feedback on: their live registration, the course's learning outcomes, and
// whether the form is open (from the cohort's end day on, isFeedbackOpen).
import { listMyRegistrations } from '@valik/db/queries';
import { isFeedbackOpen } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import type { AppDeps } from '../lib/context.ts';

export const FEEDBACK_NOT_OPEN = 'Feedback is not open for this cohort';
export const FEEDBACK_ALREADY_SUBMITTED = 'Feedback for this cohort was already submitted';

export async function loadFeedbackContext(deps: Pick<AppDeps, 'db' | 'clock'>, params: { userId: number; cohortId: number }) {
  const { db } = deps;
  const now = deps.clock();
  const rows = await listMyRegistrations(db, params);
  const row = rows.find((r) => r.participant.status !== 'CANCELED');
  if (!row) throw new ApiError('NOT_FOUND', 'The cohort could not be found');
  return {
    cohortId: row.cohort.id,
    cohortName: row.cohort.name,
    courseId: row.course.id,
    courseName: row.course.name,
    outcomes: row.course.learningOutcomes,
    open: isFeedbackOpen(row.cohort, now),
  };
}
