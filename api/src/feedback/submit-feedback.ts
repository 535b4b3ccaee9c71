// Submitting the feedback form: the saved draft must be complete (isFeedbackComplete); it becomes the one
// feedback_submissions row of the student and cohort, which the dashboards read.
import { getFeedbackState, submitFeedback as insertSubmission } from '@valik/db/queries';
import { cleanFeedbackAnswers, feedbackAnswersSchema, firstIncompleteStep, isFeedbackComplete } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { FEEDBACK_ALREADY_SUBMITTED, FEEDBACK_NOT_OPEN, loadFeedbackContext } from './feedback-context.ts';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

export const FEEDBACK_INCOMPLETE = 'Please answer every question before submitting';

export async function submitFeedback(deps: Pick<AppDeps, 'db' | 'clock' | 'outbox'>, params: { userId: number; cohortId: number }) {
  const { db } = deps;
  const ctx = await loadFeedbackContext(deps, params);
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
  const created = await unitOfWork(deps, (tx) => insertSubmission(tx, { userId: params.userId, cohortId: params.cohortId, courseId: ctx.courseId, answers }));
  if (!created) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  return { answers };
}
