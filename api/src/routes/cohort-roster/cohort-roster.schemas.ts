import { z } from 'zod';
import { RESULT_STATUSES } from '../../participants/set-participant-results.ts';

export const resultsBody = z.object({
  participant_ids: z.array(z.number().int().positive()).min(1, 'Choose at least one student').max(500),
  status: z.enum(RESULT_STATUSES, 'Choose a result'),
});

export const progressBody = z.object({
  progress_percent: z.number().int('Enter a whole number from 0 to 100').min(0, 'Enter a whole number from 0 to 100').max(100, 'Enter a whole number from 0 to 100'),
});

export const attendanceBody = z.object({
  marks: z.array(z.object({ participant_id: z.number().int().positive(), present: z.boolean() })).min(1, 'Choose at least one student').max(500),
});

export const skippedBody = z.object({ skipped: z.boolean() });
