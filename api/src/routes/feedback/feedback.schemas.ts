import { z } from 'zod';
import { FEEDBACK_STEP_IDS, feedbackAnswersSchema } from '@valik/domain';

export const feedbackStepBody = z.object({
  step: z.enum(FEEDBACK_STEP_IDS, 'Invalid answer'),
  answers: feedbackAnswersSchema,
});

/** POST …/feedback/submit: whether the author agrees to be quoted on the course page (issue 29 item 4); no body is "no". */
export const feedbackSubmitBody = z.object({ quote_consent: z.boolean('Invalid answer').optional() });
