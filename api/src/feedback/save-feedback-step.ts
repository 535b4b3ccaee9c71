// One step of the feedback form saved (issue 6 item 6): the step's answers merged into the draft, the
// step validated with the domain's rules (validateStep), the draft stored cleaned. A returning student
// continues at firstIncompleteStep.
import type { AppDeps } from '../lib/context.ts';
import { getFeedbackState, saveFeedbackDraft } from '@valik/db/queries';
import { cleanFeedbackAnswers, feedbackAnswersSchema, firstIncompleteStep, validateStep, type FeedbackAnswers, type FeedbackStepId } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { FEEDBACK_ALREADY_SUBMITTED, FEEDBACK_NOT_OPEN, loadFeedbackContext } from './feedback-context.ts';

export async function saveFeedbackStep(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  params: { userId: number; cohortId: number; step: FeedbackStepId; answers: FeedbackAnswers },
) {
  const { db } = deps;
  const ctx = await loadFeedbackContext(deps, params);
  if (!ctx.open) throw new ApiError('CONFLICT', FEEDBACK_NOT_OPEN);
  const state = await getFeedbackState(db, params);
  if (state.submitted) throw new ApiError('CONFLICT', FEEDBACK_ALREADY_SUBMITTED);
  const previous = feedbackAnswersSchema.safeParse(state.draft ?? {});
  const merged: FeedbackAnswers = { ...(previous.success ? previous.data : {}), ...params.answers };
  const check = validateStep(params.step, merged, ctx.outcomes);
  if (!check.ok) {
    throw new ApiError('VALIDATION_FAILED', check.issues[0]?.message ?? 'Invalid answer', check.issues.map((i) => ({ path: i.question, message: i.message })));
  }
  const answers = cleanFeedbackAnswers(merged, ctx.outcomes);
  await saveFeedbackDraft(db, { userId: params.userId, cohortId: params.cohortId, answers });
  return { answers, nextStep: firstIncompleteStep(answers, ctx.outcomes) };
}
