import { z } from 'zod';
import { FEEDBACK_STEP_IDS, feedbackAnswersSchema } from '@valik/domain';

export const feedbackStepBody = z.object({
  step: z.enum(FEEDBACK_STEP_IDS, 'Invalid answer'),
  answers: feedbackAnswersSchema,
});
