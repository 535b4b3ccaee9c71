// Submitting the feedback form: the saved draft must be complete (isFeedbackComplete); it becomes the one
// feedback_submissions row of the student and cohort, which the dashboards read.
import type { Db } from '@valik/db/client';
import { getFeedbackState, submitFeedback as insertSubmission } from '@valik/db/queries';
import { cleanFeedbackAnswers, feedbackAnswersSchema, firstIncompleteStep, isFeedbackComplete } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';
import { FEEDBACK_ALREADY_SUBMITTED, FEEDBACK_NOT_OPEN, loadFeedbackContext } from './feedback-context.ts';

export const FEEDBACK_INCOMPLETE = 'Please answer every question before submitting';

export async function submitFeedback(db: Db, params: { userId: number; cohortId: number }, now: Date) {
  const ctx = await loadFeedbackContext(db, params, now);
  if (!ctx.open) throw new ApiError('CONFLICT', FEEDBACK_NOT_OPEN);
  const state = await getFeedbackState(db, params);
  if (state.submitted) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  const parsed = feedbackAnswersSchema.safeParse(state.draft ?? {});
  const answers = cleanFeedbackAnswers(parsed.success ? parsed.data : {}, ctx.outcomes);
  if (!isFeedbackComplete(answers, ctx.outcomes)) {
    const error = new ApiError('VALIDATION_FAILED', FEEDBACK_INCOMPLETE);
    error.vars = { step: firstIncompleteStep(answers, ctx.outcomes) ?? '' };
    throw error;
  }
  const created = await db.transaction((tx) => insertSubmission(tx, { userId: params.userId, cohortId: params.cohortId, courseId: ctx.courseId, answers }));
  if (!created) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  return { answers };
}
