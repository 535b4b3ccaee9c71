import { z } from 'zod';

/** What Discord put on the callback URL: a code, or an error (the person cancelled), and our state. */
export const discordCallbackBody = z.object({
  code: z.string().trim().min(1).max(512).optional(),
  state: z.string().trim().min(1).max(512),
  error: z.string().trim().max(200).optional(),
});
