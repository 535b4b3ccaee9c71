import { z } from 'zod';
import { FEEDBACK_STEP_IDS, feedbackAnswersSchema } from '../../domain/index.ts';

export const feedbackStepBody = z.object({
  step: z.enum(FEEDBACK_STEP_IDS, 'Invalid answer'),
  answers: feedbackAnswersSchema,
});
