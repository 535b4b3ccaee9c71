// The stepwise feedback form of my cohort: load (draft or submitted answers, the outcomes, where to
// continue), save a step, submit.
import { Hono } from 'hono';
import { getFeedbackState } from '@valik/db/queries';
import { feedbackAnswersSchema, firstIncompleteStep } from '@valik/domain';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { loadFeedbackContext } from '../../feedback/feedback-context.ts';
import { saveFeedbackStep } from '../../feedback/save-feedback-step.ts';
import { submitFeedback } from '../../feedback/submit-feedback.ts';
import { idParam } from '../registrations/registrations.routes.ts';
import { feedbackStepBody, feedbackSubmitBody } from './feedback.schemas.ts';

const COHORT_NOT_FOUND = 'The cohort could not be found';

export const feedbackRoutes = new Hono<AppEnv>()
  .get('/me/cohorts/:id/feedback', allow('auth'), async (c) => {
    const { db } = c.get('deps');
    const userId = c.get('user')?.id ?? 0;
    const cohortId = idParam(c, 'id', COHORT_NOT_FOUND);
    const ctx = await loadFeedbackContext(c.get('deps'), { userId, cohortId });
    const state = await getFeedbackState(db, { userId, cohortId });
    const parsed = feedbackAnswersSchema.safeParse(state.submitted?.answers ?? state.draft ?? {});
    const answers = parsed.success ? parsed.data : {};
    return c.json({
      data: {
        cohort_id: cohortId,
        cohort_name: ctx.cohortName,
        course_name: ctx.courseName,
        learning_outcomes: ctx.outcomes,
        open: ctx.open,
        submitted: state.submitted !== null,
        answers,
        next_step: firstIncompleteStep(answers, ctx.outcomes),
      },
    });
  })
  .put('/me/cohorts/:id/feedback', allow('auth'), validate('json', feedbackStepBody), async (c) => {
    const body = c.req.valid('json');
    const result = await saveFeedbackStep(
      c.get('deps'),
      { userId: c.get('user')?.id ?? 0, cohortId: idParam(c, 'id', COHORT_NOT_FOUND), step: body.step, answers: body.answers },
    );
    return c.json({ data: { answers: result.answers, next_step: result.nextStep } });
  })
  .post('/me/cohorts/:id/feedback/submit', allow('auth'), validate('json', feedbackSubmitBody), async (c) => {
    const result = await submitFeedback(c.get('deps'), {
      userId: c.get('user')?.id ?? 0,
      cohortId: idParam(c, 'id', COHORT_NOT_FOUND),
      quoteConsent: c.req.valid('json').quote_consent ?? false,
    });
    return c.json({ data: { submitted: true, answers: result.answers, quote_consent: result.quoteConsent } }, 201);
  });
