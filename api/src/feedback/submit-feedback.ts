// Submitting the feedback form: the saved draft must be complete (isFeedbackComplete); it becomes the one
// feedback_submissions row of the student and cohort, which the dashboards read, and the course's rating
// is recomputed from it in the same transaction (issue 29 item 4). The author's agreement to be quoted on the
// course page is kept only when the highlights answered the positive question (canConsentToQuote).
import { getFeedbackState, refreshCourseRating, submitFeedback as insertSubmission } from '@valik/db/queries';
import { cleanFeedbackAnswers, feedbackAnswersSchema, firstIncompleteStep, isFeedbackComplete } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { FEEDBACK_ALREADY_SUBMITTED, FEEDBACK_NOT_OPEN, loadFeedbackContext } from './feedback-context.ts';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { canConsentToQuote } from './feedback-quotes.ts';

export const FEEDBACK_INCOMPLETE = 'Please answer every question before submitting';

export async function submitFeedback(deps: Pick<AppDeps, 'db' | 'clock' | 'outbox'>, params: { userId: number; cohortId: number; quoteConsent?: boolean }) {
  const { db } = deps;
  const ctx = await loadFeedbackContext(deps, { userId: params.userId, cohortId: params.cohortId });
  if (!ctx.open) throw new ApiError('CONFLICT', FEEDBACK_NOT_OPEN);
  const state = await getFeedbackState(db, { userId: params.userId, cohortId: params.cohortId });
  if (state.submitted) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  const parsed = feedbackAnswersSchema.safeParse(state.draft ?? {});
  const answers = cleanFeedbackAnswers(parsed.success ? parsed.data : {}, ctx.outcomes);
  if (!isFeedbackComplete(answers, ctx.outcomes)) {
    const error = new ApiError('VALIDATION_FAILED', FEEDBACK_INCOMPLETE);
    error.vars = { step: firstIncompleteStep(answers, ctx.outcomes) ?? '' };
    throw error;
  }
  const quoteConsent = params.quoteConsent === true && canConsentToQuote(answers);
  const created = await unitOfWork(deps, async (tx) => {
    const row = await insertSubmission(tx, { userId: params.userId, cohortId: params.cohortId, courseId: ctx.courseId, answers, quoteConsent });
    // the course's rating from its feedback, in this transaction (issue 29 item 4, ADR 033): the course row's
    // update tells the public pages and the catalogue's cached answers to drop what they showed
    if (row) await refreshCourseRating(tx, { courseIds: [ctx.courseId] });
    return row;
  });
  if (!created) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  return { answers, quoteConsent };
}
